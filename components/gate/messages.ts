import type { GateState } from '../../renderer/types'

type ShownError = Exclude<NonNullable<GateState['error']>, 'unconfigured'>

/** What the password screen says; an unset passphrase reads exactly like a wrong one (nothing leaks). */
export const gateMessages: Record<ShownError, string> = {
  wrong: 'Falsches Passwort. Bitte versuche es erneut.',
  'rate-limited': 'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es dann erneut.',
}
