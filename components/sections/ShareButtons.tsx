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
    // Three filled tiles, the icon over the label, in one row at every width (pills would not fit a phone's row, and
    // outlined ones at full width read as input fields beside a form).
    <ul className="grid max-w-md grid-cols-3 gap-3" aria-label="Teilen">
      {targets.map((target) => (
        <li key={target.label}>
          <a
            href={target.href}
            target="_blank"
            rel="noopener"
            className="btn-dark h-full w-full flex-col gap-1 rounded-2xl px-2 py-4 text-sm"
          >
            <span className={`${target.icon} text-2xl`} aria-hidden="true" />
            <span className="sr-only">Per </span>
            {target.label}
            <span className="sr-only"> teilen (öffnet in neuem Fenster)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
