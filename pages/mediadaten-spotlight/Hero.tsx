import { Fragment } from 'react'
import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { PhaseNotice } from '../../components/sections/PhaseNotice'
import { useMediadatenPdfSize } from '../../components/spotlight/mediadaten-pdf'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { DownloadButton } from '../../components/ui/DownloadButton'
import { mediaHero as hero, mediaAfterEvent, mediadatenPdf } from '../../data/mediadaten'
import { Stat } from './Stat'

/**
 * The label and, under it, the edition's dates as one compact line above the headline (review of 5 Nov 2025: they
 * stood below the fold at 1280 px and wrapped with the icon hanging on a phone); each date stays whole.
 */
function HeroLabel() {
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="hero-kicker">
        <span className="i-lucide-chart-no-axes-combined" aria-hidden="true" />
        {hero.eyebrow}
      </p>
      <p
        className="flex flex-wrap items-center justify-center gap-x-2 text-sm font-medium text-ink-700"
        data-hero-dates
      >
        <span className="i-lucide-calendar-range text-base text-brand-700" aria-hidden="true" />
        {hero.dates.map((date, index) => (
          <Fragment key={date}>
            {index ? <span>·</span> : null}
            <span className="whitespace-nowrap">{date}</span>
          </Fragment>
        ))}
      </p>
    </div>
  )
}

export function Hero() {
  const links = useLinks()
  const size = useMediadatenPdfSize({ typed: false })
  const over = useTimeline().spotlight === 'over'
  return (
    <PageHero
      id="hero-titel"
      copy={{ ...hero, eyebrow: undefined }}
      mark={<HeroLabel />}
      titleClassName="max-w-4xl"
      reveal
      spacing="gap-8 pb-12 pt-16 sm:pb-16 sm:pt-24"
    >
      {over ? <PhaseNotice phase="over">{mediaAfterEvent.notice}</PhaseNotice> : null}
      {/* Phones: the guarantee across, the other two beside each other (three stacked cards pushed the buttons two
          screens down). */}
      <dl className="grid w-full max-w-4xl grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {hero.figures.map((figure, index) => (
          <Stat
            key={figure.label}
            figure={figure}
            size={index === 0 ? 'lead' : 'lg'}
            className={`items-center rounded-3xl bg-white p-5 text-center shadow-soft ring-1 ring-ink-200 sm:p-6 ${index === 0 ? 'col-span-2 sm:col-span-1' : ''}`}
          />
        ))}
      </dl>
      {/* The PDF's size inside its button: a line under only one of the pair unbalanced it. */}
      <div className="flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row">
        {/* The page's one primary action is the conversation (round 23: the PDF led here, the booking below). */}
        <ButtonLink href={links.bookingCalendar} external icon="i-lucide-calendar-days" className="w-full sm:w-auto">
          {hero.request}
        </ButtonLink>
        <DownloadButton file={mediadatenPdf} label={hero.download} size={size} variant="secondary" centred sizeInside />
      </div>
    </PageHero>
  )
}
