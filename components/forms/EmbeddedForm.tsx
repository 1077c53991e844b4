import { type FormKey, formDirectUrl, formEmbedUrl, formScriptUrl, forms } from '../../data/forms'
import { mailto } from '../../data/links'
import { useLinks } from '../PageContext'

/** Widths of the placeholder's label bars, in turn: a form's rhythm of labels and fields, not a grey block. */
const labelWidths = ['w-2/5', 'w-1/3', 'w-1/2', 'w-1/4'] as const

/** The bars in the fields' grey; a step lighter on phones, where the outline fills more than a screen. */
const bar = 'bg-ink-100/70 sm:bg-ink-100'

/**
 * The placeholder's one-line fields: as many as fit above a message box and the send button (a field with its label
 * takes about 88 px, the status line, the box and the button about 230 px). The message box takes what is left, so
 * the placeholder stands at the real form's height with no empty band under the button (round 26), and nothing
 * jumps when the form arrives.
 */
const skeletonFields = (frameHeight: number) =>
  Array.from(
    { length: Math.max(1, Math.floor((frameHeight - 230) / 88)) },
    (_, index) => labelWidths[index % labelWidths.length],
  )

/**
 * An external form in a lazy frame, in a card under the form's title. The frame stays hidden under a placeholder
 * in the site's look until the form inside reports that it is shown (embed-fallback.ts). While it waits, the
 * placeholder is the form's outline with one small status line, and the way out (the form on its own page) is one
 * quiet line under the card: on a slow phone it is what a visitor sees first, and it
 * should read as the form arriving, not as an error. If the form never shows, the card shrinks to a plain notice
 * with opening the form in a new tab as the primary button, so a visitor never faces a browser error page.
 */
export function EmbeddedForm({ form }: { form: FormKey }) {
  const links = useLinks()
  const { title, heading, height } = forms[form]
  const direct = formDirectUrl(links, form)
  const mail = (
    <a className="prose-link" href={mailto(links.contact.email, title)}>
      {links.contact.email}
    </a>
  )
  const newTab = <span className="sr-only"> (öffnet in neuem Tab)</span>
  return (
    <div className="flex flex-col gap-3" data-embed-form data-state="waiting" data-script={formScriptUrl(links)}>
      <div className="overflow-hidden rounded-3xl bg-white shadow-lift ring-1 ring-ink-200">
        <h2 className="border-b border-ink-100 px-5 py-4 text-lg font-bold text-ink-900 sm:px-8">{heading}</h2>
        <div className="relative p-2 sm:p-4">
          <div
            className="embed-placeholder absolute inset-0 flex flex-col gap-6 bg-white p-5 sm:p-8"
            data-embed-placeholder
          >
            <p className="flex items-center gap-2 text-sm text-ink-600" role="status">
              <span className="embed-spinner i-lucide-loader-circle text-base text-brand-600" aria-hidden="true" />
              <span className="embed-failed i-lucide-cloud-off text-lg text-brand-700" aria-hidden="true" />
              <span className="embed-waiting">Formular wird geladen</span>
              <span className="embed-failed font-semibold text-ink-900">Das Formular lädt gerade nicht.</span>
            </p>
            <div className="embed-failed flex flex-col gap-4">
              <p className="text-sm leading-relaxed text-ink-700">
                Öffne es in einem neuen Tab oder schreib uns an {mail}.
              </p>
              <a href={direct} target="_blank" rel="noopener" className="btn-primary self-start">
                Formular direkt öffnen
                {newTab}
                <span className="i-lucide-external-link" aria-hidden="true" />
              </a>
            </div>
            <div className="embed-skeleton flex min-h-0 flex-1 flex-col gap-6 overflow-hidden" aria-hidden="true">
              {skeletonFields(height).map((width, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative sequence
                <div key={index} className="flex flex-col gap-2">
                  <span className={`${bar} block h-3 rounded-full ${width}`} />
                  <span className={`${bar} block h-11 rounded-xl`} />
                </div>
              ))}
              {/* The form's last, larger field (a message box) takes the spare height, then the send button as a
                  pill of the site's button height in the fields' grey. */}
              <div className="flex min-h-20 flex-1 flex-col gap-2">
                <span className={`${bar} block h-3 w-1/3 rounded-full`} />
                <span className={`${bar} block min-h-11 flex-1 rounded-xl`} />
              </div>
              <span className={`${bar} block h-12 w-44 shrink-0 rounded-full`} data-embed-submit />
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
      </div>
      {/* The way out while the form loads and once it shows (an address to write to stands under it on every page
          with a form: the person to ask); when it failed, the notice in the card says both. */}
      <p className="embed-way-out px-2 text-center text-sm text-ink-600">
        Lieber im eigenen Tab?{' '}
        <a href={direct} target="_blank" rel="noopener" className="prose-link whitespace-nowrap">
          Formular direkt öffnen
          {newTab}
        </a>
      </p>
    </div>
  )
}
