import { MatchChip } from '../../components/demo-card/MatchChip'
import { PosterFace } from '../../components/demo-card/PosterFace'
import { useTimeline } from '../../components/PageContext'
import { IconTile } from '../../components/ui/IconTile'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { type BenefitDetail, benefits } from './copy'

/**
 * What an angel gets besides the feed (the hero's card): four cards two by two under the heading, the neutral icon
 * tile beside each title, the text at the page's body size, and under it a small detail of the product on a grey fill
 * (review 7.4: the tiles showed no product; round 27: four loose columns looked like the process under them).
 */
export function BenefitsSection() {
  const { launch } = useTimeline()
  return (
    <Section id="vorteile" eyebrow={benefits.eyebrow[launch]} title={benefits.title[launch]}>
      <ul className="grid gap-4 md:grid-cols-2 lg:gap-6" data-benefits>
        {benefits.items.map((item, index) => (
          <li
            key={item.title}
            className="card flex flex-col items-start gap-4 p-5 min-[480px]:flex-row sm:p-7"
            {...revealProps(index)}
          >
            <IconTile icon={item.icon} className="icon-tile" />
            <div className="flex min-w-0 flex-1 flex-col gap-1 self-stretch">
              <h3 className="h-card">{item.title}</h3>
              <p className="prose">{item.text}</p>
              <Detail detail={item.detail} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * A benefit's proof, one look for all four (review 7.1: four looks, two proving another card's claim): a chip on the
 * grey fill (no box of its own: no card in the card), its icon or the pitch's face, its one fact; the pitch carries the
 * hero's match chip, the page's one score look.
 */
function Detail({ detail }: { detail: BenefitDetail }) {
  return (
    <div
      className="mt-3 flex min-h-11 max-w-full items-center gap-3 self-start rounded-xl bg-ink-50 py-2 pl-3 pr-2 text-sm font-semibold text-ink-900"
      data-benefit-detail
    >
      {detail.kind === 'pitch' ? (
        <>
          <PosterFace startup={detail.startup} width={40} className="rounded-lg" />
          <span className="flex min-w-0 flex-col leading-tight">
            {detail.startup.name}
            <span className="text-xs font-normal text-ink-600">{detail.text}</span>
          </span>
          <MatchChip score={detail.startup.matchingScore} tone="light" />
        </>
      ) : (
        <>
          <span className={`${detail.icon} shrink-0 text-base text-ink-500`} aria-hidden="true" />
          <span className="pr-1">{detail.text}</span>
        </>
      )}
    </div>
  )
}
