export type TimelineItem = { date: string; title: string; description: string; highlight: boolean }

/** Key dates as a vertical timeline; the highlighted item (the final) is drawn with the brand gradient. */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <ol className="relative mx-auto flex max-w-3xl flex-col gap-5 before:absolute before:bottom-6 before:left-5 before:top-6 before:w-0.5 before:bg-ink-200 before:content-[''] sm:before:left-6">
      {items.map((item) => (
        <li key={item.title} className="relative flex gap-4 sm:gap-6">
          <span
            className={`relative z-1 mt-5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full ring-4 ring-white sm:h-12 sm:w-12 ${item.highlight ? 'bg-gradient-brand text-white shadow-brand' : 'bg-ink-900 text-white'}`}
          >
            <span
              className={`${item.highlight ? 'i-lucide-trophy' : 'i-lucide-calendar-check'} text-lg sm:text-xl`}
              aria-hidden="true"
            />
          </span>
          <div
            className={`flex flex-1 flex-col gap-2 rounded-3xl p-5 sm:p-6 ${item.highlight ? 'bg-gradient-ink text-white shadow-lift' : 'bg-white shadow-soft ring-1 ring-ink-200'}`}
          >
            <p className={`text-sm font-bold ${item.highlight ? 'text-brand-200' : 'text-brand-700'}`}>{item.date}</p>
            <h3 className={`text-lg font-semibold ${item.highlight ? 'text-white' : 'text-ink-900'}`}>{item.title}</h3>
            <p className={item.highlight ? 'leading-relaxed text-ink-100' : 'prose'}>{item.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
