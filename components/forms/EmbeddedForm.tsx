import { type FormKey, formDirectUrl, formEmbedUrl, formScriptUrl, forms } from '../../data/forms'
import { useLinks } from '../PageContext'

/**
 * An external form in a lazy frame. embed-fallback.ts loads the provider's script; if it fails or defines
 * no global, it sets the frame's source directly. A visible link opens the form on its own in any case.
 */
export function EmbeddedForm({ form }: { form: FormKey }) {
  const links = useLinks()
  const { title, height } = forms[form]
  return (
    <div className="flex flex-col gap-4" data-embed-form data-script={formScriptUrl(links)}>
      <div className="overflow-hidden rounded-3xl bg-white p-2 shadow-soft ring-1 ring-ink-200 sm:p-4">
        <iframe
          data-tally-src={formEmbedUrl(links, form)}
          loading="lazy"
          height={height}
          title={title}
          className="block w-full border-0"
        />
      </div>
      <p className="text-center text-sm text-ink-600">
        Das Formular lädt nicht?{' '}
        <a href={formDirectUrl(links, form)} target="_blank" rel="noopener" className="prose-link">
          Formular direkt öffnen
          <span className="sr-only"> (öffnet in neuem Tab)</span>
        </a>
      </p>
    </div>
  )
}
