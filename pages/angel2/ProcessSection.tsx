import type { ReactNode } from 'react'
import { MatchChip } from '../../components/demo-card/MatchChip'
import { PhaseBadge, PosterFace } from '../../components/demo-card/PosterFace'
import { useTimeline } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { matchDetail, process, stepViews } from './copy'

/**
 * Four steps on one line, each over a small view of the product in the hero card's look (review 7.1: four columns of
 * grey text under a hero that showed the product): the profile in review, then verified, the preferences the matching
 * learns from, the pitch with its minute running and the watchlist. On the ink band (the page's one change of rhythm
 * between the white and grey ones) the views are the bright objects; under each a small numbered circle, joined by a
 * thin rule across from 1024 px and down the circles on phones, where each view stands under its step's text.
 * Each view as tall as its content (review 7.3: fixed equal heights left an empty band above the status and a dead gap
 * over the watchlist): from 640 px a slot of one height holds them, so the tops and the circles under them stay level.
 */
export function ProcessSection() {
  const views = [
    <Profile key="signup" verified={false} />,
    <Profile key="verified" verified />,
    <Preferences key="prefs" />,
    <Pitch key="pitch" />,
  ]
  return (
    <Section id="ablauf" tone="ink" eyebrow={process.eyebrow} title={process.title[useTimeline().launch]} align="left">
      <ol className="grid gap-x-6 gap-y-10 sm:grid-cols-2 sm:gap-y-12 lg:grid-cols-4" data-process-steps>
        {process.steps.map((step, index) => (
          <li
            key={step.title}
            className="relative grid grid-cols-[2rem_minmax(0,1fr)] content-start gap-x-4 gap-y-1 sm:flex sm:flex-col sm:gap-3"
          >
            {index < process.steps.length - 1 ? (
              <span
                className="absolute bottom-[-2.5rem] left-4 top-10 w-px bg-white/20 sm:hidden lg:bottom-auto lg:left-11 lg:right-[-1rem] lg:top-[14.75rem] lg:block lg:h-px lg:w-auto"
                aria-hidden="true"
                data-step-line
              />
            ) : null}
            <span
              className="row-span-2 flex h-8 w-8 items-center justify-center rounded-full bg-white text-sm font-bold tabular-nums text-ink-900 sm:mt-2"
              aria-hidden="true"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="text-lg font-semibold leading-snug text-white">
              <span className="sr-only">{`${step.meta}: `}</span>
              {step.title}
            </h3>
            <p className="text-base leading-relaxed text-ink-100">{step.text}</p>
            <div className="col-start-2 mt-4 sm:order-first sm:mt-0 sm:h-50" data-step-view>
              {views[index]}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}

/** A view's frame: white on the ink, the hero card's radius and lift; from 640 px the slot's height (review 32: 358–370 px feet). */
function View({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      className="flex min-w-0 flex-col gap-3 rounded-3xl bg-white p-4 text-ink-900 shadow-lift sm:h-full"
      aria-hidden="true"
      data-view-card
    >
      <span className="flex items-center gap-2 text-sm font-bold">
        <span className="i-lucide-sparkles text-base text-brand-600" />
        {title}
      </span>
      {children}
    </div>
  )
}

/** Steps 1 and 2: the angel's profile, its checks and its status (in review, then verified). */
function Profile({ verified }: { verified: boolean }) {
  const view = stepViews.profile
  return (
    <View title={view.title}>
      <ul className="flex flex-col gap-1.5 text-sm text-ink-700">
        {view.checks.map((check, index) => {
          const done = verified || index === 0
          return (
            <li key={check} className="flex items-center gap-2">
              <span
                className={`shrink-0 text-base ${done ? 'i-lucide-circle-check text-mint-700' : 'i-lucide-circle-dashed text-ink-400'}`}
              />
              {check}
            </li>
          )
        })}
      </ul>
      <span
        className={`inline-flex items-center gap-1.5 self-start rounded-full px-2.5 py-1 text-[0.8125rem] font-semibold ${verified ? 'bg-mint-50 text-mint-800' : 'bg-violet-50 text-violet-700'}`}
        data-profile-status={verified ? 'verified' : 'review'}
      >
        <span className={verified ? 'i-lucide-badge-check text-base' : 'i-lucide-hourglass text-sm'} />
        {verified ? view.verified : view.review}
      </span>
    </View>
  )
}

/** Step 3: the preferences as chips, the sample profile of the hero's card (industry, ticket, stage, region). */
function Preferences() {
  return (
    <View title={stepViews.preferences.title}>
      <span className="flex flex-col gap-2">
        {stepViews.preferences.groups.map((group) => (
          <span key={group.label} className="flex flex-wrap items-center gap-1.5">
            <span className="w-14 shrink-0 text-xs text-ink-600">{group.label}</span>
            {group.chips.map((chip) => (
              <span
                key={chip}
                className="inline-flex items-center gap-1 rounded-full bg-ink-900 px-2 py-0.5 text-xs font-semibold text-white"
              >
                <span className="i-lucide-check text-[0.6875rem]" />
                {chip}
              </span>
            ))}
          </span>
        ))}
      </span>
    </View>
  )
}

/**
 * Step 4: another pitch of the feed than the hero's (review 7.3: its Fristwerk 9,2/10 stood here again) with its own
 * score and its minute running, on the watchlist with the request for the deck.
 */
function Pitch() {
  const startup = stepViews.pitch.startup
  const view = stepViews.pitch
  return (
    <View title={view.title}>
      <span className="flex items-center gap-3">
        <PosterFace startup={startup} width={44} className="rounded-xl" />
        <span className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
          <PhaseBadge text={startup.headerBadge.text} />
          <span className="truncate text-sm font-bold" data-pitch-name>
            {startup.name}
          </span>
        </span>
        <MatchChip score={startup.matchingScore} tone="light" />
      </span>
      <span className="flex items-center gap-2 text-xs font-semibold tabular-nums text-ink-600">
        <span className="h-1 flex-1 rounded-full bg-ink-100">
          <span className="block h-1 w-[70%] rounded-full bg-brand-600" />
        </span>
        {view.time}
      </span>
      <span className="flex items-center justify-between gap-2 border-t border-ink-100 pt-3 text-xs">
        <span className="flex items-center gap-1.5 font-semibold text-ink-900">
          <span className="i-lucide-heart text-sm text-brand-600" />
          {view.watchlist}
        </span>
        <span className="whitespace-nowrap rounded-full px-2 py-0.5 font-semibold text-brand-700 ring-1 ring-brand-200">
          {matchDetail.request}
        </span>
      </span>
    </View>
  )
}
