import { communityUrl } from '../../data/links'
import { useLinks } from '../PageContext'

/** Server markup of the floating community pill; community-pill.ts shows it after 3 s unless dismissed. */
export function CommunityPill() {
  const links = useLinks()
  return (
    <aside
      id="community-pill"
      hidden
      aria-label="Spotlight-Community"
      className="community-pill fixed bottom-4 left-1/2 z-30 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 items-center gap-2 rounded-full bg-ink-900 py-2 pl-2 pr-2 text-white shadow-lift"
    >
      <a
        href={communityUrl(links, 'floating_pill')}
        target="_blank"
        rel="noopener"
        className="flex min-w-0 flex-1 items-center gap-3 rounded-full py-1 pl-1 pr-2 text-white no-underline"
      >
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-mint-600">
          <span className="i-lucide-message-circle text-lg" aria-hidden="true" />
        </span>
        <span className="min-w-0 text-sm leading-tight">
          <span className="block font-semibold">Spotlight-News aufs Handy</span>
          <span className="block truncate text-ink-200">WhatsApp-Community beitreten</span>
        </span>
      </a>
      <button
        type="button"
        data-pill-dismiss
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-200 hover:bg-white/10 hover:text-white"
        aria-label="Hinweis ausblenden"
      >
        <span className="i-lucide-x text-lg" aria-hidden="true" />
      </button>
    </aside>
  )
}
