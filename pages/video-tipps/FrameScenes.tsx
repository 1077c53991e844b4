import type { ReactNode } from 'react'
import { LazyImage } from '../../components/ui/LazyImage'
import { firstStartup } from '../../data/startups'
import { safeZoneLegend } from './copy'

/*
 * The do/don't frames of the tips and the hero's phone share one system: each scene is the sample pitch's founder (her
 * drawn portrait, the one of the hero's poster) in a 9:16 frame on the portrait's own grey ground (ink-100, #E9EDF5),
 * so the square's edges do not show; the same thirds lines, the same feed overlay. Session 32: her shoulders and
 * sweater are drawn in the portrait's outline style and joined under the head (a plain dome under a cut neck read as
 * a head on a blob).
 */

const founder = firstStartup.teamMembers.find((member) => member.name === firstStartup.founder)
if (!founder)
  throw new Error(`data/startup-entries.ts: ${firstStartup.founder} is not in the team of ${firstStartup.name}`)
const portrait = founder.image

/** The frames' wall: the portrait's ground. */
export const frameGround = 'bg-ink-100'

type PersonProps = {
  /** Size and place of the portrait's square in the frame (`left-[-5%] top-0 w-[110%]`). */
  place: string
  /** Against the light: the portrait turned into a dark shape, its light ground multiplied away. */
  silhouette?: boolean
}

/**
 * Her sweater in the square's own units (x 0–100, y from 80 down): the collar meets her neck where the portrait's
 * skin ends (y ≈ 89–98), so no cut edge shows; the shoulders run out past the square's sides, the arms straight down.
 */
/** `glow`: all white, her shape for the rim of light. */
function Body({ silhouette, glow = false }: { silhouette: boolean; glow?: boolean }) {
  const line = silhouette ? silhouetteNavy : '#0F1733'
  return (
    <svg
      className="absolute left-0 top-[80%] h-[140%] w-full overflow-visible"
      viewBox="0 80 100 140"
      preserveAspectRatio="none"
      aria-hidden="true"
      data-body
    >
      <path
        d="M26 89C34 95 42 97.5 50 97.5S66 95 74 89C84 91 93 94 97.5 101C101 110 103 140 104 222H-4C-3 140-1 110 2.5 101C7 94 16 91 26 89Z"
        fill={glow ? '#FFFFFF' : silhouette ? silhouetteNavy : '#8B5CF6'}
        stroke={glow ? '#FFFFFF' : line}
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
      {silhouette ? null : (
        <g fill="none" stroke={line} strokeWidth="1" strokeLinecap="round">
          <path d="M28.5 91.8C36 97.2 43 100.6 50 100.6S64 97.2 71.5 91.8" />
          <path d="M13 113C14.5 130 15 160 14 220M87 113C85.5 130 85 160 86 220" />
        </g>
      )}
    </svg>
  )
}

/** The backlit silhouette's colour: navy (ink-800), not black (a black cut-out was the darkest thing on the page). */
const silhouetteNavy = '#1B2440'

/** Her shape in white on black (the rim of light's two layers). */
function RimShape() {
  return (
    <>
      <LazyImage
        src={portrait}
        alt=""
        width={160}
        height={160}
        className="block h-full w-full [filter:grayscale(1)_brightness(0.62)_contrast(8)_invert(1)]"
      />
      <Body silhouette glow />
    </>
  )
}

