import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { pains, problem } from './copy'

/** The months of a round the bar under „4–6 Monate“ draws: four always, the last two sometimes (the range). */
const roundMonths = 6
const surelyMonths = 4

/**
 * The measured pain drawn as data (session 32 review: a wall of text): the round's months as a bar of six, four of them
 * full and the last two hatched (4–6), and the founder's time as a bar half filled (50 %). CSS only, no clock.
 */
function FigureBar({ id }: { id: string }) {
  if (id === 'dauer')
    return (
      <span className="flex flex-col gap-1.5" aria-hidden="true" data-problem-bar="months">
        <span className="grid grid-cols-6 gap-1">
          {Array.from({ length: roundMonths }, (_, month) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the months are positions
              key={month}
              className={`h-3 rounded-sm ${
                month < surelyMonths
                  ? 'bg-ink-900'
                  : 'bg-[repeating-linear-gradient(135deg,#0F1733_0_2px,transparent_2px_6px)] ring-1 ring-inset ring-ink-900/40'
              }`}
            />
          ))}
        </span>
        <span className="grid grid-cols-6 text-[0.6875rem] font-semibold tabular-nums text-ink-600">
          {Array.from({ length: roundMonths }, (_, month) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the months are positions
            <span key={month}>{`M${month + 1}`}</span>
          ))}
        </span>
      </span>
    )
  return (
    <span className="flex flex-col gap-1.5" aria-hidden="true" data-problem-bar="half">
      <span className="flex h-3 overflow-hidden rounded-sm bg-ink-200">
        <span className="w-1/2 bg-ink-900" />
      </span>
      <span className="flex justify-between text-[0.6875rem] font-semibold text-ink-600">
        <span>Investorensuche</span>
        <span>Produkt, Kunden, Team</span>
      </span>
    </span>
  )
}

/**
 * The spec's problem as data, not a wall of text (session 32 review): the two measured pains with their figure and a
 * bar that draws it (the round's six months, the founder's half of the time), side by side from 640 px; the four
 * others in a 2×2 grid under them from 768 px, each with its icon, title and sentence; on phones a plain list, icon
 * beside title and sentence (fix round 32: icon and bold title alone, two by two, looked tappable). The heading block
 * split (heading left, intro right from 1024 px, its first line level with the heading's), on the page's column line.
 */
export function ProblemSection() {
  const figures = pains.filter((pain) => 'figure' in pain)
  const others = pains.filter((pain) => !('figure' in pain))
  return (
    <Section
      id="problem"
      tone="muted"
      copy={problem}
      align="beside"
      besideAlign="top"
      spacing="py-12 sm:py-16 lg:py-20"
    >
      {/* From 640 px the rows' gap the items' own (with a wider one the subgrid's rows grew by the difference). */}
      <ul
        className="grid grid-cols-1 content-start gap-8 sm:grid-cols-2 sm:gap-x-10 sm:gap-y-3 lg:gap-x-16"
        data-problem-figures
      >
        {figures.map((pain, index) => (
          // One structure for both (fix round 32b: „4–6 Monate“ wrapped its label under it, „50 %“ kept it beside, and
          // the bars stood ~30 px apart): the figure, its label under it, the bar, the sentence; from 640 px the two
          // share their rows (a subgrid), so the bars start on one line even where a label wraps.
          <li
            key={pain.id}
            className="flex flex-col gap-3 border-t-2 border-ink-900 pt-4 sm:row-span-3 sm:grid sm:grid-rows-[subgrid] sm:content-start"
            data-problem-figure={pain.id}
            {...revealProps(index)}
          >
            <h3 className="flex flex-col items-start gap-1">
              <span className="whitespace-nowrap text-[2.5rem] font-bold leading-none tracking-tight tabular-nums text-ink-900 sm:text-[3.25rem]">
                {'figure' in pain ? pain.figure : null}
              </span>
              <span className="text-base font-semibold leading-snug text-ink-900 sm:text-lg">{pain.title}</span>
            </h3>
            <FigureBar id={pain.id} />
            <p className="text-sm leading-relaxed text-ink-700 sm:text-base">{pain.text}</p>
          </li>
        ))}
      </ul>
      <ul
        className="mt-8 grid grid-cols-1 gap-y-5 sm:mt-12 sm:gap-x-10 sm:gap-y-8 md:grid-cols-2 lg:gap-x-16"
        data-problem-list
      >
        {others.map((pain, index) => (
          <li
            key={pain.id}
            className="grid grid-cols-[2.75rem_minmax(0,1fr)] items-start gap-x-4"
            {...revealProps(figures.length + index)}
          >
            <span className="icon-tile" aria-hidden="true">
              <span className={pain.icon} />
            </span>
            <div className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold leading-snug text-ink-900 sm:text-base">{pain.title}</h3>
              <p className="text-sm leading-relaxed text-ink-700">{pain.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
