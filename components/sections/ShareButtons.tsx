import { linkedInShareUrl } from '../../lib/share'
import { usePageContext } from '../PageContext'

/**
 * Share links (community messaging, professional network, SMS): each opens a new window with text and origin. Light
 * outlined pills with the network's icon, wrapping as the row needs: the section's one filled button is the form's.
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
    <ul className="flex flex-wrap gap-2" aria-label="Teilen">
      {targets.map((target) => (
        <li key={target.label}>
          <a href={target.href} target="_blank" rel="noopener" className="btn-secondary">
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
