type Props = {
  icon: string
  /** `done` (green) for a success, `note` (brand) for anything that still needs the visitor. */
  tone?: 'done' | 'note'
  /** Kept on the element for tests (e.g. the outcome of a confirmation link). */
  status?: string
}

/** The large round icon above the h1 of a confirmation or thank-you page. */
export function StatusMark({ icon, tone = 'done', status }: Props) {
  return (
    <span
      className={`flex h-16 w-16 items-center justify-center rounded-full text-3xl ${tone === 'done' ? 'bg-mint-100 text-mint-700' : 'bg-white text-brand-700 shadow-soft ring-1 ring-brand-200'}`}
      data-confirmation={status}
    >
      <span className={icon} aria-hidden="true" />
    </span>
  )
}
