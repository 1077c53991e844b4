import { type KeyboardEvent, memo, useCallback, useEffect, useId, useRef, useState } from 'react'
import { HeartIcon } from './ActionRail'
import { type CardAction, keyAction } from './keyboard'
import { PhoneFrame, StatusBar } from './PhoneFrame'
import { type PitchControls, type PitchRequest, PitchView } from './PitchView'
import { ProfileView } from './ProfileView'
import { copyWithSelection, shareMessage, shareOrCopy } from './share'
import { type SwipeDirection, stepIndex, wrapIndex } from './swipe'
import type { DemoCardProps } from './types'
import { useFlash } from './useFlash'
import { useSwipe } from './useSwipe'

const WATCHLIST_CONFIRMATION = 'On your watchlist'
/** The demo sends nothing: the confirmation says what the real request would do. */
const REQUEST_CONFIRMATION: Record<PitchRequest, string> = {
  deck: 'Deck angefragt\u00a0– das Startup gibt es frei',
  contact: 'Kontakt angefragt\u00a0– das Startup entscheidet',
}
const MemoProfileView = memo(ProfileView)

/**
 * The startup demo card: a phone-style vertical pitch feed. Swipe, arrows, dots or the
 * keyboard switch startups; the profile slides over the video. Likes live in memory only.
 */
