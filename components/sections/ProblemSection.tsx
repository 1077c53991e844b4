import { IconTile } from '../ui/IconTile'
import { revealProps } from '../ui/reveal-style'
import { Section } from '../ui/Section'

type ProblemItem = {
  icon: string
  /** A headline figure set in the brand gradient before the title ("4–6 Monate"). */
  figure?: string
  title: string
  text: string
  /** A second, quieter sentence. */
  detail?: string
}

type Props = {
  id?: string
  eyebrow: string
  title: string
  intro?: string
  items: readonly ProblemItem[]
}

/**
 * The one "problem" section of the site (home, /startups, /plattform, /apply, /old-home): the heading on the
 * left, the pains as a compact, ruled list on the right – no card grid, so it reads differently from the
 * feature grids around it and stays short on phones.
 */
export function ProblemSection({ id = 'problem', eyebrow, title, intro, items }: Props) {
  return (
    <Section id={id} tone="muted" layout="split" eyebrow={eyebrow} title={title} intro={intro}>
      <ul className="divide-y divide-ink-200 border-y border-ink-200">
        {items.map((item, index) => (
          <li
            key={item.title}
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 py-5 sm:gap-x-6 sm:py-6"
            {...revealProps(index % 3)}
          >
            <IconTile icon={item.icon} className="icon-tile row-span-2 h-11 w-11 rounded-xl text-xl" />
            <h3 className="flex flex-col pt-1">
              {item.figure ? (
                <span className="text-gradient-brand text-2xl font-extrabold tracking-tight">{item.figure}</span>
              ) : null}
              <span className="h-card">{item.title}</span>
            </h3>
            <p className="prose">
              {item.text}
              {item.detail ? <span className="text-ink-500"> {item.detail}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
