/**
 * "Alle anzeigen" for a list on phones, without script: a `<details>` right after the list's box (`more-list`),
 * whose items beyond the preview carry `more-item`; renderer/base.css hides those on phones while the details are
 * closed (and none is the link's target). Hidden from 640 px, where the list shows every item.
 */
export function ShowMore({ label, ...data }: { label: string } & Record<`data-${string}`, string>) {
  return (
    <details className="more self-center sm:hidden" {...data}>
      <summary className="btn-secondary">
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
