type Figure = { label: string; value: string; note?: string }

type Props = {
  figures: readonly Figure[]
  /** The label's weight and colour under the figure, written out (`font-medium text-ink-700`). */
  label?: string
}

/** Key figures in two columns as one ruled white strip: the figure large above its label (and a note). */
export function FigureStrip({ figures, label = 'font-medium text-ink-700' }: Props) {
  return (
    <dl className="grid grid-cols-2 overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-ink-200">
      {figures.map((figure, index) => (
        <div
          key={figure.label}
          className={`flex flex-col gap-1 p-5 sm:p-6 ${index % 2 === 1 ? 'border-l border-ink-200' : ''} ${index > 1 ? 'border-t border-ink-200' : ''}`}
        >
          <dt className={`order-2 text-sm ${label}`}>{figure.label}</dt>
          <dd className="order-1 whitespace-nowrap text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            {figure.value}
          </dd>
          {figure.note ? <dd className="order-3 text-sm text-ink-700">{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
