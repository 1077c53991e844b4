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
}

/** The centred hero of the Spotlight's partner pages (jury, partners, startup partners). */
export function EventHero({ icon, copy, phase, notice, children }: Props) {
  return (
    <PageHero
      id="hero-titel"
      badge={{ icon, text: copy.eyebrow }}
      title={copy.title}
      titleAccent={copy.titleAccent}
      titleClassName="max-w-4xl"
      lead={copy.lead}
      reveal
    >
      {notice ? <PhaseNotice phase={phase}>{notice}</PhaseNotice> : null}
      <Actions>{children}</Actions>
      {copy.facts ? <TrustList items={copy.facts} centred /> : null}
    </PageHero>
  )
}
