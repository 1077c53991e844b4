import { platformFigures } from '../../data/figures'
import { communityUrl } from '../../data/links'
import { footerColumns } from '../../data/navigation'
import { site } from '../../data/site'
import { useLinks, usePageContext, useTimeline } from '../PageContext'
import { Logo } from '../ui/Logo'

/** The site map, or on a short page that ends a task (`footer: 'compact'`, the error page) one light row. */
export function Footer() {
  const { config, is404, abortStatusCode, errorWhileRendering } = usePageContext()
  const errorPage = Boolean(is404 || abortStatusCode || errorWhileRendering)
  return config.footer === 'compact' || errorPage ? <CompactFooter /> : <FullFooter />
}

/** The links every footer ends with: the legal notice here, privacy and terms in the app. */
function useLegalLinks() {
  const links = useLinks()
  return [
    { href: '/impressum', label: 'Impressum', external: false },
    { href: `${links.registrationApp}/datenschutz`, label: 'Datenschutz', external: true },
    { href: `${links.registrationApp}/agb`, label: 'AGB', external: true },
  ]
}

function LegalLinks({ className }: { className: string }) {
  const { urlPathname } = usePageContext()
  return (
    <ul className="flex flex-wrap gap-x-6">
      {useLegalLinks().map((item) => (
        <li key={item.label}>
          <a
            href={item.href}
            aria-current={item.href === urlPathname ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center no-underline aria-[current]:font-semibold ${className}`}
            {...(item.external ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

function CompactFooter() {
  const { year } = useTimeline()
  return (
    <footer className="border-t border-ink-200 bg-white text-ink-700">
      {/* From 1280 px the community button floats at the screen's foot: while it shows, the last row ends above it
          (`footer-end`, base.css). */}
      <div className="footer-end container-site flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <a href="/" className="rounded-lg no-underline" aria-label="OnePitch&nbsp;– zur Startseite">
            <Logo />
          </a>
          <p>
            © {year} {site.legalName}
          </p>
        </div>
        <LegalLinks className="text-ink-700 hover:text-ink-900" />
      </div>
    </footer>
  )
}

function FullFooter() {
  const links = useLinks()
  const { urlPathname } = usePageContext()
  const { year, launch } = useTimeline()
  const social = [
    { href: site.linkedinCompany, label: 'LinkedIn', icon: 'i-lucide-linkedin' },
    { href: site.instagram, label: 'Instagram', icon: 'i-lucide-instagram' },
    { href: communityUrl(links, 'footer'), label: 'WhatsApp-Community', icon: 'i-lucide-message-circle' },
  ]
  return (
    <footer className="border-t border-white/10 bg-ink-950 text-ink-200">
      <div className="container-site grid grid-cols-2 gap-x-6 gap-y-10 py-14 sm:py-16 md:grid-cols-[1.4fr_repeat(3,1fr)] md:gap-12">
        <div className="col-span-2 flex flex-col gap-4 md:col-span-1">
          <Logo inverted />
          <p className="max-w-xs text-balance text-sm leading-relaxed text-ink-200">
            {site.tagline} Ein&nbsp;60‑Sekunden‑Pitch, {platformFigures.angels} verifizierte Business Angels. Aus{' '}
            {site.city}.
          </p>
          <ul className="flex gap-2" aria-label="Soziale Netzwerke">
            {social.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener"
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white no-underline hover:bg-white/20"
                >
                  <span className={`${item.icon} text-lg`} aria-hidden="true" />
                  <span className="sr-only">{item.label} (öffnet in neuem Tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column, index) => (
          // Every column a list under its title, also the odd last one on phones (round 21: its links in a row read as
          // a different kind of list). On phones the second column spans two rows, so the odd last one stands under the
          // first: the lists end ragged at the bottom right, as a text does (alone in a third row, or under the second
          // beside an empty left half, it read as a hole: round 25).
          <nav key={column.title} aria-label={column.title} className={index === 1 ? 'max-md:row-span-2' : undefined}>
            <h2 className="mb-2 text-sm font-semibold uppercase tracking-wider text-white">{column.title}</h2>
            <ul className="flex flex-col text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={link.href === urlPathname ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center text-ink-200 no-underline hover:text-white aria-[current]:font-semibold aria-[current]:text-white md:min-h-9"
                  >
                    {typeof link.label === 'string' ? link.label : link.label[launch]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        {/* The community button's room while it shows, as in the compact footer. */}
        <div className="footer-end container-site flex flex-col gap-2 py-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.legalName}
          </p>
          <LegalLinks className="text-ink-200 hover:text-white aria-[current]:text-white" />
        </div>
      </div>
    </footer>
  )
}
