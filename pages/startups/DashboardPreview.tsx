import { StatCards } from '../../components/dashboard/StatCards'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { FaceWithMark } from '../../components/ui/FaceWithMark'
import { LazyImage } from '../../components/ui/LazyImage'
import { Section, SectionHeading } from '../../components/ui/Section'
import { angels } from '../../data/angels'
import { dashboardData } from '../../data/dashboard'
import { dashboardPreview } from './copy'

/** The latest activity as the angels behind it: each of the sample's events with a face and the founder's next move. */
const activityRows = dashboardPreview.activity.map((row, index) => {
  const item = dashboardData.activity[index]
  const angel = angels.find((candidate) => candidate.id === row.face)
  if (!item || !angel?.revealed) throw new Error(`pages/startups/copy.ts: no activity or angel for "${row.face}"`)
  return { ...row, ...item, image: angel.image }
})

/**
 * The pitch as the dashboard's overview heads it: a still of its founder, her head filling a 4:5 frame, darkening at
 * the foot, where the play mark, its title and length stand (the crop of components/dashboard/PitchPreview, drawn
 * here without its button: the preview opens nothing).
 */
function PitchThumb() {
  const { company, currentPitch } = dashboardData
  return (
    <span
      className="relative block aspect-[16/10] w-full sm:aspect-[4/5] self-start overflow-hidden rounded-2xl bg-ink-100 ring-1 ring-ink-900/10"
      data-preview-pitch
    >
      <LazyImage
        src={company.contactImage}
        alt=""
        width={160}
        height={160}
        className="absolute bottom-0 left-[20%] block w-[60%] max-w-none sm:left-[-14%] sm:w-[125%]"
      />
      <span className="absolute inset-x-0 bottom-0 h-[34%] bg-[linear-gradient(to_top,#080D22f0_0%,#080D22bf_45%,transparent_100%)]" />
      {/* Play mark, title and length at the foot at every width (fix round 31: on a phone the mark sat on the face). */}
      <span className="absolute inset-x-0 bottom-0 flex items-center gap-3 p-3 text-white">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/95 text-ink-900 shadow-lift">
          <span className="i-lucide-play translate-x-px text-xl" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-col items-start gap-0.5">
          <span className="whitespace-nowrap text-sm font-bold leading-tight">Dein Pitch</span>
          <span className="text-xs font-semibold tabular-nums leading-none text-white/90">{currentPitch.duration}</span>
        </span>
      </span>
    </span>
  )
}

/**
 * What a founder gets back for one pitch: the dashboard, shown as the product itself (a framed window with the
 * sample company's pitch, its figures and the angels behind its latest activity), with the way into the full
 * preview. A split header (heading left, lead and link right from 1024 px) over the window at the content's full
 * width. Session 31 review (an admin template: four grey cards, no faces): the pitch's still heads the figures, and
 * each activity row is the angel who did it, her face, what she did and the founder's next move. On a phone the still
 * the company's name and description above a full-width pitch tile (session 32), the figures' change lines right under
 * their figures; one of the founder's next moves the primary (Antworten), the others quiet.
 */
