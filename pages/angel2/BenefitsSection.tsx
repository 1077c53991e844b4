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
              {item.detail ? (
                <div className="mt-auto flex min-h-24 flex-col justify-end pt-4" data-benefit-foot>
                  <Detail detail={item.detail} />
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * A benefit's product snippet (review 7.3: chips that repeated their headings): the pitch on the grey fill with the
 * hero's match chip, the page's one score look; the question to the team as a chat, its answer pending with the time
 * it takes; the event as a ticket, its stub cut off by a dashed line. No box in the card beyond the grey fill.
 * Review 32: each snippet stands at its card's foot in a slot of one height, so the cards of a row end alike; the
 * question on the right, the team's reply a real bubble with the answer time the contact page states (no invented
 * words). The fee card keeps none (review 7.3: a „0 %" figure under „0 % Plattformgebühr" repeated it).
 */
function Detail({ detail }: { detail: BenefitDetail }) {
  if (detail.kind === 'reply')
    return (
      <div className="flex w-full flex-col gap-2 text-sm" data-benefit-detail="reply">
        <span className="max-w-[85%] self-end rounded-2xl rounded-br-md bg-ink-100 px-3 py-2 font-semibold text-ink-900">
          {detail.question}
        </span>
        <span className="flex max-w-[85%] items-end gap-2">
          <span
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-ink-100 text-ink-700"
            aria-hidden="true"
          >
            <span className="i-lucide-headset text-sm" />
          </span>
          <span className="flex flex-col items-start gap-1 rounded-2xl rounded-bl-md bg-ink-50 px-3 py-2">
            <span className="text-xs font-semibold text-ink-700">{detail.team}</span>
            <span className="flex items-center gap-1.5 text-ink-900" data-reply-bubble>
              <span className="i-lucide-clock shrink-0 text-sm text-ink-500" aria-hidden="true" />
              {detail.time}
            </span>
          </span>
        </span>
      </div>
    )
  if (detail.kind === 'ticket')
    return (
      <div
        className="relative flex min-h-11 max-w-full items-stretch self-start rounded-xl bg-ink-50 text-sm font-semibold text-ink-900"
        data-benefit-detail="ticket"
      >
        <span className="flex items-center gap-2 py-2 pl-3 pr-4">
          <span className="i-lucide-ticket shrink-0 text-base text-ink-500" aria-hidden="true" />
          {detail.label}
        </span>
        <span className="relative flex items-center gap-1.5 border-l-2 border-dashed border-ink-200 py-2 pl-4 pr-3">
          <span className="absolute -left-[7px] -top-1.5 h-3 w-3 rounded-full bg-white" aria-hidden="true" />
          <span className="absolute -bottom-1.5 -left-[7px] h-3 w-3 rounded-full bg-white" aria-hidden="true" />
          <span className="i-lucide-map-pin shrink-0 text-base text-ink-500" aria-hidden="true" />
          {detail.places}
        </span>
      </div>
    )
  return (
    <div
      className="flex min-h-11 max-w-full items-center gap-3 self-start rounded-xl bg-ink-50 py-2 pl-3 pr-2 text-sm font-semibold text-ink-900"
      data-benefit-detail="pitch"
    >
      <PosterFace startup={detail.startup} width={40} className="rounded-lg" />
      <span className="flex min-w-0 flex-col leading-tight">
        {detail.startup.name}
        <span className="text-xs font-normal text-ink-600">{detail.text}</span>
      </span>
      <MatchChip score={detail.startup.matchingScore} tone="light" />
    </div>
  )
}
