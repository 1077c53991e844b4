import { type Ref, useRef } from 'react'
import { ActionRail, HeartIcon } from './ActionRail'
import { badgeClass, formatScore } from './badge'
import { FeedNav } from './FeedNav'
import { Icon } from './Icon'
import { LogoMark } from './LogoMark'
import { PitchVideo } from './PitchVideo'
import type { DemoCardVariant, Startup } from './types'

export type PitchRequest = 'deck' | 'contact'

export type PitchControls = {
  onPrevious: () => void
  onNext: () => void
  onJump: (index: number) => void
  onToggleLike: () => void
  onToggleMute: () => void
  onTogglePlay: () => void
  onShare: () => void
  /** The plattform card's requests for what investors see only on request (deck, contact). */
  onRequest: (what: PitchRequest) => void
  onOpenProfile: () => void
  onAutoMuted: () => void
  onPlayFailed: () => void
}

type Props = {
  startups: Startup[]
  index: number
  variant: DemoCardVariant
  liked: boolean
  /** What was requested of this startup on the plattform card. */
  requested: ReadonlySet<PitchRequest>
  /** Counts likes added, so the heart pops once per like. */
  burst: number
  playing: boolean
  shouldPlay: boolean
  muted: boolean
  chatUrl: string
  profileButtonRef: Ref<HTMLButtonElement>
  controls: PitchControls
}

const small =
  'flex h-9 w-9 items-center justify-center rounded-full bg-ink-950/60 text-lg text-white ring-1 ring-white/20 backdrop-blur-sm transition-colors hover:bg-ink-950/80 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white'

