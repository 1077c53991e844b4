import { gateScreen, gates } from '../../data/gates'
import { usePageContext } from '../PageContext'

/**
 * The password screen of a gated page: a plain HTML form that posts to the same path (no JavaScript
 * needed). gate-form.ts only clears the error (wrong passphrase, too many attempts) as soon as the visitor types again.
 */
export function GateScreen() {
  const { gate, urlPathname } = usePageContext()
  const error = gate?.error === 'unconfigured' ? 'wrong' : gate?.error
  const wrong = error === 'wrong'
  const portal = gate ? gates[gate.name].portal : undefined
  return (
    <section className="relative overflow-hidden bg-ink-50 bg-gradient-hero">
      <div className="container-site flex min-h-[75vh] items-center justify-center py-14 sm:py-24">
        <form
          method="post"
          action={urlPathname}
          data-gate-form
          className="flex w-full max-w-md flex-col gap-6 rounded-4xl bg-white p-7 shadow-lift ring-1 ring-ink-200 sm:p-10"
        >
          <div className="flex flex-col items-center gap-4 text-center">
            <span className="flex h-16 w-16 items-center justify-center rounded-3xl bg-ink-900 text-3xl text-white">
              <span className="i-lucide-lock-keyhole" aria-hidden="true" />
            </span>
            {portal ? <p className="eyebrow">{portal.name}</p> : null}
            <h1 className="text-3xl font-extrabold leading-tight tracking-tight text-ink-900">{gateScreen.title}</h1>
            {portal ? <p className="prose">{portal.for}</p> : null}
            <p className="prose">{gateScreen.prompt}</p>
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor="gate-passphrase" className="text-sm font-semibold text-ink-800">
              {gateScreen.label}
            </label>
            <input
              id="gate-passphrase"
              type="password"
              name="passphrase"
              required
              maxLength={256}
              autoComplete="current-password"
              aria-invalid={wrong || undefined}
              aria-describedby={error ? 'gate-error' : undefined}
              className="min-h-13 w-full rounded-2xl border-2 border-ink-200 bg-white px-4 text-base text-ink-900 outline-none transition-colors focus:border-violet-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50"
            />
            {error ? (
              <p
                id="gate-error"
                role="alert"
                data-gate-error={error}
                className="flex items-start gap-2 text-sm font-semibold text-red-700"
              >
                <span className="i-lucide-circle-alert mt-0.5 text-base" aria-hidden="true" />
                {gateScreen.errors[error]}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary w-full">
            {gateScreen.submit}
            <span className="i-lucide-arrow-right" aria-hidden="true" />
          </button>
          <p className="text-center text-sm text-ink-600">
            {gateScreen.noPassphrase}{' '}
            <a href={gateScreen.contact.href} className="prose-link">
              {gateScreen.contact.label}
            </a>
          </p>
        </form>
      </div>
    </section>
  )
}
