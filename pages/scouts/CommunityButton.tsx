import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { communityUrl } from '../../data/links'
import { scoutRoundCopy } from './copy'

/**
 * The call once the round has closed, in the hero and in the closing panel: to the community, in a new tab. Its label
 * does not fit one line of a phone (round 26: it wrapped left-aligned, the arrow alone at the far right), so it wraps
 * as a two-line button: centred lines, room above and below, the arrow at the end of the text, not at the button's edge.
 */
export function CommunityButton({ className = '' }: { className?: string }) {
  return (
    <ButtonLink
      href={communityUrl(useLinks(), 'scouts')}
      external
      className={`py-3 text-center leading-snug text-balance ${className}`}
    >
      {/* One text node, the label whole (a word joiner keeps the arrow on the last word's line). */}
      <span>
        {`${scoutRoundCopy.closed.button}\u2060`}
        <span className="i-lucide-arrow-up-right ml-2 inline-block align-[-0.125em]" aria-hidden="true" />
      </span>
    </ButtonLink>
  )
}