/** The founder from the chest up: her portrait (head and neck) above a sweater drawn in its outline style. */
export function Person({ place, silhouette = false }: PersonProps) {
  if (silhouette)
    return (
      <>
        {/*
         * Against the light (fix round): the portrait as a hard shape (her ground white, she black), multiplied, and a
         * navy layer that lightens only what is darker than navy (her shape; wall and window are lighter), so she reads
         * as a navy silhouette, not a black cut-out. Over it the window's rim of light: her shape in white, minus the
         * same shape a little lower and narrower (difference), leaves a thin band along her top and sides, screened on.
         */}
        <span className={`absolute aspect-square ${place}`}>
          <LazyImage
            src={portrait}
            alt=""
            width={160}
            height={160}
            className="block h-full w-full mix-blend-multiply [filter:grayscale(1)_brightness(0.62)_contrast(8)]"
          />
          <Body silhouette />
        </span>
        <span className="absolute inset-0 bg-ink-800 mix-blend-lighten" />
        <span className={`absolute aspect-square opacity-90 mix-blend-screen [filter:blur(0.6px)] ${place}`} data-rim>
          <span className="absolute inset-0">
            <RimShape />
          </span>
          <span className="absolute inset-0 translate-y-[2.5%] scale-x-[0.95] mix-blend-difference">
            <RimShape />
          </span>
        </span>
      </>
    )
  return (
    <span className={`absolute aspect-square ${place}`}>
      <LazyImage src={portrait} alt="" width={160} height={160} className="block h-full w-full" />
      <Body silhouette={false} />
    </span>
  )
}

/** The same founder framed well: eyes on the upper third, a little room above her head. */
const framedWell = 'left-[-6%] top-0 w-[110%]'

/** Framed for the feed: a little smaller and left of the middle, so the action rail on the right stays off her face. */
export const framedForFeed = 'left-[2%] top-[8%] w-[88%]'

/** The rule-of-thirds grid with the upper line, where the eyes belong, marked (the hero and the do/don't frames). */
export function Thirds() {
  return (
    <span className="absolute inset-0" data-thirds>
      <span className="absolute inset-y-0 left-1/3 border-l border-ink-900/15" />
      <span className="absolute inset-y-0 left-2/3 border-l border-ink-900/15" />
      <span className="absolute inset-x-0 top-2/3 border-t border-ink-900/15" />
      <span className="absolute inset-x-0 top-1/3 border-t border-dashed border-brand-600" />
    </span>
  )
}

/** A burnt-in caption: a dark box with two lines of text drawn as bars. */
function Caption({ place }: { place: string }) {
  return (
    <span className={`absolute flex flex-col items-center gap-[3px] rounded-md bg-ink-900 px-1.5 py-1 ${place}`}>
      <span className="h-[3px] w-full rounded-full bg-white" />
      <span className="h-[3px] w-2/3 rounded-full bg-white" />
    </span>
  )
}

/**
 * A covered zone: an ink veil with light hatching over it (fix round: a flat veil did not read as blocked; session
 * 32's two-tone hatching had muddied the frame, so the stripes are one faint white); the legend's swatch is the same.
 */
export const zoneFill =
  'bg-ink-900/55 [background-image:repeating-linear-gradient(135deg,rgb(255_255_255/0.3)_0_1.5px,transparent_1.5px_6px)]'

/** The free middle: a mint outline, clear inside (a tint dimmed her face), the legend's swatch too. */
export const freeArea = 'border-2 border-mint-600'

/**
 * What the feed lays over the video, as flat veils (the legend under the pair names them): the top bar with its
 * badge, the action rail with its buttons on the right, name and profile at the bottom, each drawn with the feed's
 * own shapes in white on top; and between them the free middle, outlined in mint and named with its one short word at
 * its bottom-left edge, set on the line (fix round 2: at its top the label sat on her hair).
 */
function Zones() {
  return (
    <>
      <span className={`absolute inset-x-0 top-0 flex h-[13%] items-end px-[8%] pb-[5%] ${zoneFill}`}>
        <span className="h-[28%] w-[38%] rounded-full bg-brand-500" />
      </span>
      <span
        className={`absolute bottom-[34%] right-0 top-[40%] flex w-[17%] flex-col items-center justify-evenly ${zoneFill}`}
      >
        {[0, 1, 2].map((button) => (
          <span key={button} className="aspect-square w-[62%] rounded-full bg-white" />
        ))}
      </span>
      <span className={`absolute inset-x-0 bottom-0 flex h-[34%] flex-col gap-[6%] px-[8%] pt-[14%] ${zoneFill}`}>
        <span className="h-[7%] w-[55%] rounded-full bg-white" />
        <span className="h-[5%] w-[75%] rounded-full bg-ink-300" />
        <span className="mt-auto mb-[12%] h-[18%] w-full rounded-full bg-white" />
      </span>
      <span
        className={`absolute bottom-[35.5%] left-[2.5%] right-[18.5%] top-[14.5%] rounded-lg ${freeArea}`}
        data-free-area
      >
        <span className="absolute bottom-0 left-1 translate-y-1/2 rounded bg-mint-700 px-1 py-px text-[0.6875rem] font-bold leading-tight text-white">
          {safeZoneLegend.free}
        </span>
      </span>
    </>
  )
}

