import type { FaqItem } from '../../data/content'

type Props = {
  /** Groups the items: native <details name> keeps one open at a time, no JavaScript needed. */
  name: string
  items: readonly FaqItem[]
  /** Each item toggles on its own (no exclusive group). */
  independent?: boolean
  /**
   * `cards`: each question its own bordered card. `rows`: the questions as rows in one container, a hairline between
   * them (/early-access, review 29b: six separately bordered cards).
   */
  look?: 'cards' | 'rows'
}

/** The site's one FAQ accordion. */
export function Faq({ name, items, independent = false, look = 'cards' }: Props) {
  const rows = look === 'rows'
  return (
    <div
      className={
        rows
          ? 'mx-auto flex max-w-3xl flex-col divide-y divide-ink-200 rounded-2xl bg-white ring-1 ring-ink-200'
          : 'mx-auto flex max-w-3xl flex-col gap-3'
      }
      data-faq-look={rows ? 'rows' : undefined}
    >
      {items.map((item) => (
        <details
          key={item.id}
          id={`faq-${item.id}`}
          {...(independent ? {} : { name })}
          className={rows ? 'group' : 'group rounded-2xl bg-white ring-1 ring-ink-200 open:shadow-soft'}
        >
          <summary className="flex min-h-14 items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-ink-900 sm:px-6">
            <span>{item.question}</span>
            <span className="faq-chevron i-lucide-chevron-down shrink-0 text-xl text-ink-500" aria-hidden="true" />
          </summary>
          <div className="px-5 pb-5 text-base leading-relaxed text-ink-600 sm:px-6">{item.answer}</div>
        </details>
      ))}
    </div>
  )
}
