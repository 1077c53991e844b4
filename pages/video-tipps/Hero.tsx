import { useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { applicationsOpen } from '../../data/timeline'
import { applyHref } from '../../data/voting-grid-copy'
import { videoHero, videoTipsSubmit } from './copy'
import { Caption, Person, Zones } from './FrameScenes'

export function Hero() {
  const open = applicationsOpen(useTimeline())
  return (
    <PageHero
      id="video-tipps-titel"
      icon="i-lucide-video"
      copy={videoHero}
      title={
        <>
          {videoHero.title[0]}
          <span className="text-gradient-brand">{videoHero.title[1]}</span>
          {videoHero.title[2]}
        </>
      }
      leadClassName="max-w-xl"
      columns="lg:grid-cols-[1.1fr_1fr]"
      spacing="gap-14 pb-20 pt-12 sm:pb-24 sm:pt-20"
      aside={<Viewfinder />}
    >
      <Actions>
        <ButtonLink href="#tipps" icon="i-lucide-arrow-down">
          {videoHero.tipsButton}
        </ButtonLink>
        <ButtonLink href="#expert" variant="secondary" icon="i-lucide-message-circle">
          {videoHero.expertButton}
        </ButtonLink>
      </Actions>
      {open ? (
        <p className="flex items-start gap-2 text-sm font-medium text-ink-700">
          <span className="i-lucide-calendar-clock mt-0.5 shrink-0 text-base text-brand-700" aria-hidden="true" />
          <span>
            {`${videoTipsSubmit.deadline} `}
            <a href={applyHref} className="inline-block py-0.5 prose-link">
              {videoTipsSubmit.button}
            </a>
          </span>
        </p>
      ) : null}
    </PageHero>
  )
}

/**
 * A vertical camera viewfinder drawn in HTML (9:16, like the feed): the rule-of-thirds grid with the eye line on
 * the upper third, the sample pitch's founder (drawn, with a burnt-in caption) framed so her eyes meet that line,
 * and the safe zones the feed covers (top bar, action rail on the right, name and profile at the bottom) hatched
 * at the edges, as the do/don't frames below draw them.
 */
function Viewfinder() {
  return (
    <div className="relative mx-auto w-full max-w-[280px]" aria-hidden="true">
      <div className="absolute -inset-8 rounded-full bg-gradient-brand opacity-15 blur-3xl" />
      <div className="relative aspect-[9/16] overflow-hidden rounded-[2.25rem] shadow-lift ring-8 ring-ink-900">
        {/* The founder framed as the tips below advise (round 23: the demo clip's round portrait read as a profile
            card, not a 9:16 frame), drawn as the do/don't frames draw her. */}
        <span className="absolute inset-0 bg-mint-100" />
        <Person place="left-[3%] top-[9%] w-[88%]" />
        <Caption place="left-[21%] top-[56%] w-[58%]" />
        <div className="absolute inset-0 grid grid-cols-3 grid-rows-3">
          {Array.from({ length: 9 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative grid
            <span key={index} className="border-[0.5px] border-ink-900/15" />
          ))}
        </div>
        <span className="absolute inset-x-0 top-[33.3%] border-t border-dashed border-brand-600" />
        <Zones large />
        {/* The free area named too (round 22: only the covered zones had labels). */}
        <span className="absolute left-2.5 top-[15%] rounded-full bg-white/90 px-2 py-0.5 text-[0.65rem] font-semibold uppercase tracking-wide text-brand-700">
          {videoHero.zones.free}
        </span>
        <span className="absolute bottom-[22%] left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-white/15 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/25">
          {videoHero.format}
        </span>
      </div>
      {/* Over the covered bottom corner, never over the free area it is about (round 22). */}
      <div className="absolute bottom-[4%] -left-4 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lift ring-1 ring-ink-200 sm:-left-16">
        <span className="icon-tile h-10 w-10 text-xl">
          <span className="i-lucide-timer" />
        </span>
        <span className="text-sm leading-tight">
          <span className="block font-bold text-ink-900">{videoHero.badge.value}</span>
          <span className="block text-ink-600">{videoHero.badge.label}</span>
        </span>
      </div>
    </div>
  )
}
