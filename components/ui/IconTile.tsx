import type { ReactNode } from 'react'

/**
 * An icon centred in a tile; the tile's size, shape and colours are written out by the caller (or `icon-tile`).
 * The tile is always shown (`flex`): a tile that hides on some screens is written out where it is used.
 */
export function IconTile({ icon, className }: { icon: string; className: string }) {
  return (
    <span className={`flex shrink-0 items-center justify-center ${className}`}>
      <span className={icon} aria-hidden="true" />
    </span>
  )
}

type IconTextProps = {
  icon: string
  /** Size, shape and colours of the tile, written out. */
  tile: string
  title: ReactNode
  text: ReactNode
  /** Classes of the two lines and of the block around them, written out. */
  titleClassName: string
  textClassName: string
  className?: string
}

/** An icon tile beside two lines (a title and its text, a value and its label). */
export function IconText({ icon, tile, title, text, titleClassName, textClassName, className = '' }: IconTextProps) {
  return (
    <>
      <IconTile icon={icon} className={tile} />
      <span className={`flex flex-col ${className}`}>
        <span className={titleClassName}>{title}</span>
        <span className={textClassName}>{text}</span>
      </span>
    </>
  )
}
