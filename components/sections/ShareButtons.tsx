import { usePageContext } from '../PageContext'

/** Share links (community messaging, professional network, SMS): each opens a new window with text and origin. */
export function ShareButtons({ text }: { text: string }) {
  const { siteUrl } = usePageContext()
  const message = `${text} ${siteUrl}`
  const targets = [
    { label: 'WhatsApp', icon: 'i-lucide-message-circle', href: `https://wa.me/?text=${encodeURIComponent(message)}` },
    {
      label: 'LinkedIn',
      icon: 'i-lucide-linkedin',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(siteUrl)}`,
    },
    { label: 'SMS', icon: 'i-lucide-smartphone', href: `sms:?&body=${encodeURIComponent(message)}` },
  ]
  return (
    // One button per line at full width: in a column beside a form a row would wrap unevenly.
    <ul className="grid gap-3 sm:max-w-sm" aria-label="Teilen">
      {targets.map((target) => (
        <li key={target.label}>
          <a href={target.href} target="_blank" rel="noopener" className="btn-secondary w-full">
            <span className={`${target.icon} text-lg`} aria-hidden="true" />
            Per {target.label} teilen
            <span className="sr-only"> (öffnet in neuem Fenster)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
