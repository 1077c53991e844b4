/** An icon centred in a tile; the tile's size, shape and colours are written out by the caller (or `icon-tile`). */
export function IconTile({ icon, className }: { icon: string; className: string }) {
  return (
    <span className={`flex shrink-0 items-center justify-center ${className}`}>
      <span className={icon} aria-hidden="true" />
    </span>
  )
}