export function DashboardPreview() {
  const { company, stats } = dashboardData
  return (
    // On the problem section's grey, so that it stands apart from the white tabs above it.
    <Section id="dashboard" tone="muted" labelledBy="dashboard-titel">
      <div
        className="mb-10 grid grid-cols-1 gap-4 sm:mb-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-x-16"
        data-split-header
      >
        <SectionHeading
          id="dashboard-titel"
          copy={{ eyebrow: dashboardPreview.eyebrow, title: dashboardPreview.title }}
          className="gap-4"
        />
        {/* The link full width on a phone, as the page's other phone buttons (fix round 32). */}
        <div className="flex flex-col items-stretch gap-6 sm:items-start lg:pt-9">
          <p className="lead">{dashboardPreview.intro}</p>
          <ButtonLink href="/dashboard" variant="secondary" icon="i-lucide-arrow-right" className="w-full sm:w-auto">
            {dashboardPreview.link}
          </ButtonLink>
        </div>
      </div>
      <figure className="w-full overflow-hidden rounded-3xl bg-ink-50 shadow-lift ring-1 ring-ink-200">
        <div className="flex items-center gap-3 border-b border-ink-200 bg-white px-4 py-3" aria-hidden="true">
          <span className="flex gap-1.5">
            <span className="h-2.5 w-2.5 rounded-full bg-ink-200" />
            <span className="h-2.5 w-2.5 rounded-full bg-ink-200" />
            <span className="h-2.5 w-2.5 rounded-full bg-ink-200" />
          </span>
          <span className="truncate rounded-full bg-ink-50 px-3 py-1 text-xs text-ink-600">
            {dashboardPreview.windowTitle}
          </span>
        </div>
        <div className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-[9rem_minmax(0,1fr)] sm:p-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6 lg:p-8">
          <div className="flex flex-col justify-center gap-1.5 sm:col-start-2 sm:row-start-1 lg:col-span-2 lg:col-start-1">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-lg font-bold text-ink-900">{company.name}</span>
              <span className="badge-green">{company.stage}</span>
            </p>
            <p className="text-sm text-ink-600">{company.shortDescription}</p>
          </div>
          <div className="sm:col-start-1 sm:row-start-1 lg:row-start-2">
            <PitchThumb />
          </div>
          <div className="sm:col-span-2 lg:col-span-1 lg:col-start-2 lg:row-start-2">
            <StatCards stats={stats} stars="none" columns="grid-cols-2" footUnder />
          </div>
          <ul
            className="card-app flex flex-col sm:col-span-2 divide-y divide-ink-100 !py-1 sm:!py-2"
            aria-label="Letzte Aktivität"
            data-preview-activity
          >
            {activityRows.map((item) => (
              <li
                key={item.text}
                className="grid grid-cols-[2.75rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2 py-3 text-sm sm:grid-cols-[2.75rem_minmax(0,1fr)_8.75rem]"
              >
                <FaceWithMark
                  src={item.image}
                  icon={item.icon}
                  mark="bg-white text-ink-700 ring-1 ring-ink-200"
                  className="self-start sm:self-center"
                />
                {/* On phones the time under its message (round 25: beside it, it squeezed the message into four lines);
                    from 640 px the times in a column of their own width before the actions' fixed column, so that they
                    line up (fix round 32: each stood where its row's action began). */}
                <span className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-3">
                  <span className="flex-1 text-ink-800" data-activity-text>
                    {item.text}
                  </span>
                  <span className="shrink-0 text-xs text-ink-600 sm:w-24" data-activity-time>
                    {item.time}
                  </span>
                </span>
                {/* The founder's next move, drawn (not a control), with its label at every width: on a phone under
                    the message and its time (fix round 31: an unlabelled round icon read as nothing); from 640 px all
                    three the actions' column's width, label centred (fix round 32b: three widths, ragged right edges). */}
                <span
                  className={`col-start-2 flex items-center gap-1.5 justify-self-start rounded-full px-3 py-1.5 text-xs font-semibold sm:col-start-3 sm:justify-center sm:justify-self-stretch sm:px-3.5 sm:py-2 ${
                    item.primary ? 'bg-brand-600 text-white' : 'text-ink-700 ring-1 ring-inset ring-ink-200'
                  }`}
                  aria-hidden="true"
                  data-preview-action={item.primary ? 'primary' : 'quiet'}
                >
                  <span
                    className={`${item.actionIcon} text-sm sm:text-base ${item.primary ? 'text-white' : 'text-ink-500'}`}
                  />
                  {item.action}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <figcaption className="sr-only">{dashboardPreview.caption}</figcaption>
      </figure>
    </Section>
  )
}
