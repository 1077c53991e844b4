import { formatScore } from '../../components/demo-card/badge'
import { Section, SectionHeading } from '../../components/ui/Section'
import { startups } from '../../data/startups'
import { benefits } from './copy'

/** The score the demo phone above opens with (Wattlinie), so the chip here is the one the angel saw there. */
const score = formatScore(startups.find((startup) => startup.id === 'wattlinie')?.matchingScore ?? 0)

type Mark = (typeof benefits.items)[number]['mark']

/** The chips as the phone draws them on its video: ink, white type, one height. */
const chip = 'inline-flex h-8 items-center gap-2 rounded-full bg-ink-900 px-3 text-xs font-semibold text-white'

/** The piece of the product a gain comes from, drawn as the feed draws it. */
function ProductMark({ mark }: { mark: Mark }) {
  if (mark.kind === 'match') {
    return (
      <span className={chip}>
        <span className="uppercase tracking-wide text-ink-100">Match</span>
        <span className="text-sm font-extrabold tabular-nums">{score}</span>
      </span>
    )
  }
  if (mark.kind === 'video') {
    // The pitch video's bar, played to its end.
    return (
      <span className={chip}>
        <span className="i-lucide-play" aria-hidden="true" />
        <span className="h-1 w-12 rounded-full bg-white" aria-hidden="true" />
        <span className="tabular-nums">{'label' in mark ? mark.label : ''}</span>
      </span>
    )
  }
  return (
    <span className={chip}>
      <span className={mark.kind === 'lock' ? 'i-lucide-lock' : 'i-lucide-hand-coins'} aria-hidden="true" />
      <span className="tabular-nums">{'label' in mark ? mark.label : ''}</span>
    </span>
  )
}

/**
 * The four gains as ruled rows in the body's 16 px, each opening with the piece of the product that delivers it
 * (review 31: bare line icons on much white read as the page's most template-like block): the match chip, the video's
 * length, the lock, the fee. No tiles, no card. The one heading of the page with its intro beside it from 1024 px, the
 * intro on the rows' second column (fix round 31: a one-line heading over a short intro left the right half empty),
 * without an eyebrow.
 */
export function BenefitsSection() {
  return (
    <Section id="vorteile" labelledBy="vorteile-titel">
      <SectionHeading
        id="vorteile-titel"
        copy={benefits}
        intro={<span className="block max-w-[35rem]">{benefits.intro}</span>}
        className="mb-10 gap-4 sm:mb-12 lg:grid lg:grid-cols-2 lg:items-end lg:gap-x-12"
      />
      <ul className="grid sm:grid-cols-2 sm:gap-x-12" data-benefit-rows>
        {benefits.items.map((item) => (
          <li key={item.title} className="flex flex-col items-start gap-3 border-t border-ink-200 pb-8 pt-6">
            <ProductMark mark={item.mark} />
            <h3 className="text-lg font-semibold text-ink-900">{item.title}</h3>
            <p className="prose">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
