import { useTimeline } from '../../components/PageContext'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { applicationsOpen } from '../../data/timeline'
import { applyHref } from '../../data/voting-grid-copy'
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
    <Section
      tone="muted"
      labelledBy="einreichen-titel"
      phase={time.spotlight}
      contentClassName="flex flex-col items-center gap-6 text-center"
    >
      <span className="icon-tile h-14 w-14 text-3xl">
        <span className="i-lucide-send" aria-hidden="true" />
      </span>
      <h2 id="einreichen-titel" className="h-section max-w-2xl">
        {copy.title}
      </h2>
      <p className="lead max-w-2xl">{copy.text}</p>
      <Actions centred>
        {open ? (
          <ButtonLink href={applyHref} icon="i-lucide-arrow-right">
            {videoTipsSubmit.button}
          </ButtonLink>
        ) : null}
        <ButtonLink href="/spotlight" variant={open ? 'secondary' : 'primary'}>
          {videoTipsSubmit.spotlightLink}
        </ButtonLink>
      </Actions>
    </Section>
  )
}
