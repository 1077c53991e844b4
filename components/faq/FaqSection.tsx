import type { FaqItem } from '../../data/content'
import { Section } from '../ui/Section'
import { Faq } from './Faq'

type Props = {
  title: string
  /** Name of the <details> group (one open at a time). */
  name: string
  items: readonly FaqItem[]
  independent?: boolean
  id?: string
  tone?: 'white' | 'muted'
}

/** The site's one FAQ section: always on a light background, heading on the left, questions on the right. */
export function FaqSection({ title, name, items, independent, id = 'faq', tone = 'white' }: Props) {
  return (
    <Section id={id} tone={tone} layout="split" eyebrow="FAQ" title={title}>
      <Faq name={name} items={items} independent={independent} />
    </Section>
  )
}
