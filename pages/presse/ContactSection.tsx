import { PersonPhoto } from '../../components/media/PersonPhoto'
import { usePageContext } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { SectionHeading } from '../../components/ui/Section'
import { mailto, telHref } from '../../data/links'
import { site } from '../../data/site'
import { pressContact } from './copy'

/** Press contact (e-mail, phone, website, company page) and the way to general requests. */
export function ContactSection() {
  const { siteUrl, links } = usePageContext()
  const { pressEmail, phone } = links.contact
  const host = new URL(siteUrl).host
  const labels = pressContact.channels
  const channels = [
    { icon: 'i-lucide-mail', label: labels.email, value: pressEmail, href: mailto(pressEmail) },
    ...(phone ? [{ icon: 'i-lucide-phone', label: labels.phone, value: phone, href: telHref(phone) }] : []),
    { icon: 'i-lucide-globe', label: labels.website, value: host, href: `${siteUrl}/` },
    {
      icon: 'i-lucide-linkedin',
      label: labels.linkedin,
      value: pressContact.linkedinValue,
      href: site.linkedinCompany,
      external: true,
    },
  ]
  return (
    <section id="pressekontakt" aria-labelledby="pressekontakt-titel" className="section-y bg-white">
      {/* Review 7.3: beside the tall press card, the general-requests card stretched to its height stood mostly empty.
          Now the press card holds its heading and the channels side by side, the other requests a short row under it. */}
      <div className="container-site flex flex-col gap-6">
        <div className="card grid gap-6 lg:grid-cols-[1fr_1.1fr] lg:gap-x-16" data-press-contact>
          <SectionHeading
            id="pressekontakt-titel"
            eyebrow={pressContact.eyebrow}
            title={pressContact.title}
            className="gap-6"
          >
            <div className="flex items-center gap-4">
              <PersonPhoto name={pressContact.name} src={pressContact.image} size={56} />
              <p className="flex flex-col">
                <span className="text-lg font-semibold text-ink-900">{pressContact.name}</span>
                <span className="text-ink-600">{pressContact.role}</span>
              </p>
            </div>
          </SectionHeading>
          {/* Plain link rows, the address itself the link (review 7.2: grey boxes read as empty form fields); in the
              right column from 1024 px, level with the heading. */}
          <ul className="flex flex-col divide-y divide-ink-200 border-y border-ink-200 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
            {channels.map((channel) => (
              <li key={channel.label}>
                <a
                  href={channel.href}
                  {...(channel.external ? { target: '_blank', rel: 'noopener' } : {})}
                  className="group -mx-3 flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 no-underline transition hover:bg-ink-50"
                >
                  <span className={`${channel.icon} shrink-0 text-xl text-ink-500`} aria-hidden="true" />
                  {/* The label above the address on phones (beside it, the address was cut), beside it wider. */}
                  <span className="flex min-w-0 flex-col sm:flex-row sm:items-baseline sm:gap-3">
                    <span className="shrink-0 text-sm text-ink-600 sm:w-20">{channel.label}</span>
                    <span className="truncate font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 group-hover:decoration-brand-700">
                      {channel.value}
                    </span>
                  </span>
                  <span
                    className={`${channel.external ? 'i-lucide-arrow-up-right' : 'i-lucide-arrow-right'} ml-auto shrink-0 text-lg text-ink-500 transition group-hover:text-brand-700`}
                    aria-hidden="true"
                  />
                  {channel.external ? <span className="sr-only"> (öffnet in neuem Tab)</span> : null}
                </a>
              </li>
            ))}
          </ul>
          <ButtonLink
            href={mailto(pressEmail, pressContact.requestSubject)}
            icon="i-lucide-mail"
            className="sm:justify-self-start lg:col-start-1 lg:row-start-2 lg:self-end"
          >
            {pressContact.request}
          </ButtonLink>
        </div>
        <aside
          aria-labelledby="allgemein-titel"
          className="card-muted flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-6"
          data-general-requests
        >
          <span className="icon-tile shrink-0">
            <span className="i-lucide-message-circle" aria-hidden="true" />
          </span>
          <div className="flex flex-1 flex-col gap-1">
            <h2 id="allgemein-titel" className="text-xl font-bold text-ink-900">
              {pressContact.general.title}
            </h2>
            <p className="prose max-w-2xl">{pressContact.general.text}</p>
          </div>
          <ButtonLink href="/kontakt" variant="secondary" icon="i-lucide-arrow-right" className="shrink-0">
            {pressContact.general.button}
          </ButtonLink>
        </aside>
      </div>
    </section>
  )
}
