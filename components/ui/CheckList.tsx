type Props = { items: readonly string[]; tone?: 'light' | 'dark'; className?: string }

export function CheckList({ items, tone = 'light', className = '' }: Props) {
  return (
    <ul className={`flex flex-col gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span
            className={`i-lucide-circle-check mt-0.5 text-xl ${tone === 'dark' ? 'text-mint-200' : 'text-mint-700'}`}
            aria-hidden="true"
          />
          <span className={tone === 'dark' ? 'text-ink-100' : 'text-ink-700'}>{item}</span>
        </li>
      ))}
    </ul>
  )
}
