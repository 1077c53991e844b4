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
      <div className="container-site grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        <SectionHeading
          id="pressekontakt-titel"
          eyebrow={pressContact.eyebrow}
          title={pressContact.title}
          className="card gap-6"
        >
          <div className="flex items-center gap-4">
            <PersonPhoto name={pressContact.name} src={pressContact.image} size={56} />
            <p className="flex flex-col">
              <span className="text-lg font-semibold text-ink-900">{pressContact.name}</span>
              <span className="text-ink-600">{pressContact.role}</span>
            </p>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2 sm:[&>*:last-child:nth-child(odd)]:col-span-2">
            {channels.map((channel) => (
              <li key={channel.label}>
                <a
                  href={channel.href}
                  {...(channel.external ? { target: '_blank', rel: 'noopener' } : {})}
                  className="flex min-h-11 items-center gap-3 rounded-2xl bg-ink-50 px-4 py-3 no-underline ring-1 ring-ink-200 transition hover:bg-ink-100"
                >
                  <span className={`${channel.icon} shrink-0 text-xl text-brand-700`} aria-hidden="true" />
                  <span className="flex min-w-0 flex-col">
                    <span className="text-xs font-semibold uppercase tracking-wider text-ink-600">{channel.label}</span>
                    <span className="truncate font-semibold text-ink-900">{channel.value}</span>
                  </span>
                  {channel.external ? <span className="sr-only"> (öffnet in neuem Tab)</span> : null}
                </a>
              </li>
            ))}
          </ul>
          <ButtonLink
            href={mailto(pressEmail, pressContact.requestSubject)}
            icon="i-lucide-send"
            className="sm:self-start"
          >
            {pressContact.request}
          </ButtonLink>
        </SectionHeading>
        <aside
          aria-labelledby="allgemein-titel"
          className="flex flex-col items-start gap-4 rounded-3xl bg-gradient-ink p-6 text-white sm:p-8"
        >
          <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-white/10 text-2xl text-brand-200">
            <span className="i-lucide-message-circle" aria-hidden="true" />
          </span>
          <h2 id="allgemein-titel" className="text-2xl font-bold">
            {pressContact.general.title}
          </h2>
          <p className="text-ink-100">{pressContact.general.text}</p>
          <ButtonLink href="/kontakt" variant="light" icon="i-lucide-arrow-right" className="mt-2">
            {pressContact.general.button}
          </ButtonLink>
        </aside>
      </div>
    </section>
  )
}
