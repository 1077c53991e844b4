import type { ReactNode } from 'react'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { useLinks } from '../../components/PageContext'
import { partnerContact } from '../../components/spotlight/ContactPerson'
import { useMediadatenPdfSize } from '../../components/spotlight/mediadaten-pdf'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { DownloadButton } from '../../components/ui/DownloadButton'
import { IconTile } from '../../components/ui/IconTile'
import { Section, SectionHeading } from '../../components/ui/Section'
import { communityUrl, mailto, telHref } from '../../data/links'
import { mediaBecomePartner, mediaContact, mediadatenPdf, mediaSignup } from '../../data/mediadaten'
import { privacyNote } from '../../data/signup'

export function BecomePartnerSection() {
  const links = useLinks()
  const { download, consultation, request } = mediaBecomePartner.cards
  const size = useMediadatenPdfSize()
  const cards = [
    {
      icon: 'i-lucide-file-down',
      ...download,
      action: <DownloadButton file={mediadatenPdf} label={download.button} size={size} variant="secondary" />,
    },
    {
      icon: 'i-lucide-calendar-days',
      ...consultation,
      action: (
        <ActionWithNote note={consultation.note}>
          <ButtonLink href={links.bookingCalendar} external icon="i-lucide-arrow-up-right">
            {consultation.button}
          </ButtonLink>
        </ActionWithNote>
      ),
    },
    {
      icon: 'i-lucide-mail',
      ...request,
      action: (
        <ActionWithNote note={`an ${links.contact.email}`}>
          <ButtonLink
            href={mailto(links.contact.email, request.subject, request.body)}
            variant="secondary"
            icon="i-lucide-send"
          >
            {request.button}
          </ButtonLink>
        </ActionWithNote>
      ),
    },
  ]
  const { deliverables } = mediaBecomePartner
  return (
    <Section id="partner-werden" copy={mediaBecomePartner}>
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title}>
            <article className="card flex h-full flex-col items-start gap-4">
              <div className="flex items-center gap-3 md:flex-col md:items-start md:gap-4">
                <IconTile icon={card.icon} className="icon-tile" />
                <h3 className="text-xl font-bold text-ink-900">{card.title}</h3>
              </div>
              <p className="prose">{card.text}</p>
              <div className="mt-auto pt-2">{card.action}</div>
            </article>
          </li>
        ))}
      </ul>
      {/* What a partner gets, under the three ways the heading promises, its icons as the cards' (review of 5 Nov
          2025: the box stood first, with filled gradient icons; round 23: small figures in dark tiles). */}
      <div className="mt-6 rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-200 sm:p-8" data-deliverables>
        <h3 className="h-card">{deliverables.title}</h3>
        <ul className="mt-5 grid gap-5 md:grid-cols-3 md:gap-8">
          {deliverables.items.map((item) => (
            <li key={item.label} className="flex items-start gap-4">
              <IconTile icon={item.icon} className="icon-tile" />
              <p className="flex flex-col gap-0.5">
                <strong className="text-lg font-bold leading-snug text-ink-900">{`${item.value} ${item.label}`}</strong>
                <span className="text-sm text-ink-700">{item.note}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}

/** A card's button with one line under it, as the download button has its file size: the three buttons align. */
function ActionWithNote({ note, children }: { note: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-2">
      {children}
      <span className="text-sm text-ink-600">{note}</span>
    </div>
  )
}

export function SignupSection() {
  const links = useLinks()
  return (
    <Section tone="muted" labelledBy="news-titel" spacing="pb-12 pt-16 sm:pb-16 sm:pt-24">
      <div data-cta="mediadaten" className="grid items-start gap-10 md:grid-cols-[1fr_24rem] md:gap-14">
        <SectionHeading id="news-titel" copy={mediaSignup} className="gap-4 md:pt-6">
          <p className="prose max-w-lg text-lg">{mediaSignup.text}</p>
          <ButtonLink
            href={communityUrl(links, mediaSignup.placement)}
            external
            variant="secondary"
            icon="i-lucide-message-circle"
            className="self-start"
          >
            {mediaSignup.button}
          </ButtonLink>
        </SectionHeading>
        {/* The spec's newsletter-style sign-up card, tagged as the media-data call to action. */}
        <SignUpForm
          tag="mediadaten_cta"
          roles={['partner']}
          title={mediaSignup.cardTitle}
          text={mediaSignup.cardText}
          submit={mediaSignup.cardSubmit}
          privacy={privacyNote(mediaSignup.purpose)}
          className="w-full"
        />
      </div>
    </Section>
  )
}

export function ContactLines() {
  const { email, phone } = useLinks().contact
  const lines = [
    {
      icon: 'i-lucide-mail',
      label: 'E-Mail',
      value: email,
      href: mailto(email, mediaBecomePartner.cards.request.subject),
    },
    ...(phone ? [{ icon: 'i-lucide-phone', label: 'Telefon', value: phone, href: telHref(phone) }] : []),
    { icon: 'i-lucide-clock', label: 'Antwortzeit', value: mediaContact.reply },
  ]
  return (
    <Section
      tone="muted"
      labelledBy="kontakt-titel"
      spacing="pb-16 sm:pb-24"
      contentClassName="flex flex-col items-center gap-6 text-center"
    >
      <h2 id="kontakt-titel" className="text-2xl font-bold tracking-tight text-ink-900">
        {mediaContact.title}
      </h2>
      <p className="text-ink-600">
        <span className="font-semibold text-ink-900">{partnerContact.name}</span> · {partnerContact.role}
      </p>
      <ul className="flex flex-col items-center gap-3 sm:flex-row sm:gap-8">
        {lines.map((line) => (
          <li key={line.label} className="flex items-center gap-2 text-ink-700">
            <span className={`${line.icon} text-lg text-brand-700`} aria-hidden="true" />
            <span className="sr-only">{line.label}: </span>
            {line.href ? (
              <a href={line.href} className="prose-link">
                {line.value}
              </a>
            ) : (
              <span>{line.value}</span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
