import { badgeClass } from '../../components/demo-card/badge'
import { useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { firstStartup } from '../../data/startups'
import { applicationsOpen } from '../../data/timeline'
import { applyHref } from '../../data/voting-grid-copy'
import { videoHero, videoTipsSubmit } from './copy'
import { framedForFeed, frameGround, Person, Thirds } from './FrameScenes'
import { minuteParts } from './minute'

/**
 * The hero: the guide's title and, while pitches are accepted, the submission beside the tips as a second button
 * with its deadline under both (round 24: a text link after the deadline read as a footnote). Round 29: the deadline
 * is a plain line with its icon (a bordered pill nearly as tall as the buttons read as a third button). Before and
 * after, the second button leads to the expert help instead.
 */
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
      spacing="gap-10 pb-14 pt-10 sm:pb-24 sm:pt-20 lg:gap-14"
      aside={<GoodFrame />}
    >
      <Actions>
        <ButtonLink href="#tipps" icon="i-lucide-arrow-down">
          {videoHero.tipsButton}
        </ButtonLink>
        {open ? (
          <ButtonLink href={applyHref} variant="secondary" icon="i-lucide-send">
            {videoTipsSubmit.button}
          </ButtonLink>
        ) : (
          <ButtonLink href="#expert" variant="secondary" icon="i-lucide-message-circle">
            {videoHero.expertButton}
          </ButtonLink>
        )}
      </Actions>
      {open ? (
        <p className="flex items-start gap-2 text-sm font-medium text-ink-700" data-deadline-chip>
          <span className="i-lucide-calendar-clock mt-0.5 shrink-0 text-base text-ink-500" aria-hidden="true" />
          {videoTipsSubmit.deadline}
        </p>
      ) : null}
    </PageHero>
  )
}

/** The feed's action rail, drawn with the icons of the demo card's rail (like, chat, share). */
const railIcons = ['i-lucide-heart', 'i-lucide-message-circle', 'i-lucide-share-2'] as const

/** How far the progress bar has played (seconds): into the second part, as a pitch a viewer is watching. */
const played = 18

/**
 * One 9:16 frame as the tips advise it: the sample pitch's founder in soft light, framed from the chest up with her
 * eyes on the upper third, and one label (round 24: thirds grid, eye line, hatched zones, four labels, a format tag
 * and a floating card repeated the do/don't frames below as a diagram). Round 26: the feed's own chrome around her,
 * as in the demo card (badge on top, action rail right, name and progress below), so the frame reads as a pitch in
 * the feed and her face stays in the free middle the safe-zone tip asks for. Small on phones, so the tips come soon.
 * Session 32: the frame keeps the rules it teaches, in the do/don't frames' system: her place is the safe-zone frames'
 * (the action rail in the right zone beside her, not on her hair and cheek), the thirds lines over her, and the
 * progress bar is the timeline's minute, its five parts in their colours. Fix round: ~220 px wide on phones (at ~150 px
 * below the fold it read as a thumbnail).
 */
function GoodFrame() {
  return (
    <div className="relative mx-auto w-full max-w-[13.75rem] lg:max-w-[17rem]" aria-hidden="true">
      <div className="absolute -inset-8 rounded-full bg-gradient-brand opacity-15 blur-3xl" />
      <div
        className={`relative aspect-[9/16] overflow-hidden rounded-[1.75rem] shadow-lift ring-6 ring-ink-900 lg:rounded-[2.25rem] lg:ring-8 ${frameGround}`}
        data-feed-chrome
      >
        <Person place={framedForFeed} />
        <span className="absolute inset-0 bg-[radial-gradient(80%_50%_at_45%_30%,rgb(255_255_255/0.9),transparent_80%)] mix-blend-soft-light" />
        <Thirds />
        <span className="absolute inset-x-0 bottom-0 h-[42%] bg-gradient-to-t from-ink-950/90 via-ink-950/60 to-transparent" />
        <span
          className={`${badgeClass(firstStartup.headerBadge.text)} absolute left-[8%] top-[5%] origin-top-left scale-75 lg:scale-90`}
        >
          {firstStartup.headerBadge.text}
        </span>
        <span className="absolute bottom-[27%] right-[4%] flex flex-col gap-1.5 lg:gap-2.5" data-rail>
          {railIcons.map((icon) => (
            <span
              key={icon}
              className="flex h-7 w-7 items-center justify-center rounded-full bg-ink-950/55 text-sm text-white ring-1 ring-white/20 lg:h-10 lg:w-10 lg:text-lg"
            >
              <span className={icon} />
            </span>
          ))}
        </span>
        <span className="absolute inset-x-[8%] bottom-[9%] flex flex-col gap-1.5 lg:gap-2">
          <span className="truncate text-sm font-bold leading-tight text-white lg:text-lg">{firstStartup.name}</span>
          <span className="flex h-1 gap-0.5 lg:h-1.5" data-progress>
            {minuteParts.map((part) => (
              <span
                key={part.title}
                className={`basis-0 rounded-full ${part.colour.bar} ${part.from >= played ? 'opacity-35' : ''}`}
                style={{ flexGrow: part.seconds }}
              />
            ))}
          </span>
        </span>
      </div>
      <span className="absolute -bottom-3 left-1/2 flex -translate-x-1/2 items-center gap-1.5 whitespace-nowrap rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-ink-900 shadow-lift ring-1 ring-ink-200 lg:text-sm">
        <span className="flex h-4 w-4 items-center justify-center rounded-full bg-mint-600 text-white lg:h-5 lg:w-5">
          <span className="i-lucide-check text-[0.7rem] lg:text-xs" />
        </span>
        {videoHero.frameLabel}
      </span>
    </div>
  )
}
