import { votingRule } from '../../data/voting-rule'
import { CheckList } from '../ui/CheckList'
import { VoterEmailForm } from './VoterEmailForm'

/**
 * The rule of the vote, stated where people vote, with the e-mail step as a plain form for browsers without
 * JavaScript: there a heart of an unconfirmed browser leads here (303 to #stimme-bestaetigen).
 */
export function VotingRule({ open }: { open: boolean }) {
  return (
    <div
      id={votingRule.id}
      className="flex scroll-mt-24 flex-col gap-5 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink-200 sm:p-8"
    >
      <h3 className="h-card">{votingRule.title}</h3>
      <CheckList items={votingRule.points} />
      {/* The form for browsers without JavaScript only: with it, the heart that needs the address opens the step as a
          dialog (round 23: an always-visible field asked everyone to confirm a vote they had not cast). */}
      {open ? (
        <noscript>
          <p className="text-sm text-ink-700">{votingRule.askNote}</p>
          <VoterEmailForm idPrefix="stimme" />
        </noscript>
      ) : null}
    </div>
  )
}
