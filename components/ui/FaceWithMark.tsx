import { LazyImage } from './LazyImage'

/**
 * A person's 44 px face with a small round mark on its lower right corner saying what they did (viewed, liked, wrote):
 * the dashboard's activity rows and /startups' preview of them. `face` adds to the face's classes (a ring), `mark`
 * colours the mark, `className` places the whole.
 */
export function FaceWithMark({
  src,
  icon,
  face = '',
  mark,
  className = '',
}: {
  src: string
  icon: string
  face?: string
  mark: string
  className?: string
}) {
  return (
    <span className={`relative shrink-0 ${className}`}>
      <LazyImage
        src={src}
        alt=""
        width={44}
        height={44}
        className={`block h-11 w-11 rounded-full bg-ink-100 ${face}`}
      />
      <span
        className={`absolute -bottom-1 -right-1 flex h-5 w-5 items-center justify-center rounded-full text-xs ${mark}`}
        aria-hidden="true"
        data-kind
      >
        <span className={icon} />
      </span>
    </span>
  )
}
