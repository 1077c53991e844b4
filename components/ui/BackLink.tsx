/** The quiet link back to where a sub-page belongs, above its label. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="-ml-1 inline-flex min-h-11 items-center gap-2 self-start rounded-full px-1 text-sm font-semibold text-ink-600 no-underline hover:text-ink-900"
    >
      <span className="i-lucide-arrow-left text-base" aria-hidden="true" />
      {label}
    </a>
  )
}
