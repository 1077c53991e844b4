import { communityUrl } from '../../data/links'
import { useLinks } from '../PageContext'

/**
 * The community pill, docked in the header next to its actions: it takes no room in the layout (it is
 * positioned into the header's free space), so it never covers a hero's buttons, a form or the footer's
 * legal links. community-pill.ts shows it 3 s after load unless it was dismissed within 24 h. Below 1024 px
 * the header holds only the logo, the sign-up and the menu: there the menu's banner invites instead. Beside the
 * navigation it is the icon and its ×: with the word it stood as a third pill between the navigation and Login
 * (round 19, three reviewers); the full invitation is for screen readers, a tooltip names it for the mouse.
 */
export function CommunityPill() {
  const links = useLinks()
  return (
    <aside
      id="community-pill"
      hidden
      aria-label="Spotlight-Community"
      className="community-pill max-lg:!hidden absolute right-full top-1/2 mr-3 flex -translate-y-1/2 items-center whitespace-nowrap rounded-full bg-white ring-1 ring-ink-200"
    >
      {/* One bordered chip, the × behind a divider inside it: a coloured pill beside Login read as a third button
          (round 8), a bare word with a loose × beside the navigation as a glitch (round 11); in mint it read as a
          widget from elsewhere (round 22): white with the header's rings, the icon in the brand's colour. */}
      <a
        href={communityUrl(links, 'floating_pill')}
        title="Spotlight-Community auf WhatsApp"
        target="_blank"
        rel="noopener"
        className="flex h-9 items-center rounded-l-full pl-3 pr-2 text-sm font-semibold text-ink-800 no-underline hover:text-ink-900 hover:underline"
      >
        <span className="i-lucide-message-circle text-base text-brand-700" aria-hidden="true" />
        <span className="sr-only">Spotlight-News aufs Handy: WhatsApp-Community beitreten (öffnet in neuem Tab)</span>
      </a>
      <button
        type="button"
        data-pill-dismiss
        className="flex h-9 w-8 shrink-0 items-center justify-center rounded-r-full border-l border-ink-200 text-ink-600 hover:bg-ink-50 hover:text-ink-900"
        aria-label="Hinweis ausblenden"
      >
        <span className="i-lucide-x text-sm" aria-hidden="true" />
      </button>
    </aside>
  )
}