/** Where a caption ended up under the feed's controls: its place outlined above them, in the mark's colour. */
function Covered({ place }: { place: string }) {
  return <span className={`absolute rounded-md border-2 border-dashed border-brand-500 ${place}`} />
}

/**
 * The window in front of her (fix round): it is behind the camera, on the viewer's side, so it shows only as its light,
 * an even wash on her face from the front, and as its reflection, a small pane in each lens of her glasses (round 32
 * drew it at the frame's left edge, which read as light from the side).
 */
function WindowInFront() {
  return (
    <>
      <span className="absolute inset-0 bg-[radial-gradient(60%_34%_at_40%_38%,rgb(255_255_255/0.95),rgb(255_255_255/0))] mix-blend-soft-light" />
      <span className="absolute inset-0 bg-[radial-gradient(90%_40%_at_50%_100%,rgb(255_255_255/0.55),rgb(255_255_255/0))] mix-blend-soft-light" />
      {['left-[23%]', 'left-[46%]'].map((left) => (
        <span
          key={left}
          className={`absolute top-[33.6%] h-[2.6%] w-[5%] -skew-x-12 rounded-[1px] bg-white/85 ${left}`}
          data-catchlight
        >
          <span className="absolute inset-y-0 left-1/2 w-px bg-ink-300/70" />
        </span>
      ))}
    </>
  )
}

/** Each scene's two frames: how to do it (`good`) and how not (`bad`). */
export const frameScenes: Record<'light' | 'framing' | 'safeZones', { good: ReactNode; bad: ReactNode }> = {
  light: {
    // Daylight from the window in front of her: an even, bright face.
    good: (
      <>
        <Person place={framedWell} />
        <WindowInFront />
      </>
    ),
    // The window behind her: the camera exposes for it, the room goes dark and she becomes a silhouette.
    bad: (
      <>
        <span className="absolute inset-0 bg-ink-600" />
        <span className="absolute inset-x-[12%] top-[7%] h-[50%] bg-gradient-to-b from-white to-ink-50 shadow-[0_0_28px_10px_rgb(255_255_255/0.65)]" />
        <span className="absolute left-1/2 top-[7%] h-[50%] w-[3px] -translate-x-1/2 bg-ink-200" />
        <span className="absolute inset-x-[12%] top-[32%] h-[3px] bg-ink-200" />
        <Person place={framedWell} silhouette />
      </>
    ),
  },
  framing: {
    good: (
      <>
        <Person place={framedWell} />
        <Thirds />
      </>
    ),
    // Too high: the frame cuts her mid-forehead, so the head is clearly cut, her eyes far above the line (fix round 2:
    // with only the hair trimmed and her eyes on the line it read as „too close“).
    bad: (
      <>
        <Person place="left-[-36%] top-[-44%] w-[170%]" />
        <Thirds />
      </>
    ),
  },
  safeZones: {
    good: (
      <>
        <Person place={framedForFeed} />
        <Zones />
        <Caption place="left-[14%] top-[52%] w-[58%]" />
      </>
    ),
    // The caption at the edges: under the action rail and in the profile line, covered by the feed's controls.
    bad: (
      <>
        <Person place={framedForFeed} />
        <Caption place="right-[3%] top-[48%] w-[52%]" />
        <Caption place="left-[6%] bottom-[20%] w-[70%]" />
        <Zones />
        <Covered place="right-[1%] top-[46%] h-[9%] w-[56%]" />
        <Covered place="left-[4%] bottom-[18%] h-[9%] w-[74%]" />
      </>
    ),
  },
}
