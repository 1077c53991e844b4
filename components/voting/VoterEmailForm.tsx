import type { FormEvent } from 'react'
import { votingRule } from '../../data/voting-rule'
import { EmailInput } from '../forms/EmailInput'

type Props = {
  /** Unique per place on the page (the static section and the island each have one). */
  idPrefix: string
  /** With JavaScript the island sends it by fetch; without, the browser posts it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  error?: string | undefined
  busy?: boolean
}

/** The e-mail step of the vote: a plain form posting to /api/voters (works without JavaScript). */
export function VoterEmailForm({ idPrefix, onSubmit, error, busy = false }: Props) {
  const id = `${idPrefix}-email`
  return (
    <form method="post" action="/api/voters" noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:max-w-xl">
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {votingRule.emailLabel}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <EmailInput id={id} placeholder={votingRule.emailPlaceholder} invalid={Boolean(error)} />
        <button type="submit" className="btn-primary shrink-0" disabled={busy} data-voter-submit>
          {votingRule.submit}
        </button>
      </div>
      <p id={`${id}-error`} className="text-sm font-medium text-red-700" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </form>
  )
}
