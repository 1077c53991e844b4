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

/**
 * A whole page for a browser when the site's render pipeline is not the one to answer (a refused form post,
 * a database outage): the site's colours and type in a few inline rules, the text, one way back. Every text
 * is fixed by the caller; nothing the client sent is in it.
 */
export function standalonePage(title: string, heading: string, text: string): string {
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | OnePitch</title><style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#F5F7FB;color:#0F1733;font:16px/1.6 "Inter Variable",Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{box-sizing:border-box;width:min(100% - 2rem,34rem);padding:2.5rem 2rem;background:#fff;border-radius:1.5rem;box-shadow:0 0 0 1px #D3DAE8,0 12px 32px -16px rgb(15 23 51/.25)}
.logo{margin:0 0 1.5rem;color:#0F1733;font-weight:800;font-size:1.125rem;letter-spacing:-.01em}.logo span{color:#B0175F}
h1{margin:0 0 .75rem;font-size:1.75rem;line-height:1.2;letter-spacing:-.02em}p{margin:0 0 1.75rem;color:#414C67}
a.button{display:inline-flex;align-items:center;min-height:3rem;padding:0 1.5rem;border-radius:999px;color:#fff;font-weight:600;text-decoration:none;background:linear-gradient(120deg,#D61F76 0%,#9D2BC9 55%,#7C3AED 100%)}
a.button:focus-visible{outline:3px solid #7C3AED;outline-offset:3px}
</style></head><body><main><p class="logo">One<span>Pitch</span></p><h1>${heading}</h1><p>${text}</p><a class="button" href="/">Zur Startseite</a></main></body></html>`
}
