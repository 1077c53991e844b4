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
      <div className="container-site flex flex-col gap-8 pb-16 pt-8 sm:pb-24 sm:pt-12">
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
          <ButtonLink {...signUp} variant="light" small icon={signUpIcon} className="shrink-0">
            {dashboardClosing.action[launch]}
          </ButtonLink>
        </aside>
        <Island
          name="DashboardTabs"
          component={DashboardTabs}
          props={{ data: dashboardData, tabs: dashboardTabs, previewNote: dashboardPreviewNote }}
          when="load"
        />
        {/* The page ends on the visitor's own dashboard, not on the sample's last card. */}
        <section
          aria-labelledby="eigenes-dashboard"
          className="mt-4 flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink-200 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="flex flex-col gap-2">
            <h2 id="eigenes-dashboard" className="text-2xl font-bold tracking-tight text-ink-900">
              {dashboardClosing.title}
            </h2>
            <p className="max-w-xl text-ink-700">{dashboardClosing.text[launch]}</p>
          </div>
          <ButtonLink {...signUp} icon={signUpIcon} className="shrink-0">
            {dashboardClosing.action[launch]}
          </ButtonLink>
        </section>
      </div>
    </div>
  )
}
