import { useTimeline } from '../../components/PageContext'
import { IconTile } from '../../components/ui/IconTile'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { ShowMore } from '../../components/ui/ShowMore'
import { editionWindow } from '../../data/timeline'
import { spotlightBenefits as benefits, spotlightBenefitsClosed } from './copy-sections'

/** How many benefits a phone shows before "Alle anzeigen" (a stacked list, no carousel). */
const PHONE_PREVIEW = 3

export function BenefitsSection() {
  const edition = editionWindow(useTimeline())
  const heading = edition === 'open' ? benefits : spotlightBenefitsClosed[edition]
  return (
    <Section id="benefits" tone="muted" eyebrow={benefits.eyebrow} title={heading.title} intro={heading.intro}>
      <div className="flex flex-col gap-6">
        <ul className="more-list grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6" aria-label={benefits.listLabel}>
          {benefits.items.map((item, index) => (
            <li key={item.title} className={index >= PHONE_PREVIEW ? 'more-item' : undefined} data-benefit>
              {/* On phones the icon sits beside the title, so a card is as tall as its text. */}
              <article className="card flex h-full flex-col gap-4" {...revealProps(index)}>
                <div className="flex items-center gap-4 sm:flex-col sm:items-start">
                  <IconTile icon={item.icon} className="icon-tile" />
                  <h3 className="h-card">{item.title}</h3>
                </div>
                <p className="prose">{item.text}</p>
              </article>
            </li>
          ))}
          {/* The value the heading promises: on phones first and one row (round 24: "Alle anzeigen" hid it), from
              640 px the grid's last cell. */}
          <li className="order-first sm:order-none" data-benefits-value>
            <div className="flex h-full items-center gap-4 rounded-3xl bg-gradient-brand p-5 text-white shadow-brand sm:flex-col sm:items-start sm:justify-center sm:gap-3 sm:p-8">
              <span className="i-lucide-gift shrink-0 text-3xl" aria-hidden="true" />
              <p className="flex flex-col gap-1">
                <span className="text-3xl font-extrabold tracking-tight sm:text-4xl">{benefits.value.amount}</span>
                <span className="font-medium leading-snug text-white sm:text-lg">{benefits.value.label}</span>
              </p>
            </div>
          </li>
        </ul>
        <ShowMore label={benefits.more(benefits.items.length)} data-benefits-more="" />
      </div>
    </Section>
  )
}
