import type { ReactNode } from 'react'
import { LazyImage } from '../../components/ui/LazyImage'
import { firstStartup } from '../../data/startups'

/*
 * The do/don't frames of the tips, drawn in HTML like the hero's viewfinder: each scene is the sample pitch's
 * founder (her drawn portrait, the one of the hero's poster) in a 9:16 frame. The portrait is a square on a flat
 * mint-100 ground (#D1FAE5), so the frames' wall is mint-100 too and the square's edges do not show.
 */

const founder = firstStartup.teamMembers.find((member) => member.name === firstStartup.founder)
if (!founder)
  throw new Error(`data/startup-entries.ts: ${firstStartup.founder} is not in the team of ${firstStartup.name}`)
const portrait = founder.image

type PersonProps = {
  /** Size and place of the portrait's square in the frame (`left-[-5%] top-0 w-[110%]`). */
  place: string
  /** Against the light: the portrait turned into a dark shape, its light ground multiplied away. */
  silhouette?: boolean
}

/** The founder from the chest up: her portrait (head and neck) above a sweater drawn in its outline style. */
export function Person({ place, silhouette = false }: PersonProps) {
  return (
    <span className={`absolute aspect-square ${place}`}>
      <LazyImage
        src={portrait}
        alt=""
        width={160}
        height={160}
        className={`block h-full w-full ${silhouette ? 'mix-blend-multiply [filter:grayscale(1)_brightness(0.62)_contrast(8)]' : ''}`}
      />
      <span
        className={`absolute left-[2%] top-[94%] h-[70%] w-[96%] rounded-t-[50%_28%] border-2 border-ink-900 ${silhouette ? 'bg-ink-950' : 'bg-violet-200'}`}
      />
    </span>
  )
}

/** The same founder framed well: eyes on the upper third, a little room above her head. */
export const framedWell = 'left-[-6%] top-0 w-[110%]'

/** The rule-of-thirds grid with the upper line, where the eyes belong, marked as in the hero. */
function Thirds() {
  return (
    <>
      <span className="absolute inset-y-0 left-1/3 border-l border-ink-900/15" />
      <span className="absolute inset-y-0 left-2/3 border-l border-ink-900/15" />
      <span className="absolute inset-x-0 top-2/3 border-t border-ink-900/15" />
      <span className="absolute inset-x-0 top-1/3 border-t border-dashed border-brand-600" />
    </>
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

/** A covered zone's hatching: ink-950 at two strengths (the swatch of the legend under the frames). */
export const zoneHatch =
  '[background-image:repeating-linear-gradient(135deg,rgb(8_13_34/0.85)_0_5px,rgb(8_13_34/0.7)_5px_10px)]'

/**
 * What the feed lays over the video, hatched and without words (round 24: labels in a frame this small were 6–7 px
 * on a phone; the legend under the pair names them): the top bar with its badge, the action rail with its buttons on
 * the right, name and profile at the bottom, each drawn with the feed's own shapes in white on top.
 */
function Zones() {
  return (
    <>
      <span className={`absolute inset-x-0 top-0 flex h-[13%] items-end px-[8%] pb-[5%] ${zoneHatch}`}>
        <span className="h-[28%] w-[38%] rounded-full bg-brand-500" />
      </span>
      <span
        className={`absolute bottom-[34%] right-0 top-[40%] flex w-[17%] flex-col items-center justify-evenly ${zoneHatch}`}
      >
        {[0, 1, 2].map((button) => (
          <span key={button} className="aspect-square w-[62%] rounded-full bg-white" />
        ))}
      </span>
      <span className={`absolute inset-x-0 bottom-0 flex h-[34%] flex-col gap-[6%] px-[8%] pt-[14%] ${zoneHatch}`}>
        <span className="h-[7%] w-[55%] rounded-full bg-white" />
        <span className="h-[5%] w-[75%] rounded-full bg-ink-300" />
        <span className="mt-auto mb-[12%] h-[18%] w-full rounded-full bg-white" />
      </span>
    </>
  )
}

/** Where a caption ended up under the feed's controls: its place outlined above them, in the mark's colour. */
function Covered({ place }: { place: string }) {
  return <span className={`absolute rounded-md border-2 border-dashed border-brand-500 ${place}`} />
}

/** Each scene's two frames: how to do it (`good`) and how not (`bad`). */
export const frameScenes: Record<'light' | 'framing' | 'safeZones', { good: ReactNode; bad: ReactNode }> = {
  light: {
    // Daylight from the window in front of her: an even, bright face.
    good: (
      <>
        <Person place={framedWell} />
        <span className="absolute inset-0 bg-[radial-gradient(80%_50%_at_50%_30%,rgb(255_255_255/0.9),transparent_80%)] mix-blend-soft-light" />
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
    // Too close and too high: the top of her head is cut off, her eyes far above the line.
    bad: (
      <>
        <Person place="left-[-36%] top-[-30%] w-[170%]" />
        <Thirds />
      </>
    ),
  },
  safeZones: {
    good: (
      <>
        <Person place="left-[3%] top-[7%] w-[88%]" />
        <Caption place="left-[18%] top-[55%] w-[58%]" />
        <Zones />
      </>
    ),
    // The caption at the edges: under the action rail and in the profile line, covered by the feed's controls.
    bad: (
      <>
        <Person place="left-[3%] top-[7%] w-[88%]" />
        <Caption place="right-[3%] top-[48%] w-[52%]" />
        <Caption place="left-[6%] bottom-[20%] w-[70%]" />
        <Zones />
        <Covered place="right-[1%] top-[46%] h-[9%] w-[56%]" />
        <Covered place="left-[4%] bottom-[18%] h-[9%] w-[74%]" />
      </>
    ),
  },
}
