import type { PageContextServer } from 'vike/types'
import { confirmationCopy, launchedConfirmationCopy, voterConfirmationCopy } from '../../data/signup'

// What the page behind a confirmation link shows. The outcome itself is decided before rendering by
// server/plugins/confirmations.ts (the token is used there, in its transaction, with the status code and
// the cache variant) and arrives as `pageContext.confirmation`; this only derives the view from it and the
// timeline, with no side effect: a render from the cache skips it safely.
export function data(pageContext: PageContextServer) {
  const { confirmation, time } = pageContext
  const status = confirmation?.status ?? 'none'
  const voter = confirmation?.purpose === 'voter'
  const copy =
    (voter && (status === 'confirmed' || status === 'expired') ? voterConfirmationCopy[status] : undefined) ??
    (time.launch === 'launched' && (status === 'confirmed' || status === 'none')
      ? launchedConfirmationCopy[status]
      : undefined) ??
    confirmationCopy[status]
  return { status, voter, copy, ok: status === 'confirmed' || status === 'sent' }
}

export type Data = ReturnType<typeof data>
