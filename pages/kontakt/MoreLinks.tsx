import { useTimeline } from '../../components/PageContext'
import { spotlightNow } from '../../components/spotlight/steps'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { TextStack } from '../../components/ui/TextStack'
import { moreLinks } from './copy'

export function MoreLinks() {
  const now = spotlightNow[useTimeline().spotlight]
  const spotlight = now
    ? { href: now.href, icon: 'i-lucide-sparkles', title: now.text, text: moreLinks.spotlight.now }
    : moreLinks.spotlight.otherwise
  return (
    <Section id="mehr" tone="muted" copy={moreLinks}>
      <ul className="grid gap-4 md:grid-cols-3">
        {[spotlight, ...moreLinks.links].map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              className="group flex h-full items-center gap-4 rounded-3xl bg-white p-5 no-underline shadow-soft ring-1 ring-ink-200 transition hover:shadow-lift"
            >
              <IconTile icon={item.icon} className="icon-tile" />
              <TextStack top={item.title} bottom={item.text} look="row" fill />
              <span
                className="i-lucide-arrow-right shrink-0 text-xl text-ink-400 transition group-hover:translate-x-1 group-hover:text-brand-700"
                aria-hidden="true"
              />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
