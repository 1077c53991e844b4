import type { FastifyInstance } from 'fastify'
import { scoutContact, scoutFaq, scoutRoundCopy } from '../../pages/scouts/copy'
import { FORM, type LogLine, testEnv } from './app'

// What the gate tests share: the two gates, their German messages, and requests as a browser sends them.

export const WRONG = 'Falsches Passwort. Bitte versuche es erneut.'
export const RATE_LIMITED = 'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es dann erneut.'

// Texts that exist only on the unlocked scout page (none of them is in its <head>).
export const scoutContent = [
  // The tests' clock (5 November) is after the round: the slots panel announces the next one.
  scoutRoundCopy.closed.title,
  'Ein Schlüssel, der Türen öffnet',
  // The worked example of the commission table (5 × 150 € + 3 × 225 €).
  '1.425\u00a0€',
  'Jetzt Termin vereinbaren',
  // The tests' clock (5 November) is after the round: the page offers the next one.
  scoutRoundCopy.closed.button,
  scoutContact.name,
  scoutFaq[0]?.question ?? 'missing FAQ',
]

type Gate = { path: string; passphrase: string; cookie: string; envKey: 'SCOUTS_PASSPHRASE' | 'JURY_PASSPHRASE' }
export const scouts: Gate = {
  path: '/scouts',
  passphrase: testEnv.SCOUTS_PASSPHRASE,
  cookie: 'op_gate_scouts',
  envKey: 'SCOUTS_PASSPHRASE',
}
export const jury: Gate = {
  path: '/jury-spotlight',
  passphrase: testEnv.JURY_PASSPHRASE,
  cookie: 'op_gate_jury',
  envKey: 'JURY_PASSPHRASE',
}

export const post = (
  app: FastifyInstance,
  path: string,
  payload: string,
  headers: Record<string, string> = FORM,
  remoteAddress = '10.1.1.1',
) => app.inject({ method: 'POST', url: path, headers, payload, remoteAddress })

export const form = (passphrase: string) => new URLSearchParams({ passphrase }).toString()

export function setCookieHeader(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie']
  const value = Array.isArray(header) ? header.join('\n') : String(header ?? '')
  return value
}

/** "name=value" of the first Set-Cookie line, as a browser would send it back. */
export const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? ''

export const errorLogs = (logs: LogLine[]) => logs.filter((line) => line.level >= 50)
