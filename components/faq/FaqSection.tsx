import type { FaqItem } from '../../data/content'
import { mailto } from '../../data/links'
import { useLinks } from '../PageContext'
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
  /** The way to ask what the list does not answer; off where the page's own contact follows (/ueber-uns). */
  askUs?: boolean
  /**
   * That way's sentence where the page needs its own (default: the address's „Schreib uns …“): /accelerator names it
   * the general contact, beside its partnership's own reply time.
   */
  askUsText?: string
  /** How the page addresses its readers: `du` (founders, angels) or `ihr` (accelerators, teams). */
  address?: Address
  /** The questions' look (see `Faq`): separate cards by default, hairline-divided rows in one container. */
  look?: 'cards' | 'rows'
  /** The heading's and the questions' columns from 1024 px (`Section`'s `splitColumns`; default 5 : 7). */
  columns?: string
  /** The label over the heading (default „FAQ“); `false` where the heading says it all (/angels, fix round 31). */
  eyebrow?: string | false
  /** The heading block sticks while the questions scroll (`Section`'s `stickyHeading`, default on). */
  stickyHeading?: boolean
  /** The way to ask as wide as its column (/ueber-uns: at its 384 px cap it stopped short of the column's edge). */
  askUsFull?: boolean
}

type Address = 'du' | 'ihr'

const askUsCopy: Record<Address, { question: string; text: string }> = {
  du: {
    question: 'Deine Frage ist nicht dabei?',
    text: 'Schreib uns\u00a0– wir antworten in der Regel innerhalb von 24\u00a0Stunden.',
  },
  ihr: {
    question: 'Eure Frage ist nicht dabei?',
    text: 'Schreibt uns\u00a0– wir antworten in der Regel innerhalb von 24\u00a0Stunden.',
  },
}

/**
 * The site's one FAQ section: always on a light background, heading on the left, questions on the right.
 * Under the heading a way to ask what the list does not answer, so the left column is never a bare title; on
 * phones, where the heading stands above the questions, it follows them (asked before the questions, it read as
 * the first answer).
 */
export function FaqSection({
  title,
  name,
  items,
  independent,
  id = 'faq',
  tone = 'white',
  askUs = true,
  askUsText,
  address = 'du',
  look,
  columns,
  eyebrow = 'FAQ',
  stickyHeading,
  askUsFull = false,
}: Props) {
  const width = askUsFull ? 'w-full' : 'max-w-sm'
  return (
    <Section
      id={id}
      tone={tone}
      layout="split"
      splitColumns={columns}
      stickyHeading={stickyHeading}
      eyebrow={eyebrow || undefined}
      title={title}
      headingExtra={
        askUs ? <AskUs address={address} text={askUsText} width={width} className="mt-4 hidden lg:flex" /> : undefined
      }
    >
      <Faq name={name} items={items} independent={independent} look={look} />
      {askUs ? <AskUs address={address} text={askUsText} width={width} className="mt-8 flex lg:hidden" /> : null}
    </Section>
  )
}

/** A way to ask what the list does not answer: the address and the contact form. */
function AskUs({
  address,
  text,
  width,
  className,
}: {
  address: Address
  text?: string
  width: string
  className: string
}) {
  const { contact } = useLinks()
  const copy = askUsCopy[address]
  return (
    <div className={`${width} flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-ink-200 ${className}`}>
      <p className="flex items-center gap-2 font-semibold text-ink-900">
        <span className="i-lucide-message-circle-question text-lg text-brand-600" aria-hidden="true" />
        {copy.question}
      </p>
      <p className="text-sm leading-relaxed text-ink-700">{text ?? copy.text}</p>
      <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
        <a className="prose-link inline-flex min-h-6 items-center" href={mailto(contact.email)}>
          {contact.email}
        </a>
        <a className="prose-link inline-flex min-h-6 items-center" href="/kontakt">
          Zur Kontaktseite
        </a>
      </p>
    </div>
  )
}
