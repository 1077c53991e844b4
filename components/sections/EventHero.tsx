import type { ReactNode } from 'react'
import { Actions } from '../ui/Actions'
import { PageHero, TrustList } from './PageHero'
import { PhaseNotice } from './PhaseNotice'

type Copy = { eyebrow: string; title: string; titleAccent: string; lead: string; facts?: readonly string[] }

type Props = {
  icon: string
  copy: Copy
  /** The edition phase the page is in; `notice` says where it stands while its call to action is closed. */
  phase: string
  notice?: string
  /** The actions. */
  children: ReactNode
  /** One line under the actions (a sign-up's deadline), in place of the facts. */
  footnote?: ReactNode
  /** A visual beside the text from 1024 px and under it on phones; without one the hero is centred. */
  visual?: ReactNode
  /** Padding and gap beside a visual, written out, where a page needs its own (the partner page: a tighter bottom). */
  spacing?: string
}

/** The hero of the Spotlight's partner pages (jury, partners, startup partners): centred, or beside a visual. */
export function EventHero({ icon, copy, phase, notice, children, footnote, visual, spacing }: Props) {
  return (
    <PageHero
      id="hero-titel"
      badge={{ icon, text: copy.eyebrow }}
      title={copy.title}
      titleAccent={copy.titleAccent}
      titleClassName="max-w-4xl"
      lead={copy.lead}
      reveal
      aside={visual}
      columns="lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]"
      // Beside a visual, room under it for its glow and shadow (the hero clips its decoration: at 96 px the jury
      // portal's glow ended in a straight line, review 5 Nov).
      spacing={spacing ?? (visual ? 'gap-12 pb-20 pt-14 sm:pb-28 sm:pt-20 lg:pb-36 lg:pt-24' : undefined)}
    >
      {notice ? <PhaseNotice phase={phase}>{notice}</PhaseNotice> : null}
      <Actions>{children}</Actions>
      {footnote ?? (copy.facts ? <TrustList items={copy.facts} centred={!visual} /> : null)}
    </PageHero>
  )
}
