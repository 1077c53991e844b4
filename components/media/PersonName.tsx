const tones = {
  light: { name: 'font-semibold text-ink-900', role: 'text-sm text-ink-700' },
  dark: { name: 'font-semibold text-white', role: 'text-sm text-ink-100' },
} as const

type Props = {
  name: string
  role: string
  /** `dark` on ink sections and panels. */
  tone?: keyof typeof tones
  /** `p` where the name stands as a paragraph of its own, not inside a caption or a list item. */
  as?: 'span' | 'p'
}

/** A person's name above their role, beside their photo: one byline for quotes, contacts and team cards. */
export function PersonName({ name, role, tone = 'light', as: Box = 'span' }: Props) {
  const colours = tones[tone]
  return (
    <Box className="flex flex-col">
      <span className={colours.name}>{name}</span>
      <span className={colours.role}>{role}</span>
    </Box>
  )
}
