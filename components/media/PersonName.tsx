import { TextStack } from '../ui/TextStack'

type Props = {
  name: string
  role: string
  /** `dark` on ink sections and panels. */
  tone?: 'light' | 'dark'
  /** `p` where the name stands as a paragraph of its own, not inside a caption or a list item. */
  as?: 'span' | 'p'
}

/** A person's name above their role, beside their photo: one byline for quotes, contacts and team cards. */
export function PersonName({ name, role, tone = 'light', as = 'span' }: Props) {
  return <TextStack top={name} bottom={role} look={tone === 'dark' ? 'personDark' : 'person'} as={as} />
}
