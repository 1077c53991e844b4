import { useCallback, useState } from 'react'
import type { Startup, TeamMember } from '../../data/startups'
import { LazyImage } from '../ui/LazyImage'
import { useImageFallback } from './useImageFallback'

const newTab = <span className="sr-only"> (öffnet in neuem Tab)</span>

/** A row of label/value facts (Key Facts, Funding Details). */
export function FactGrid({ title, facts }: { title: string; facts: [label: string, value: string][] }) {
  return (
    <section className="flex flex-col gap-2" data-facts={title}>
      <div className="text-sm font-bold uppercase tracking-wide text-ink-900" lang="en">
        {title}
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 rounded-2xl bg-ink-50 px-2.5 py-2 ring-1 ring-ink-200">
            <dt className="text-[0.7rem] font-medium text-ink-500" lang="en">
              {label}
            </dt>
            <dd className="text-sm font-bold leading-tight text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** A drawn mock-up of the product's dashboard in the startup's colour, standing in for a screenshot. */
/** The browser bar's three buttons and the widths of the placeholder text lines in the mock screenshot. */
const windowDots = ['close', 'minimise', 'zoom']
const textLineWidths = ['w-full', 'w-4/5', 'w-3/5']

export function ScreenshotMock({ startup }: { startup: Startup }) {
  const colour = startup.headerBadge.bgColor
  const bars = [42, 64, 52, 78, 70, 92]
  return (
    <figure className="mt-1 flex flex-col gap-1.5">
      <div
        role="img"
        aria-label={`Screenshot (Illustration): Dashboard von ${startup.name}`}
        className="overflow-hidden rounded-2xl bg-ink-50 ring-1 ring-ink-200"
      >
        <div className="flex items-center gap-1 bg-white px-3 py-2 ring-1 ring-ink-200">
          {windowDots.map((dot) => (
            <span key={dot} className="h-1.5 w-1.5 rounded-full bg-ink-200" />
          ))}
          <span className="ml-2 h-1.5 w-16 rounded-full bg-ink-100" />
        </div>
        <div className="grid grid-cols-[1fr_1.4fr] gap-2.5 p-3">
          <div className="flex flex-col gap-2">
            <span className="h-2 w-14 rounded-full" style={{ backgroundColor: colour }} />
            {textLineWidths.map((width) => (
              <span key={width} className={`h-1.5 ${width} rounded-full bg-ink-200`} />
            ))}
            <span className="mt-1 h-6 w-full rounded-lg bg-white ring-1 ring-ink-200" />
          </div>
          <div className="flex h-16 items-end gap-1.5 rounded-xl bg-white p-2 ring-1 ring-ink-200">
            {bars.map((height, i) => (
              <span
                key={height}
                className="flex-1 rounded-t"
                style={{ height: `${height}%`, backgroundColor: colour, opacity: 0.45 + i * 0.1 }}
              />
            ))}
          </div>
        </div>
      </div>
      <figcaption className="text-xs text-ink-500">Produktansicht (vereinfachte Darstellung)</figcaption>
    </figure>
  )
}

function FounderPhoto({ member }: { member: TeamMember }) {
  const [failed, setFailed] = useState(false)
  const ref = useImageFallback(useCallback(() => setFailed(true), []))
  const initials = member.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
  if (failed)
    return (
      <span
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-ink-200 text-sm font-bold text-ink-700"
        aria-hidden="true"
      >
        {initials}
      </span>
    )
  return (
    <LazyImage
      ref={ref}
      src={member.image}
      alt=""
      width={44}
      height={44}
      className="h-11 w-11 shrink-0 rounded-full bg-ink-100 object-cover"
      onError={() => setFailed(true)}
    />
  )
}

/** The founding team with a link to each professional-network profile. */
export function Founders({ startup }: { startup: Startup }) {
  return (
    <section className="flex flex-col gap-2 border-t border-ink-100 pt-4">
      <div className="text-sm font-bold uppercase tracking-wide text-ink-900">Gründerteam</div>
      <ul className="flex flex-col gap-2">
        {startup.teamMembers.map((member) => (
          <li
            key={member.name}
            className="flex items-center gap-3 rounded-2xl bg-ink-50 p-2 pr-2.5 ring-1 ring-ink-200"
          >
            <FounderPhoto member={member} />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-ink-900">{member.name}</span>
              <span className="block truncate text-xs text-ink-500">{member.role}</span>
            </span>
            <a
              href={member.linkedinUrl}
              target="_blank"
              rel="noopener"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-lg text-[#0A66C2] ring-1 ring-ink-200 hover:bg-ink-100"
            >
              <span className="i-lucide-linkedin" aria-hidden="true" />
              <span className="sr-only">{member.name} auf LinkedIn (öffnet in neuem Tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Website and press article, both in a new tab. */
export function ProfileLinks({ startup }: { startup: Startup }) {
  const links = [
    { href: startup.website, icon: 'i-lucide-globe', label: 'Website', detail: new URL(startup.website).host },
    { href: startup.pressLink, icon: 'i-lucide-newspaper', label: 'Presse', detail: new URL(startup.pressLink).host },
  ]
  return (
    <section className="flex flex-col gap-2 border-t border-ink-100 pt-4">
      <div className="text-sm font-bold uppercase tracking-wide text-ink-900">Webseite &amp; Presse</div>
      <ul className="grid grid-cols-2 gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener"
              className="flex min-h-12 items-center gap-2 rounded-2xl bg-ink-50 px-3 py-2 no-underline ring-1 ring-ink-200 hover:bg-ink-100"
            >
              <span className={`${link.icon} text-lg text-brand-700`} aria-hidden="true" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink-900">{link.label}</span>
                <span className="block truncate text-[0.7rem] text-ink-500">{link.detail}</span>
              </span>
              {newTab}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
