/*
 * Keyboard use of the demo card while it (or a control inside it) has focus: ←/→ switch startups,
 * Space plays or pauses, M mutes, L likes, Enter opens and Escape closes the profile. While the profile
 * is open only Escape belongs to the card, so arrows and Space scroll the profile as usual.
 */

export type CardAction =
  | 'previous'
  | 'next'
  | 'togglePlay'
  | 'toggleMute'
  | 'toggleLike'
  | 'openProfile'
  | 'closeProfile'

export type KeyInput = {
  key: string
  /** Ctrl, Alt or Meta held: browser and screen-reader shortcuts are left alone. */
  modifier: boolean
  profileOpen: boolean
  /** The key went to a button, link or field inside the card, whose own Space/Enter must keep working. */
  onControl: boolean
}

export function keyAction({ key, modifier, profileOpen, onControl }: KeyInput): CardAction | null {
  if (modifier) return null
  if (profileOpen) return key === 'Escape' ? 'closeProfile' : null
  switch (key) {
    case 'ArrowLeft':
      return 'previous'
    case 'ArrowRight':
      return 'next'
    case ' ':
    case 'Spacebar':
      return onControl ? null : 'togglePlay'
    case 'Enter':
      return onControl ? null : 'openProfile'
    case 'm':
    case 'M':
      return 'toggleMute'
    case 'l':
    case 'L':
      return 'toggleLike'
    default:
      return null
  }
}
