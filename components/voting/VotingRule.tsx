import { votingRule } from '../../data/voting-rule'
import { CheckList } from '../ui/CheckList'
import { VoterEmailForm } from './VoterEmailForm'

/**
 * The rule of the vote, stated where people vote: the two points every voter needs, how votes are checked and what is
 * stored one tap away. With it the e-mail step as a plain form for browsers without JavaScript: there a heart of an
 * unconfirmed browser leads here (303 to #stimme-bestaetigen).
 */
export function VotingRule({
  open,
  extra,
}: {
  open: boolean /** One more check, from the page (the kickstart's bonus). */
  extra?: string
}) {
  return (
    <div
      id={votingRule.id}
      className="flex h-full scroll-mt-24 flex-col gap-4 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink-200 sm:p-8"
    >
      <h3 className="h-card">{votingRule.title}</h3>
      <CheckList items={votingRule.points} />
      <details className="group text-sm text-ink-700" data-voting-checks>
        <summary className="inline-flex min-h-6 cursor-pointer items-center gap-1 font-semibold text-brand-700">
          {votingRule.more}
          <span className="i-lucide-chevron-down transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 leading-relaxed">
          {[...votingRule.checks, ...(extra ? [extra] : [])].map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </details>
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
