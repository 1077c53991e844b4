import DashboardTabs from '../../components/dashboard/DashboardTabs'
import { Island } from '../../components/islands/Island'
import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { dashboardClosing, dashboardData, dashboardPreviewNote, dashboardTabs } from '../../data/dashboard'
import { founderRegistrationUrl, signUpTarget } from '../../data/links'

export default function Page() {
  const links = useLinks()
  const { launch } = useTimeline()
  // One action, one label: the early-access sign-up before the launch (the header's „Early Access“), the app's
  // founder registration in a new tab after it; the banner and the closing card say and do the same.
  const signUp = signUpTarget(links, launch, founderRegistrationUrl(links))
  const signUpIcon = signUp.external ? 'i-lucide-arrow-up-right' : 'i-lucide-arrow-right'
  return (
    <div className="bg-ink-50">
      <div className="container-site flex flex-col gap-8 pb-10 pt-8 sm:pb-14 sm:pt-12">
        <aside
          aria-label="Hinweis zur Vorschau"
          className="flex flex-col gap-4 rounded-3xl bg-gradient-ink p-5 text-white sm:flex-row sm:items-center sm:p-6"
          data-preview-banner
        >
          <span className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-2xl text-brand-200 sm:flex">
            <span className="i-lucide-eye" aria-hidden="true" />
          </span>
          <p className="flex-1 text-ink-100">
            <strong className="mr-2 inline-flex items-center gap-1 rounded-full bg-white px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-ink-900">
              Vorschau · Beispieldaten
            </strong>
            So sieht dein Dashboard auf der Plattform aus. Firma, Personen und Zahlen sind erfunden&nbsp;– hier wird
            nichts gespeichert oder gesendet.
          </p>
          {/* A text link: the header's „Early Access“ button stands in the same screen (round 25b). */}
          <a
            href={signUp.href}
            className="inline-flex min-h-6 shrink-0 items-center gap-1.5 self-start font-semibold text-white underline decoration-white/50 underline-offset-4 transition hover:decoration-white focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-white sm:self-center"
            {...(signUp.external ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {dashboardClosing.action[launch]}
            <span className={signUpIcon} aria-hidden="true" />
            {signUp.external ? <span className="sr-only"> (öffnet in neuem Tab)</span> : null}
          </a>
        </aside>
        <Island
          name="DashboardTabs"
          component={DashboardTabs}
          props={{ data: dashboardData, tabs: dashboardTabs, previewNote: dashboardPreviewNote }}
          when="load"
        />
      </div>
      {/* The page ends on the visitor's own dashboard: a band of its own on a faint brand tint that meets the footer,
          not one more white card like the sample's (round 25b: it read as a further widget, grey space under it). */}
      <section aria-labelledby="eigenes-dashboard" className="border-t border-brand-100 bg-brand-50" data-closing>
        <div className="container-site flex flex-col gap-5 py-10 sm:flex-row sm:items-center sm:justify-between sm:py-12">
          <div className="flex flex-col gap-2">
            <h2 id="eigenes-dashboard" className="text-2xl font-bold tracking-tight text-ink-900">
              {dashboardClosing.title}
            </h2>
            <p className="max-w-xl text-ink-700">{dashboardClosing.text[launch]}</p>
          </div>
          <ButtonLink {...signUp} icon={signUpIcon} className="shrink-0">
            {dashboardClosing.action[launch]}
          </ButtonLink>
        </div>
      </section>
    </div>
  )
}