export default function DemoCard({ startups, variant = 'default', angelRegistrationUrl }: DemoCardProps) {
  const count = startups.length
  const [index, setIndex] = useState(0)
  const [liked, setLiked] = useState<ReadonlySet<string>>(() => new Set())
  /** Requests made on the plattform card, as "startupId:deck" / "startupId:contact". */
  const [requests, setRequests] = useState<ReadonlySet<string>>(() => new Set())
  const [playing, setPlaying] = useState(true)
  const [muted, setMuted] = useState(true)
  const [profileOpen, setProfileOpen] = useState(false)
  // The profile sheet joins the page when first opened (lighter server HTML), then stays to slide again.
  const [profileMounted, setProfileMounted] = useState(false)
  const [inView, setInView] = useState(false)
  const [announced, setAnnounced] = useState(false)
  const [burst, setBurst] = useState(0)
  const [flash, showFlash] = useFlash()
  const rootRef = useRef<HTMLElement>(null)
  const profileButtonRef = useRef<HTMLButtonElement>(null)
  const backButtonRef = useRef<HTMLButtonElement>(null)
  const profileScrollRef = useRef<HTMLDivElement>(null)
  const focusAfterToggle = useRef(false)
  const helpId = useId()
  const startup = startups[wrapIndex(index, count)]
  const announcement =
    announced && startup ? `Startup ${wrapIndex(index, count) + 1} von ${count}: ${startup.name}` : ''
  // The closed profile is invisible and inert: it takes the startup shown when it opens, so switching
  // startups does not re-render it (a switch stays light and the next gesture is handled at once).
  const profileStartup = useRef(startup)
  if (profileOpen && startup) profileStartup.current = startup

  // The video runs only while the card is on screen.
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      threshold: 0.25,
    })
    observer.observe(root)
    return () => observer.disconnect()
  }, [])

  // Focus follows the profile: into it on open, back to "Full Profile" on close.
  useEffect(() => {
    if (!focusAfterToggle.current) return
    focusAfterToggle.current = false
    if (profileOpen) {
      profileScrollRef.current?.scrollTo({ top: 0 })
      backButtonRef.current?.focus()
    } else profileButtonRef.current?.focus()
  }, [profileOpen])

  // Every switch is computed from the latest index (a functional update), so two gestures handled before a
  // re-render both count and neither steps from a stale index.
  const moveTo = useCallback(
    (target: (current: number) => number) => {
      setIndex((current) => wrapIndex(target(current), count))
      setPlaying(true)
      setAnnounced(true)
    },
    [count],
  )
  const go = useCallback((next: number) => moveTo(() => next), [moveTo])
  const step = useCallback(
    (direction: SwipeDirection) => moveTo((current) => stepIndex(current, direction, count)),
    [moveTo, count],
  )

  const toggleProfile = useCallback((open: boolean) => {
    focusAfterToggle.current = true
    if (open) setProfileMounted(true)
    setProfileOpen(open)
  }, [])
  const closeProfile = useCallback(() => toggleProfile(false), [toggleProfile])

  const toggleLike = () => {
    if (!startup) return
    const adding = !liked.has(startup.id)
    setLiked((previous) => {
      const next = new Set(previous)
      if (adding) next.add(startup.id)
      else next.delete(startup.id)
      return next
    })
    if ('vibrate' in navigator) navigator.vibrate(50)
    if (adding) {
      showFlash(WATCHLIST_CONFIRMATION, 'like')
      setBurst((value) => value + 1)
    }
  }

  const share = async () => {
    if (!startup) return
    const url = location.href.split('#')[0] ?? location.href
    let outcome = await shareOrCopy(
      { title: `${startup.name}: Video-Pitch`, text: startup.description, url },
      navigator,
    )
    if (outcome === 'failed' && copyWithSelection(url)) outcome = 'copied'
    const message = shareMessage(outcome, url)
    if (message) showFlash(message, 'share')
  }

  const request = (what: PitchRequest) => {
    if (!startup) return
    setRequests((previous) => new Set(previous).add(`${startup.id}:${what}`))
    showFlash(REQUEST_CONFIRMATION[what], 'request')
  }

  const onAutoMuted = useCallback(() => setMuted(true), [])
  const onPlayFailed = useCallback(() => setPlaying(false), [])

  const controls: PitchControls = {
    onPrevious: () => step('previous'),
    onNext: () => step('next'),
    onJump: go,
    onToggleLike: toggleLike,
    onToggleMute: () => setMuted((value) => !value),
    onTogglePlay: () => setPlaying((value) => !value),
    onShare: () => void share(),
    onRequest: request,
    onOpenProfile: () => toggleProfile(true),
    onAutoMuted,
    onPlayFailed,
  }

  const run: Record<CardAction, () => void> = {
    previous: controls.onPrevious,
    next: controls.onNext,
    togglePlay: controls.onTogglePlay,
    toggleMute: controls.onToggleMute,
    toggleLike,
    openProfile: () => toggleProfile(true),
    closeProfile: () => toggleProfile(false),
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as Element
    const action = keyAction({
      key: event.key,
      modifier: event.ctrlKey || event.altKey || event.metaKey,
      profileOpen,
      onControl: target !== event.currentTarget && !!target.closest('a, button, input, select, textarea'),
    })
    if (!action) return
    event.preventDefault()
    run[action]()
  }

  const swipe = useSwipe(profileOpen, step)

  if (!startup) return null
  // On phones the whole card is zoomed to 86 % (about 290 px wide): at full size it was a phone filling the phone's
  // screen, ~600 px tall (reviews of /, /angels, /accelerator, /early-access, round 26). Narrower instead of zoomed, its
  // controls ran into each other; 0.86 keeps its smallest buttons (28 px dots) above 24 px.
  return (
    <section
      ref={rootRef}
      aria-label="Startup-Demo: Video-Pitches zum Durchswipen"
      aria-describedby={helpId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the feed takes keyboard shortcuts (see its description)
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="mx-auto w-full max-w-[340px] rounded-[3rem] max-sm:[zoom:0.86] focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-violet-600"
      data-demo-card={variant}
      data-index={index}
      data-playing={playing}
      data-muted={muted}
    >
      <PhoneFrame>
        <div
          className="relative aspect-[9/16] w-full touch-pan-y select-none overflow-clip rounded-[2.4rem] bg-ink-950 [-webkit-touch-callout:none]"
          {...swipe}
          data-card-screen
        >
          <div inert={profileOpen} className="absolute inset-0" data-pitch>
            <PitchView
              startups={startups}
              index={index}
              variant={variant}
              liked={liked.has(startup.id)}
              requested={
                new Set((['deck', 'contact'] as const).filter((what) => requests.has(`${startup.id}:${what}`)))
              }
              burst={burst}
              playing={playing}
              shouldPlay={playing && inView && !profileOpen}
              muted={muted}
              chatUrl={angelRegistrationUrl}
              profileButtonRef={profileButtonRef}
              controls={controls}
            />
          </div>
          {profileMounted ? (
            <MemoProfileView
              startup={profileStartup.current ?? startup}
              open={profileOpen}
              variant={variant}
              angelRegistrationUrl={angelRegistrationUrl}
              backButtonRef={backButtonRef}
              scrollRef={profileScrollRef}
              onClose={closeProfile}
            />
          ) : null}
          <StatusBar dark={profileOpen} />
          <div role="status" className="pointer-events-none absolute inset-x-0 top-20 z-30 flex justify-center px-4">
            {flash ? (
              <span
                key={flash.id}
                className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-900 shadow-lift motion-safe:animate-fade-in-down motion-safe:animate-duration-300"
                data-flash={flash.kind}
              >
                {flash.kind === 'like' ? (
                  <HeartIcon filled className="h-4 w-4 text-brand-600" />
                ) : (
                  <span className="i-lucide-check text-base text-mint-700" aria-hidden="true" />
                )}
                <span lang={flash.kind === 'like' ? 'en' : undefined}>{flash.text}</span>
              </span>
            ) : null}
          </div>
        </div>
      </PhoneFrame>
      <p className="sr-only" aria-live="polite" data-announcement>
        {announcement}
      </p>
      <p id={helpId} className="sr-only">
        Pfeiltasten links und rechts wechseln das Startup, Leertaste startet oder pausiert das Video, M schaltet den
        Ton, L setzt das Startup auf die Merkliste, Enter öffnet das Profil und Escape schließt es.
      </p>
    </section>
  )
}
