// Interim server-only frame of the demo card so pages can place it; replaced by the demo-card island (issue 3).
export type DemoCardVariant = 'default' | 'plattform'

export function DemoCardBlock({ variant = 'default' }: { variant?: DemoCardVariant }) {
  return (
    <div
      data-demo-card={variant}
      className="mx-auto aspect-[9/16] w-full max-w-[360px] rounded-[2.5rem] bg-ink-900 shadow-lift ring-8 ring-ink-900"
    />
  )
}
