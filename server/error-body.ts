import { STATUS_CODES } from 'node:http'

/** Longest request target we accept; longer ones get 414 before any routing or rendering. */
export const MAX_URL_LENGTH = 2048

/** Fixed German texts per status: error bodies never echo what the client sent (the log has the reason). */
const messages: Record<number, string> = {
  400: 'Die Anfrage ist ungültig.',
  404: 'Diese Adresse gibt es nicht.',
  405: 'Diese Methode ist hier nicht erlaubt.',
  408: 'Die Anfrage kam nicht rechtzeitig an.',
  413: 'Die Anfrage ist zu groß.',
  414: `Die Adresse ist länger als ${MAX_URL_LENGTH} Zeichen.`,
  415: 'Dieses Format wird hier nicht angenommen.',
  429: 'Zu viele Anfragen. Bitte warte einen Moment.',
  431: 'Die Kopfzeilen der Anfrage sind zu groß.',
}

/**
 * The body of every JSON answer with a 4xx or 5xx status: Fastify's own shape (status, its name, a German
 * message for people), and for a form the field the message belongs to. Scripts read `message` and
 * `field`; the status says what happened.
 */
export type ErrorBody = { statusCode: number; error: string; message: string; field?: string }

export function errorBody(statusCode: number, message?: string, field?: string): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message:
      message ??
      messages[statusCode] ??
      (statusCode >= 500 ? 'Interner Serverfehler' : (STATUS_CODES[statusCode] ?? 'Fehler')),
    ...(field ? { field } : {}),
  }
}
