import { linkedInShareUrl } from '../../lib/share'
import { usePageContext } from '../PageContext'

/**
 * Share links (community messaging, professional network, SMS): each opens a new window with text and origin. Light
 * outlined pills with the network's icon, three even columns at every width (wrapping, they left „SMS“ alone on
 * phones): the page's filled button is elsewhere.
 */
export function ShareButtons({ text }: { text: string }) {
  const { siteUrl } = usePageContext()
  const message = `${text} ${siteUrl}`
  const targets = [
    { label: 'WhatsApp', icon: 'i-lucide-message-circle', href: `https://wa.me/?text=${encodeURIComponent(message)}` },
    {
      label: 'LinkedIn',
      icon: 'i-lucide-linkedin',
      href: linkedInShareUrl(siteUrl),
    },
    { label: 'SMS', icon: 'i-lucide-smartphone', href: `sms:?&body=${encodeURIComponent(message)}` },
  ]
  return (
    <ul className="grid max-w-md grid-cols-3 gap-2" aria-label="Teilen">
      {targets.map((target) => (
        <li key={target.label} className="grid">
          <a
            href={target.href}
            target="_blank"
            rel="noopener"
            className="btn-secondary gap-1 px-1 text-[0.8125rem] sm:gap-1.5 sm:px-3 sm:text-sm"
          >
            <span className={target.icon} aria-hidden="true" />
            <span className="sr-only">Per </span>
            {target.label}
            <span className="sr-only"> teilen (öffnet in neuem Fenster)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
