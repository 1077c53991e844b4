import { communityUrl } from '../../data/links'
import { useLinks } from '../PageContext'

/**
 * The community pill. community-pill.ts shows it 3 s after load unless it was dismissed within 24 h. It never covers
 * content:
 * - Below 1024 px the header holds only the logo, the sign-up and the menu: there the menu's banner invites instead.
 * - From 1024 px it is docked in the header next to its actions, positioned into the header's free space. There it
 *   is the icon and its ×: with the word it stood as a third pill between the navigation and Login (round 19).
 * - From 1280 px it floats in the page's right margin, at the foot of the screen, a round button with its × as a
 *   small badge. The margin is wider than the button there. Docked beside the navigation, every reviewer read it as
 *   an unlabelled stray widget (rounds 22–25); in the corner it is the familiar chat button.
 * The full invitation is for screen readers; a tooltip names it for the mouse.
 */
export function CommunityPill() {
  const links = useLinks()
  return (
    <aside
      id="community-pill"
      hidden
      aria-label="Spotlight-Community"
      className="community-pill max-lg:!hidden absolute right-full top-1/2 mr-3 flex -translate-y-1/2 items-center whitespace-nowrap rounded-full bg-white ring-1 ring-ink-200 xl:fixed xl:bottom-6 xl:right-5 xl:top-auto xl:mr-0 xl:translate-y-0 xl:shadow-lift"
    >
      {/* One bordered chip, the × behind a divider inside it: a coloured pill beside Login read as a third button
          (round 8), a bare word with a loose × beside the navigation as a glitch (round 11); in mint it read as a
          widget from elsewhere (round 22): white with the header's rings, the icon in the brand's colour. */}
      <a
        href={communityUrl(links, 'floating_pill')}
        title="Spotlight-Community auf WhatsApp"
        target="_blank"
        rel="noopener"
        className="flex h-9 items-center rounded-l-full pl-3 pr-2 text-sm font-semibold text-ink-800 no-underline hover:text-ink-900 hover:underline xl:size-12 xl:justify-center xl:rounded-full xl:p-0"
      >
        <span className="i-lucide-message-circle text-base text-brand-700 xl:text-2xl" aria-hidden="true" />
        <span className="sr-only">Spotlight-News aufs Handy: WhatsApp-Community beitreten (öffnet in neuem Tab)</span>
      </a>
      <button
        type="button"
        data-pill-dismiss
        className="flex h-9 w-8 shrink-0 items-center justify-center rounded-r-full border-l border-ink-200 text-ink-600 hover:bg-ink-50 hover:text-ink-900 xl:absolute xl:-left-2 xl:-top-2 xl:size-6 xl:rounded-full xl:border-none xl:bg-white xl:shadow-soft xl:ring-1 xl:ring-ink-200"
        aria-label="Hinweis ausblenden"
      >
        <span className="i-lucide-x text-sm" aria-hidden="true" />
      </button>
    </aside>
  )
}
