import { PhaseBadge, PosterFace, ScorePill } from '../../components/demo-card/PosterFace'
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
          <li key={item.title} className="card flex items-start gap-4 p-5 sm:p-7" {...revealProps(index)}>
            <IconTile icon={item.icon} className="icon-tile" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
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

/** A benefit's product detail: one row on a grey fill, no box of its own (no card in the card). */
function Detail({ detail }: { detail: BenefitDetail }) {
  const row =
    'mt-3 flex min-h-11 max-w-full flex-wrap items-center gap-x-3 gap-y-2 self-start rounded-xl bg-ink-50 px-3 py-2 text-sm text-ink-900'
  if (detail.kind === 'fact') {
    return (
      <div className={row} data-benefit-detail>
        <span className={`${detail.icon} shrink-0 text-base text-ink-500`} aria-hidden="true" />
        <span className="font-semibold">{detail.text}</span>
      </div>
    )
  }
  const { startup } = detail
  return (
    <div className={row} data-benefit-detail>
      <PosterFace startup={startup} width={40} className="rounded-lg" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="font-semibold">{detail.kind === 'pitch' ? startup.name : startup.founder}</span>
        <span className="truncate text-xs text-ink-600">
          {detail.kind === 'pitch' ? startup.category : `${startup.name} · Ticket ${detail.ticket}`}
        </span>
      </span>
      {detail.kind === 'pitch' ? (
        <span className="flex items-center gap-2">
          <PhaseBadge text={startup.headerBadge.text} />
          <ScorePill score={startup.matchingScore} />
        </span>
      ) : null}
    </div>
  )
}
