import qrcode from 'qrcode-generator'

/** The quiet zone around the code, in modules (the standard asks for four). */
const QUIET = 4

/**
 * A QR code of `value`, drawn on the server as one SVG path (no script, no image request): each row's runs of dark
 * modules as rectangles, on white with the quiet zone around them. Error correction M: a printed or screen code
 * survives a smudge, and a URL of a channel stays a small code. `label` names it for screen readers.
 */
export function QrCode({ value, label, className = '' }: { value: string; label: string; className?: string }) {
  const code = qrcode(0, 'M')
  code.addData(value)
  code.make()
  const count = code.getModuleCount()
  const size = count + 2 * QUIET
  let path = ''
  for (let row = 0; row < count; row++) {
    let col = 0
    while (col < count) {
      if (!code.isDark(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < count && code.isDark(row, col)) col++
      path += `M${start + QUIET} ${row + QUIET}h${col - start}v1h-${col - start}z`
    }
  }
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-qr={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0F1733" />
    </svg>
  )
}
