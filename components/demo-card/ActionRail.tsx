import { useId } from 'react'
import { formatNumber } from '../../lib/format'
import { Icon } from './Icon'
import type { Startup } from './types'

type Props = {
  startup: Startup
  liked: boolean
  chatUrl: string
  onToggleLike: () => void
  onShare: () => void
}

const round =
  'flex h-11 w-11 items-center justify-center rounded-full bg-ink-950/55 text-xl text-white ring-1 ring-white/20 backdrop-blur-sm transition-colors hover:bg-ink-950/75 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white'

/** Lucide's heart, drawn inline so the liked state can be filled. */
export function HeartIcon({ filled, className = 'h-6 w-6' }: { filled: boolean; className?: string }) {
  return <Icon name="heart" filled={filled} className={className} />
}

/** The right-hand column over the video: like (with the count), chat and share. */
export function ActionRail(props: Props) {
  const { startup, liked, chatUrl } = props
  const likesId = useId()
  const likes = startup.likes + (liked ? 1 : 0)
  return (
    <ul className="absolute right-3 bottom-[16.5rem] z-10 flex flex-col items-center gap-2.5" aria-label="Aktionen">
      <li className="flex flex-col items-center">
        <button
          type="button"
          className={`${round} ${liked ? 'text-brand-500' : ''}`}
          aria-pressed={liked}
          aria-label={`${startup.name} auf die Merkliste`}
          aria-describedby={likesId}
          onClick={props.onToggleLike}
          data-action="like"
        >
          <HeartIcon filled={liked} />
        </button>
        <span id={likesId} className="mt-0.5 rounded-full bg-ink-950/60 px-1.5 text-xs font-semibold text-white">
          {formatNumber(likes)}
          <span className="sr-only"> Likes</span>
        </span>
      </li>
      <li>
        <a href={chatUrl} target="_blank" rel="noopener" className={round} data-action="chat">
          <span className="i-lucide-message-circle" aria-hidden="true" />
          <span className="sr-only">Mit {startup.name} chatten: als Angel registrieren (öffnet in neuem Tab)</span>
        </a>
      </li>
      <li>
        <button
          type="button"
          className={round}
          aria-label={`${startup.name} teilen`}
          onClick={props.onShare}
          data-action="share"
        >
          <Icon name="share" />
        </button>
      </li>
    </ul>
  )
}
