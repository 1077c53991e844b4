import { type FormKey, formDirectUrl, formEmbedUrl, formScriptUrl, forms } from '../../data/forms'
import { mailto } from '../../data/links'
import { useLinks } from '../PageContext'

/** Widths of the placeholder's label bars, in turn: a form's rhythm of labels and fields, not a grey block. */
const labelWidths = ['w-2/5', 'w-1/3', 'w-1/2', 'w-1/4'] as const

/**
 * As many placeholder fields as the frame has room for below the notice (a field with its label takes about
 * 88 px), so the placeholder reads as the form to come, whatever the form's height.
 */
const skeletonFields = (frameHeight: number) =>
  Array.from(
    { length: Math.max(1, Math.round((frameHeight - 360) / 88)) },
    (_, index) => labelWidths[index % labelWidths.length],
  )

/**
 * An external form in a lazy frame. The frame stays hidden under a placeholder in the site's look until the
 * form inside reports that it is shown (embed-fallback.ts); the placeholder says what is coming and offers
 * the form on its own page and an address to write to, and says so plainly if the form never shows, so a
 * visitor never faces a browser error page: then the card shrinks to that notice and opening the form in a new
 * tab becomes the primary button. Once the form shows, the way to its own page moves under it.
 */
export function EmbeddedForm({ form }: { form: FormKey }) {
  const links = useLinks()
  const { title, height } = forms[form]
  const direct = formDirectUrl(links, form)
  const openDirect = (
    <>
      Formular direkt öffnen
      <span className="sr-only"> (öffnet in neuem Tab)</span>
    </>
  )
  return (
    <div className="flex flex-col gap-4" data-embed-form data-state="waiting" data-script={formScriptUrl(links)}>
      <div className="relative overflow-hidden rounded-3xl bg-white p-2 shadow-soft ring-1 ring-ink-200 sm:p-4">
        <div
          className="embed-placeholder absolute inset-0 flex flex-col gap-7 bg-white p-5 sm:p-8"
          data-embed-placeholder
        >
          <div className="embed-status flex flex-col gap-3 rounded-2xl bg-ink-50 p-5">
            <p className="flex items-center gap-2 font-semibold text-ink-900" role="status">
              <span className="embed-spinner i-lucide-loader-circle text-lg text-brand-600" aria-hidden="true" />
              <span className="embed-failed i-lucide-cloud-off text-lg text-brand-700" aria-hidden="true" />
              <span className="embed-waiting">Das Formular wird geladen …</span>
              <span className="embed-failed">Das Formular lädt gerade nicht.</span>
            </p>
            <p className="text-sm leading-relaxed text-ink-700">
              <span className="embed-waiting">Es kommt von unserem Formularanbieter und erscheint gleich hier. </span>
              Du kannst es auch in einem neuen Tab öffnen oder uns an{' '}
              <a className="prose-link" href={mailto(links.contact.email, title)}>
                {links.contact.email}
              </a>{' '}
              schreiben.
            </p>
            {/* While it waits, opening the form elsewhere is the second choice; once it failed, the first. */}
            <a href={direct} target="_blank" rel="noopener" className="embed-waiting btn-secondary btn-sm self-start">
              {openDirect}
              <span className="i-lucide-external-link" aria-hidden="true" />
            </a>
            <a href={direct} target="_blank" rel="noopener" className="embed-failed btn-primary self-start">
              {openDirect}
              <span className="i-lucide-external-link" aria-hidden="true" />
            </a>
          </div>
          <div className="embed-skeleton flex min-h-0 flex-1 flex-col gap-6 overflow-hidden" aria-hidden="true">
            {skeletonFields(height).map((width, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative sequence
              <div key={index} className="flex flex-col gap-2">
                <span className={`block h-3 rounded-full bg-ink-100 ${width}`} />
                <span className="block h-11 rounded-xl bg-ink-100" />
              </div>
            ))}
            <span className="block h-11 w-40 shrink-0 rounded-full bg-ink-100" />
          </div>
        </div>
        <iframe
          data-tally-src={formEmbedUrl(links, form)}
          loading="lazy"
          height={height}
          title={title}
          className="embed-frame relative block w-full border-0"
        />
      </div>
      <p className="embed-direct text-center text-sm text-ink-600">
        Das Formular lädt nicht?{' '}
        <a href={direct} target="_blank" rel="noopener" className="prose-link">
          {openDirect}
        </a>
      </p>
    </div>
  )
}
