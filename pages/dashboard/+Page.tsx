import DashboardTabs from '../../components/dashboard/DashboardTabs'
import { Island } from '../../components/islands/Island'
import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { angels } from '../../data/angels'
import {
  dashboardClosing,
  dashboardData,
  dashboardPreviewNote,
  dashboardSpotlightStatus,
  dashboardTabs,
} from '../../data/dashboard'
import { founderRegistrationUrl, signUpTarget } from '../../data/links'

/** The angels behind the sample's activity, their face, name and focus (resolved here: the island carries no zod). */
const viewers = Object.fromEntries(
  dashboardData.activity.flatMap(({ viewer }) => {
    if (!viewer) return []
    const angel = angels.find((candidate) => candidate.id === viewer.angel)
    if (!angel?.revealed) throw new Error(`data/dashboard.ts: no revealed angel "${viewer.angel}"`)
    return [[angel.id, { name: angel.name, image: angel.image, focus: angel.investments }]]
  }),
)

export default function Page() {
  const links = useLinks()
  const { launch, spotlight } = useTimeline()
  // One action, one label: the early-access sign-up before the launch (the header's „Early Access“), the app's
  // founder registration in a new tab after it; the banner and the closing card say and do the same.
  const signUp = signUpTarget(links, launch, founderRegistrationUrl(links))
  const signUpIcon = signUp.external ? 'i-lucide-arrow-up-right' : 'i-lucide-arrow-right'
  return (
    <div className="bg-ink-50">
      <div className="container-site flex flex-col gap-4 pb-10 pt-6 sm:gap-6 sm:pb-14 sm:pt-10">
        {/* A slim light strip, one line and its link (review 5 Nov: the dark ~200 px block outweighed the product). */}
        <aside
          aria-label="Hinweis zur Vorschau"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-white px-4 py-2.5 text-sm text-ink-700 ring-1 ring-ink-200"
          data-preview-banner
        >
          <p className="flex min-w-0 flex-1 basis-[32rem] items-baseline gap-2">
            <span className="i-lucide-eye shrink-0 translate-y-0.5 text-base text-ink-500" aria-hidden="true" />
            <span>
              <strong className="font-semibold text-ink-900">Vorschau · Beispieldaten:</strong>{' '}
              <span className="sm:hidden">alles erfunden, nichts wird gespeichert.</span>
              <span className="max-sm:hidden">
                Firma, Personen und Zahlen sind erfunden&nbsp;– hier wird nichts gespeichert oder gesendet.
              </span>
            </span>
          </p>
          {/* A text link: the header's „Early Access“ button stands in the same screen (round 25b). */}
          <a
            href={signUp.href}
            className="prose-link inline-flex min-h-6 shrink-0 items-center gap-1 pl-6 sm:pl-0"
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
          props={{
            data: dashboardData,
            tabs: dashboardTabs,
            previewNote: dashboardPreviewNote,
            viewers,
            spotlightStatus: dashboardSpotlightStatus[spotlight],
          }}
          when="load"
        />
      </div>
      {/* The page ends on the visitor's own dashboard: a band of its own that meets the footer, not one more card like
          the sample's (round 25b). A cool white surface on the slate page, magenta only on its button (review 29: a
          pink band on a cool page). Centred from 640 px (fix round 32: left-set, the panel's right half stood empty). */}
      <section aria-labelledby="eigenes-dashboard" className="border-t border-ink-200 bg-white" data-closing>
        <div className="container-site py-10 sm:py-12">
          <div
            className="flex flex-col items-start gap-5 rounded-2xl bg-brand-50 p-6 sm:items-center sm:p-8 sm:text-center"
            data-closing-panel
          >
            <div className="flex flex-col gap-2">
              <h2 id="eigenes-dashboard" className="text-2xl font-bold tracking-[-0.02em] text-ink-900">
                {dashboardClosing.title}
              </h2>
              <p className="max-w-xl text-ink-700 sm:mx-auto">{dashboardClosing.text[launch]}</p>
            </div>
            <ButtonLink {...signUp} icon={signUpIcon} className="shrink-0">
              {dashboardClosing.action[launch]}
            </ButtonLink>
          </div>
        </div>
      </section>
    </div>
  )
}
