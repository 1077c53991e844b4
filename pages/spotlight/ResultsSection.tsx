import type { ReactNode } from 'react'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { KeyFigure } from '../../components/ui/KeyFigure'
import { MetaItem } from '../../components/ui/MetaItem'
import { Section, SectionHeading } from '../../components/ui/Section'
import { votesLabel } from '../../components/voting/votes'
import { communityUrl } from '../../data/links'
import { allFinalists, finalWinner, votePrizeWinners, wildcardWinner } from '../../data/spotlight-results'
import { spotlightResultsCopy as copy, spotlightRecap as recap } from './copy-results'

/**
 * The two headline results: the final's winner the page's one ink card, the wildcard a plain card beside it (review
 * round 28: the gradient stays on the primary button and the headline's accent).
 */
const resultLooks = {
  ink: { card: 'bg-gradient-ink text-white', label: 'text-ink-200', text: 'text-ink-100' },
  plain: { card: 'bg-white text-ink-900 ring-1 ring-ink-200', label: 'text-ink-500', text: 'text-ink-700' },
} as const

type ResultCardProps = {
  look: keyof typeof resultLooks
  /** The card's data attribute, kept for tests. */
  data: Record<`data-${string}`, string>
  icon: string
  label: string
  name: string
  text: string
  /** The facts at the card's foot (city, votes). */
  children: ReactNode
}

function ResultCard({ look, data, icon, label, name, text, children }: ResultCardProps) {
  const style = resultLooks[look]
  return (
    <article className={`flex flex-col gap-4 rounded-3xl p-6 sm:p-8 ${style.card}`} {...data}>
      <p className={`inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider ${style.label}`}>
        <span className={`${icon} text-lg`} aria-hidden="true" />
        {label}
      </p>
      <h3 className="text-3xl font-extrabold tracking-tight sm:text-4xl" data-result-name>
        {name}
      </h3>
      <p className={`text-lg leading-relaxed ${style.text}`}>{text}</p>
      {children}
    </article>
  )
}

/** After the edition: the winner of the final, the wildcard, all finalists and the prize winners of the vote. */
export function ResultsSection() {
  return (
    <Section id={copy.id} copy={copy}>
      <div className="flex flex-col gap-12">
        <div className="grid gap-5 lg:grid-cols-2">
          <ResultCard
            look="ink"
            data={{ 'data-final-winner': finalWinner.id }}
            icon="i-lucide-trophy"
            label={copy.winnerLabel}
            name={finalWinner.name}
            text={finalWinner.pitch}
          >
            <MetaItem icon="i-lucide-map-pin" as="p" className="mt-auto text-sm text-ink-100">
              {finalWinner.city}
            </MetaItem>
          </ResultCard>
          <ResultCard
            look="plain"
            data={{ 'data-wildcard-winner': wildcardWinner.startup.id }}
            icon="i-lucide-sparkles"
            label={copy.wildcardLabel}
            name={wildcardWinner.startup.name}
            text={copy.wildcardText}
          >
            <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-medium text-ink-700">
              <MetaItem icon="i-lucide-map-pin">{wildcardWinner.startup.location}</MetaItem>
              <span>{votesLabel(wildcardWinner.votes)}</span>
            </p>
          </ResultCard>
        </div>

        <div className="flex flex-col gap-6">
          <h3 className="h-card text-2xl">{copy.finalistsTitle}</h3>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={copy.finalistsLabel}>
            {allFinalists.map((finalist) => {
              const winner = finalist.id === finalWinner.id
              return (
                <li
                  key={finalist.id}
                  className={`flex flex-col gap-2 rounded-3xl bg-white p-5 ring-1 ${winner ? 'ring-ink-900' : 'ring-ink-200'}`}
                  data-finalist={finalist.id}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-bold text-ink-900">{finalist.name}</p>
                    <p className="flex gap-1.5">
                      {winner ? (
                        <span className="inline-flex items-center gap-1 rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-bold text-white">
                          <span className="i-lucide-trophy text-xs" aria-hidden="true" />
                          {copy.badges.winner}
                        </span>
                      ) : null}
                      <span
                        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${finalist.wildcard ? 'bg-violet-50 text-violet-700' : 'bg-ink-50 text-ink-700'}`}
                      >
                        {finalist.wildcard ? copy.badges.wildcard : copy.badges.jury}
                      </span>
                    </p>
                  </div>
                  <p className="text-sm leading-relaxed text-ink-600">{finalist.pitch}</p>
                  <MetaItem icon="i-lucide-map-pin" as="p" className="mt-auto text-sm text-ink-500">
                    {finalist.city}
                  </MetaItem>
                </li>
              )
            })}
          </ol>
        </div>

        <div className="flex flex-col gap-6 rounded-3xl bg-ink-50 p-6 sm:p-8">
          <div className="flex flex-col gap-2">
            <h3 className="h-card text-2xl">{copy.votesTitle}</h3>
            <p className="prose max-w-2xl">{copy.votesText}</p>
          </div>
          <ol className="grid gap-4 md:grid-cols-3" aria-label={copy.votesLabel}>
            {votePrizeWinners.map((prize) => (
              <li
                key={prize.place}
                className="flex flex-col gap-2 rounded-2xl bg-white p-5"
                data-prize-winner={prize.place}
                data-startup={prize.entry.startup.id}
              >
                <p className="inline-flex items-center gap-1 self-start rounded-full bg-ink-900 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
                  <span className="i-lucide-trophy text-sm" aria-hidden="true" />
                  {prize.label}
                </p>
                <p className="text-xl font-bold text-ink-900">{prize.entry.startup.name}</p>
                <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-600">
                  <span>{votesLabel(prize.entry.votes)}</span>
                  <span className="font-bold text-ink-900">{prize.amount}</span>
                </p>
              </li>
            ))}
          </ol>
          <div>
            <ButtonLink href={copy.votesLink.href} variant="secondary" icon="i-lucide-arrow-right">
              {copy.votesLink.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  )
}

/** After the edition: the edition in figures and the sign-up for news of the next one. */
export function RecapSection() {
  const links = useLinks()
  return (
    <Section id={recap.id} tone="ink" labelledBy={`${recap.id}-titel`}>
      <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col gap-8">
          <SectionHeading id={`${recap.id}-titel`} copy={recap} />
          <dl className="grid grid-cols-2 gap-4" aria-label={recap.figuresLabel}>
            {recap.figures.map((figure) => (
              <KeyFigure
                key={figure.label}
                label={figure.label}
                value={figure.value}
                tone="dark"
                size="lg"
                className="flex flex-col gap-1 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10"
              />
            ))}
          </dl>
        </div>
        <div className="flex flex-col items-center gap-4">
          <SignUpForm
            tag="spotlight_next_edition"
            title={recap.signUp.title}
            text={recap.signUp.text}
            className="w-full"
          />
          <ButtonLink
            href={communityUrl(links, 'spotlight_next_edition')}
            external
            variant="light"
            icon="i-lucide-arrow-up-right"
          >
            {recap.community}
          </ButtonLink>
        </div>
      </div>
    </Section>
  )
}
