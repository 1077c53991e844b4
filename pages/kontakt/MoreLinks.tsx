import { useTimeline } from '../../components/PageContext'
import { Section } from '../../components/ui/Section'
import { TextStack } from '../../components/ui/TextStack'
import { moreLinks } from './copy'

/** Three shortcuts under a light heading (what is on at the Spotlight now stands under the hero). */
export function MoreLinks() {
  const over = useTimeline().spotlight === 'over'
  return (
    <Section id="mehr" tone="muted" labelledBy="mehr-titel" spacing="py-12 sm:py-16">
      <h2 id="mehr-titel" className="mb-5 text-xl font-bold tracking-tight text-ink-900">
        {moreLinks.title}
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {moreLinks.links.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              className="group flex h-full items-center gap-3 rounded-2xl bg-white px-4 py-3.5 no-underline ring-1 ring-ink-200 transition hover:ring-ink-300"
            >
              <span className={`${item.icon} shrink-0 text-xl text-brand-600`} aria-hidden="true" />
              <TextStack
                top={item.title}
                bottom={typeof item.text === 'string' ? item.text : item.text[over ? 'over' : 'running']}
                look="row"
                fill
              />
              <span
                className="i-lucide-arrow-right shrink-0 text-lg text-ink-400 transition group-hover:translate-x-1 group-hover:text-brand-700"
                aria-hidden="true"
              />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