/** The vertical video with its overlays: badge and score on top, actions on the right, name and feed below. */
export function PitchView({
  startups,
  index,
  variant,
  liked,
  requested,
  burst,
  playing,
  shouldPlay,
  muted,
  chatUrl,
  profileButtonRef,
  controls,
}: Props) {
  const progressRef = useRef<HTMLSpanElement>(null)
  const startup = startups[index]
  if (!startup) return null
  return (
    <div className="absolute inset-0">
      <PitchVideo
        startup={startup}
        shouldPlay={shouldPlay}
        muted={muted}
        onAutoMuted={controls.onAutoMuted}
        onPlayFailed={controls.onPlayFailed}
        onToggle={controls.onTogglePlay}
        progressRef={progressRef}
      />
      {/* Scrims keep white text readable (AA) on any frame of the video. */}
      <div
        className="pointer-events-none absolute inset-x-0 top-0 h-32 bg-gradient-to-b from-ink-950/70 via-ink-950/25 to-transparent"
        aria-hidden="true"
      />
      {/* How far the pitch has run, as a phone's video player shows it (keyed: a new pitch starts empty). */}
      <span
        key={startup.id}
        className="pointer-events-none absolute inset-x-4 top-9 z-10 h-[3px] overflow-hidden rounded-full bg-white/30"
        aria-hidden="true"
        data-pitch-progress
      >
        <span
          ref={progressRef}
          className="block h-full origin-left scale-x-0 rounded-full bg-white transition-transform duration-300 ease-linear motion-reduce:transition-none"
        />
      </span>
      {/* Solid under the name and description, gone by the founder's captions' foot (y 513 of her 960 px frame): a
          scrim over them greyed their white letters (session 31 review of /startups); the fade over the ~25 px between
          them is her shirt's. */}
      <div
        className="pointer-events-none absolute inset-x-0 bottom-0 h-[66%] bg-[linear-gradient(to_top,#080D22_0%,#080D22f2_38%,#080D22e6_56%,#080D2280_65%,transparent_70%)]"
        aria-hidden="true"
      />

      <div className="absolute inset-x-0 top-11 z-10 flex items-center justify-between gap-2 px-4">
        <span className={`${badgeClass(startup.headerBadge.text)} shadow-soft`} data-header-badge>
          {startup.headerBadge.text}
        </span>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={small}
            aria-label={muted ? 'Ton einschalten' : 'Ton ausschalten'}
            onClick={controls.onToggleMute}
            data-action="mute"
          >
            <Icon name={muted ? 'volumeOff' : 'volumeOn'} />
          </button>
          <button
            type="button"
            className={small}
            aria-label={playing ? 'Video pausieren' : 'Video abspielen'}
            onClick={controls.onTogglePlay}
            data-action="play-pause"
          >
            {playing ? <Icon name="pause" /> : <span className="i-lucide-play" aria-hidden="true" />}
          </button>
        </div>
      </div>

      {playing ? null : (
        <button
          type="button"
          className="absolute top-1/2 left-1/2 z-10 flex h-18 w-18 -translate-x-1/2 -translate-y-[85%] items-center justify-center rounded-full bg-white/90 text-3xl text-ink-900 shadow-lift transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-white"
          aria-label="Video abspielen"
          onClick={controls.onTogglePlay}
          data-play-overlay
        >
          <span className="i-lucide-play translate-x-0.5" aria-hidden="true" />
        </button>
      )}

      <ActionRail
        startup={startup}
        liked={liked}
        chatUrl={chatUrl}
        onToggleLike={controls.onToggleLike}
        onShare={controls.onShare}
      />

      <div className="absolute inset-x-0 bottom-0 z-10 flex flex-col gap-3 px-4 pb-4">
        <div className="flex items-center gap-3">
          <LogoMark key={startup.id} startup={startup} size={40} className="ring-2 ring-white/80" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-xl font-bold leading-tight text-white" data-startup-name>
              {startup.name}
            </p>
            <p className="truncate text-xs font-medium text-ink-100">
              {startup.location} · {startup.stage}
            </p>
          </div>
          <p
            className="flex shrink-0 flex-col items-end rounded-2xl bg-white/12 px-2.5 py-1 ring-1 ring-white/20"
            data-score
          >
            <span className="text-[0.65rem] font-semibold uppercase tracking-wide text-ink-100">Match</span>
            <span className="text-base font-extrabold leading-tight text-white">
              {formatScore(startup.matchingScore)}
            </span>
          </p>
        </div>
        <p className="line-clamp-2 text-sm leading-snug text-white">{startup.description}</p>
        <div className="flex items-center gap-2">
          <button
            ref={profileButtonRef}
            type="button"
            className="btn btn-sm flex-1 bg-white text-ink-900 hover:bg-ink-50 focus-visible:outline-white"
            onClick={controls.onOpenProfile}
            data-action="profile"
          >
            <span lang="en">Full Profile</span>
            <span className="sr-only">: {startup.name}</span>
            <Icon name="chevronRight" />
          </button>
          {variant === 'plattform' ? (
            <>
              <button
                type="button"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-white/15 text-lg text-white ring-1 ring-white/25 hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-white"
                aria-pressed={requested.has('deck')}
                aria-label={`Pitch-Deck von ${startup.name} anfragen`}
                onClick={() => controls.onRequest('deck')}
                data-action="request-deck"
              >
                <Icon name={requested.has('deck') ? 'check' : 'fileText'} />
              </button>
              <button
                type="button"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-white/15 text-lg text-white ring-1 ring-white/25 hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-white"
                aria-pressed={requested.has('contact')}
                aria-label={`Kontakt zu ${startup.name} anfragen`}
                onClick={() => controls.onRequest('contact')}
                data-action="request-contact"
              >
                <Icon name={requested.has('contact') ? 'check' : 'userPlus'} />
              </button>
            </>
          ) : null}
        </div>
        <FeedNav
          startups={startups}
          index={index}
          onPrevious={controls.onPrevious}
          onNext={controls.onNext}
          onJump={controls.onJump}
        />
      </div>
      {burst > 0 ? <HeartBurst key={burst} /> : null}
    </div>
  )
}

/** A short heart pop in the middle of the video each time a startup is liked (not under reduced motion). */
function HeartBurst() {
  return (
    <span
      className="pointer-events-none absolute top-1/2 left-1/2 z-10 -translate-x-1/2 -translate-y-full"
      aria-hidden="true"
    >
      <span className="block text-brand-500 opacity-0 motion-safe:animate-zoom-out motion-safe:animate-duration-900">
        <HeartIcon filled className="h-20 w-20 drop-shadow-lg" />
      </span>
    </span>
  )
}
