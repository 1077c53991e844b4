import { earlyAccessFeatures } from './copy'

/**
 * The spec's six features as one compact row under the benefits (one row of six from 1024 px, two columns of three
 * on a phone): an icon and a name each. Round 24: a grid of six described cards, a screen long on a phone, said
 * again what the demo and the benefits had said.
 */
export function FeatureRow() {
  return (
    <div id="funktionen" className="flex flex-col gap-4">
      <h3 className="eyebrow">{earlyAccessFeatures.title}</h3>
      <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-ink-200 ring-1 ring-ink-200 sm:grid-cols-3 lg:grid-cols-6">
        {earlyAccessFeatures.items.map((item) => (
          <li
            key={item.title}
            className="flex items-center gap-2.5 bg-white px-3 py-4 text-sm font-semibold leading-snug text-ink-900 sm:px-4 lg:flex-col lg:items-start lg:gap-2 lg:py-5"
          >
            <span className={`${item.icon} shrink-0 text-xl text-brand-700`} aria-hidden="true" />
            {item.title}
          </li>
        ))}
      </ul>
    </div>
  )
}
