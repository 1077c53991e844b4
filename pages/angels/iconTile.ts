/**
 * The icon of the page's icon lists (the benefits): bare, 20 px, in ink (review 28: a pink tile
 * around each icon spent the magenta that marks actions and links).
 */
export const iconTile = 'mt-0.5 h-6 w-6 text-xl text-ink-700'
