import { usePageContext } from '../PageContext'

/** The password screen of a gated page: a plain HTML form that posts to the same path. */
export function GateScreen() {
  const { gate, urlPathname } = usePageContext()
  const wrong = gate?.error === 'wrong'
  return (
    <section className="container-site flex min-h-[70vh] items-center justify-center py-16">
      <form method="post" action={urlPathname} className="card flex w-full max-w-md flex-col gap-5">
        <h1 className="h-section">Geschützter Bereich</h1>
        <p className="prose">Bitte gib das Passwort ein, um fortzufahren</p>
        <label className="flex flex-col gap-2 text-sm font-semibold text-ink-800">
          Passwort
          <input
            type="password"
            name="passphrase"
            required
            autoComplete="current-password"
            aria-invalid={wrong || undefined}
            aria-describedby={wrong ? 'gate-error' : undefined}
            className={`min-h-12 rounded-2xl border-2 px-4 text-base ${wrong ? 'border-red-600' : 'border-ink-200'}`}
          />
        </label>
        {wrong ? (
          <p id="gate-error" role="alert" className="text-sm font-semibold text-red-700">
            Falsches Passwort. Bitte versuche es erneut.
          </p>
        ) : null}
        <button type="submit" className="btn-primary">
          Zugang erhalten
        </button>
      </form>
    </section>
  )
}
