import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { PhaseNotice } from '../../components/sections/PhaseNotice'
import { useMediadatenPdfSize } from '../../components/spotlight/mediadaten-pdf'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { DownloadButton } from '../../components/ui/DownloadButton'
import { mediaHero as hero, mediaAfterEvent, mediadatenPdf } from '../../data/mediadaten'

export function Hero() {
  const links = useLinks()
  const size = useMediadatenPdfSize()
  const over = useTimeline().spotlight === 'over'
  return (
    <PageHero
      id="hero-titel"
      icon="i-lucide-chart-no-axes-combined"
      copy={hero}
      titleClassName="max-w-4xl"
      reveal
      spacing="gap-8 pb-12 pt-16 sm:pb-16 sm:pt-24"
    >
      {over ? <PhaseNotice phase="over">{mediaAfterEvent.notice}</PhaseNotice> : null}
      {/* Phones: the total across, the other two beside each other (three stacked cards pushed the buttons two
          screens down). */}
      <dl className="grid w-full max-w-4xl grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {hero.figures.map((figure, index) => (
          <div
            key={figure.label}
            className={`flex flex-col gap-1 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:p-6 ${index === 0 ? 'col-span-2 sm:col-span-1' : ''}`}
          >
            <dt className="order-2 text-sm font-semibold text-ink-900 sm:text-base">{figure.label}</dt>
            <dd
              className={`order-1 whitespace-nowrap font-extrabold tracking-tight text-ink-900 sm:text-5xl ${index === 0 ? 'text-4xl' : 'text-2xl'}`}
            >
              {figure.value}
            </dd>
            <dd className="order-3 text-sm text-ink-600">{figure.note}</dd>
          </div>
        ))}
      </dl>
      <div className="flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row sm:items-start">
        {/* The page's one primary action is the conversation (round 23: the PDF led here, the booking below). */}
        <ButtonLink href={links.bookingCalendar} external icon="i-lucide-calendar-days" className="w-full sm:w-auto">
          {hero.request}
        </ButtonLink>
        <DownloadButton file={mediadatenPdf} label={hero.download} size={size} variant="secondary" centred />
      </div>
      <p className="flex items-center gap-2 text-sm font-medium text-ink-700">
        <span className="i-lucide-calendar-range shrink-0 text-base text-brand-700" aria-hidden="true" />
        {hero.dates}
      </p>
    </PageHero>
  )
}
