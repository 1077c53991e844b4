import { useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { applicationsOpen } from '../../data/timeline'
import { videoTipsSubmit } from './copy'

/** The closing call: submit the pitch (/spotlight-registration) while applications are open, else what comes next. */
export function SubmitSection() {
  const time = useTimeline()
  const open = applicationsOpen(time)
  const copy = open
    ? videoTipsSubmit.open
    : time.spotlight === 'upcoming'
      ? videoTipsSubmit.upcoming
      : videoTipsSubmit.closed
  return (
    <section aria-labelledby="einreichen-titel" className="section-y bg-ink-50" data-phase={time.spotlight}>
      <div className="container-site flex flex-col items-center gap-6 text-center">
        <span className="icon-tile h-14 w-14 text-3xl">
          <span className="i-lucide-send" aria-hidden="true" />
        </span>
        <h2 id="einreichen-titel" className="h-section max-w-2xl">
          {copy.title}
        </h2>
        <p className="lead max-w-2xl">{copy.text}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          {open ? (
            <ButtonLink href="/spotlight-registration" icon="i-lucide-arrow-right">
              {videoTipsSubmit.button}
            </ButtonLink>
          ) : null}
          <ButtonLink href="/spotlight" variant={open ? 'secondary' : 'primary'}>
            {videoTipsSubmit.spotlightLink}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
