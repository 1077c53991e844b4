import { Section } from '../../components/ui/Section'
import { fixedLengthBadge, videoLengthIntro, videoLengths } from './copy'

/** The two lengths of the spec, side by side: the pitch in the feed (and the Spotlight) and a general pitch video. */
export function LengthSection() {
  return (
    <Section id="laenge" tone="muted" copy={videoLengthIntro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {videoLengths.map((item) => (
          <li
            key={item.label}
            className={`relative flex flex-col gap-4 rounded-3xl p-6 sm:p-8 ${
              item.highlight ? 'bg-white shadow-lift ring-2 ring-brand-500' : 'bg-white shadow-soft ring-1 ring-ink-200'
            }`}
          >
            {item.highlight ? (
              <span className="badge-fundraising absolute -top-3 left-6">{fixedLengthBadge}</span>
            ) : null}
            <span className="icon-tile">
              <span className={item.icon} aria-hidden="true" />
            </span>
            <h3 className="flex flex-col gap-1">
              <span className="text-sm font-semibold uppercase tracking-wider text-ink-600">{item.label}</span>
              <span className="text-4xl font-extrabold tracking-tight text-ink-900">{item.value}</span>
            </h3>
            <p className="prose">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
