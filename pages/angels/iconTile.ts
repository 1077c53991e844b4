/** The icon tile of the page's icon lists (the demo's steps, the benefits): one tint that reads on white and on grey. */
export const iconTile = 'h-10 w-10 rounded-xl bg-brand-100 text-xl text-brand-700'
