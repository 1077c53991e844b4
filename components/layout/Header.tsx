import { communityUrl } from '../../data/links'
import { useLinks, usePageContext } from '../PageContext'
import { Logo } from '../ui/Logo'
import { CommunityPill } from './CommunityPill'
import { showsCommunityPill } from './header-settings'
import { AccountLinks, NavList } from './NavList'

export function Header() {
  const links = useLinks()
  const { config } = usePageContext()
  const sticky = config.headerSticky !== false
  return (
    // Solid white: a translucent bar turned grey over the dark sections it scrolls over (round 20).
    <header
      data-site-header
      className={`${sticky ? 'sticky top-0' : 'relative'} z-40 border-b border-ink-100/80 bg-white`}
    >
      <div className="container-site flex h-16 items-center gap-4 lg:gap-8">
        <a href="/" className="shrink-0 rounded-lg no-underline" aria-label="OnePitch&nbsp;– zur Startseite">
          <Logo />
        </a>
        <NavList layout="bar" />
        <div className="relative ml-auto flex items-center gap-2">
          {showsCommunityPill(config) && <CommunityPill />}
          <AccountLinks layout="bar" />
          <MenuButton className="btn-secondary h-11 w-11 min-h-11 px-0 lg:hidden" />
        </div>
      </div>
      <div id="mobile-menu" popover="auto" role="dialog" className="mobile-menu" aria-label="Menü">
        <div className="flex h-full flex-col gap-6 p-6">
          <div className="flex items-center justify-between">
            <Logo />
            <MenuButton close className="btn-secondary btn-sm" />
          </div>
          <NavList layout="menu" />
          <AccountLinks layout="menu" />
          <a
            href={communityUrl(links, 'mobile_menu')}
            target="_blank"
            rel="noopener"
            className="mt-auto flex items-center gap-3 rounded-2xl bg-mint-50 p-4 text-ink-900 no-underline ring-1 ring-mint-200"
          >
            <span className="i-lucide-message-circle text-2xl text-mint-700" aria-hidden="true" />
            <span>
              <span className="block font-semibold">Spotlight-Community</span>
              <span className="block text-sm text-ink-600">Event-News direkt aufs Handy&nbsp;– jetzt beitreten</span>
            </span>
          </a>
        </div>
      </div>
    </header>
  )
}

/** The button that opens the mobile menu, or closes it from inside (a popover: no JavaScript). */
function MenuButton({ close = false, className }: { close?: boolean; className: string }) {
  return (
    <button
      type="button"
      popoverTarget="mobile-menu"
      popoverTargetAction={close ? 'hide' : undefined}
      className={className}
      aria-label={close ? 'Menü schließen' : 'Menü öffnen'}
    >
      <span className={close ? 'i-lucide-x text-xl' : 'i-lucide-menu text-xl'} aria-hidden="true" />
    </button>
  )
}
