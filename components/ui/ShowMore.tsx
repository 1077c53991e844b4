/**
 * "Alle anzeigen" for a list on phones, without script: a `<details>` right after the list's box (`more-list`),
 * whose items beyond the preview carry `more-item`; renderer/base.css hides those on phones while the details are
 * closed (and none is the link's target). Hidden from 640 px, where the list shows every item.
 * `look="link"`: a text link under a paragraph (`more-text`) that base.css cuts to three lines on phones while closed.
 */
export function ShowMore({
  label,
  look = 'button',
  ...data
}: { label: string; look?: 'button' | 'link' } & Record<`data-${string}`, string>) {
  const link = look === 'link'
  return (
    <details className={`more sm:hidden ${link ? 'self-start' : 'self-center'}`} {...data}>
      <summary
        className={
          link
            ? 'min-h-8 cursor-pointer list-none py-1 text-sm font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4'
            : 'btn-secondary'
        }
      >
        <span className="more-closed">
          {label}
          <span className="i-lucide-chevron-down text-lg" aria-hidden="true" />
        </span>
        <span className="more-open">
          Weniger anzeigen
          <span className="i-lucide-chevron-up text-lg" aria-hidden="true" />
        </span>
      </summary>
    </details>
  )
}
