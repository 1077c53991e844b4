import { communityUrl } from '../../data/links'
import { useLinks } from '../PageContext'

/**
 * The community pill, docked in the header next to its actions: it takes no room in the layout (it is
 * positioned into the header's free space), so it never covers a hero's buttons, a form or the footer's
 * legal links. community-pill.ts shows it 3 s after load unless it was dismissed within 24 h. Below 1024 px
 * the header holds only the logo, the sign-up and the menu: there the menu's banner invites instead. Beside the
 * navigation there is room for the icon up to 1279 px and for icon and word from 1280 px; the full invitation is
 * for screen readers, a tooltip names it for the mouse.
 */
export function CommunityPill() {
  const links = useLinks()
  return (
    <aside
      id="community-pill"
      hidden
      aria-label="Spotlight-Community"
      className="community-pill max-lg:!hidden absolute right-full top-1/2 mr-2 flex -translate-y-1/2 items-center whitespace-nowrap"
    >
      {/* Quiet, like a navigation link with its own ×: a coloured pill beside Login and Early Access read as a
          third button or a filter tag (reviews, round 8). */}
      <a
        href={communityUrl(links, 'floating_pill')}
        title="Spotlight-Community auf WhatsApp"
        target="_blank"
        rel="noopener"
        className="flex h-9 items-center gap-2 rounded-full px-2.5 text-sm font-semibold text-ink-700 no-underline hover:bg-ink-50 hover:text-ink-900"
      >
        <span className="i-lucide-message-circle text-lg text-mint-700" aria-hidden="true" />
        <span className="hidden xl:inline" aria-hidden="true">
          Community
        </span>
        <span className="sr-only">Spotlight-News aufs Handy: WhatsApp-Community beitreten (öffnet in neuem Tab)</span>
      </a>
      <button
        type="button"
        data-pill-dismiss
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-ink-500 hover:bg-ink-50 hover:text-ink-900"
        aria-label="Hinweis ausblenden"
      >
        <span className="i-lucide-x text-sm" aria-hidden="true" />
      </button>
    </aside>
  )
}
