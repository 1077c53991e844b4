import { communityUrl } from '../../data/links'
import { accountLinks, mainNavigation } from '../../data/navigation'
import { useLinks, usePageContext } from '../PageContext'
import { Logo } from '../ui/Logo'
import { CommunityPill } from './CommunityPill'

const isCurrent = (href: string, path: string) => (href === '/' ? path === '/' : path.startsWith(href))

export function Header() {
  const links = useLinks()
  const { urlPathname } = usePageContext()
  const [register, login] = accountLinks(links)
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100/80 bg-white/90 backdrop-blur">
      <div className="container-site flex h-16 items-center gap-4 lg:gap-8">
        <a href="/" className="shrink-0 rounded-lg no-underline" aria-label="OnePitch – zur Startseite">
          <Logo />
        </a>
        <nav aria-label="Hauptnavigation" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={isCurrent(item.href, urlPathname) ? 'page' : undefined}
                  className="rounded-full px-4 py-2 text-sm font-medium text-ink-700 no-underline hover:bg-ink-50 hover:text-ink-900 aria-[current=page]:bg-ink-100 aria-[current=page]:text-ink-900"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="relative ml-auto flex items-center gap-2">
          <CommunityPill />
          <a href={login?.href} target="_blank" rel="noopener" className="btn-secondary btn-sm hidden lg:inline-flex">
            {login?.label}
            <span className="sr-only"> (öffnet in neuem Tab)</span>
          </a>
          <a href={register?.href} target="_blank" rel="noopener" className="btn-primary btn-sm hidden lg:inline-flex">
            {register?.label}
            <span className="sr-only"> (öffnet in neuem Tab)</span>
          </a>
          <button
            type="button"
            popoverTarget="mobile-menu"
            className="btn-secondary h-11 w-11 min-h-11 px-0 lg:hidden"
            aria-label="Menü öffnen"
          >
            <span className="i-lucide-menu text-xl" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div id="mobile-menu" popover="auto" role="dialog" className="mobile-menu" aria-label="Menü">
        <div className="flex h-full flex-col gap-6 p-6">
          <div className="flex items-center justify-between">
            <Logo />
            <button
              type="button"
              popoverTarget="mobile-menu"
              popoverTargetAction="hide"
              className="btn-secondary btn-sm"
              aria-label="Menü schließen"
            >
              <span className="i-lucide-x text-xl" aria-hidden="true" />
            </button>
          </div>
          <nav aria-label="Mobile Navigation">
            <ul className="flex flex-col gap-1">
              {mainNavigation.map((item) => (
                <li key={item.href}>
                  <a
                    href={item.href}
                    aria-current={isCurrent(item.href, urlPathname) ? 'page' : undefined}
                    className="block rounded-2xl px-4 py-3 text-lg font-semibold text-ink-800 no-underline hover:bg-ink-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-3">
            <a href={register?.href} target="_blank" rel="noopener" className="btn-primary">
              {register?.label}
              <span className="sr-only"> (öffnet in neuem Tab)</span>
            </a>
            <a href={login?.href} target="_blank" rel="noopener" className="btn-secondary">
              {login?.label}
              <span className="sr-only"> (öffnet in neuem Tab)</span>
            </a>
          </div>
          <a
            href={communityUrl(links, 'mobile_menu')}
            target="_blank"
            rel="noopener"
            className="mt-auto flex items-center gap-3 rounded-2xl bg-mint-50 p-4 text-ink-900 no-underline ring-1 ring-mint-200"
          >
            <span className="i-lucide-message-circle text-2xl text-mint-700" aria-hidden="true" />
            <span>
              <span className="block font-semibold">Spotlight-Community</span>
              <span className="block text-sm text-ink-600">Event-News direkt aufs Handy – jetzt beitreten</span>
            </span>
          </a>
        </div>
      </div>
    </header>
  )
}
