// The password gates (spec 001: the jury page and the scout page) in one table: the environment setting
// holding each passphrase, its session cookie (scoped to the page's path) and the password screen's German
// texts. The page a gate guards names it in its folder's +config.ts (`gate: 'jury'`); the build's route
// manifest carries it to server/plugins/gates.ts, which enforces it (server/config.ts reads the settings), and
// components/gate/ renders the password screen from this table.

type GateEntry = {
  /** Environment variable with the passphrase (≥ 8 characters; unset: closed for everyone). */
  passphraseSetting: string
  /** Name of the session cookie, set with `Path=<path>` so it goes to this page only. */
  cookie: string
  /** Whose portal the screen guards, and what is behind it (nothing secret), shown above the form. */
  portal: { name: string; for: string }
}

export const gates = {
  jury: {
    passphraseSetting: 'JURY_PASSPHRASE',
    cookie: 'op_gate_jury',
    portal: {
      name: 'Jury-Portal',
      for: 'Für die Jury des Spotlight-Events: Ablauf, Bewertung und Termine. Das Passwort steht in deiner Einladung.',
    },
  },
  scouts: {
    passphraseSetting: 'SCOUTS_PASSPHRASE',
    cookie: 'op_gate_scouts',
    portal: {
      name: 'Scout-Portal',
      for: 'Für die Scouts von OnePitch: Programm, Provision und Material. Das Passwort steht in deiner Einladung.',
    },
  },
} as const satisfies Record<string, GateEntry>

export type GateName = keyof typeof gates
export type PassphraseSetting = (typeof gates)[GateName]['passphraseSetting']

export const gateNames = Object.keys(gates) as GateName[]

/** What the server tells a gated page (pageContext.gate); 'unconfigured': the passphrase is not set. */
export type GateState = {
  name: GateName
  unlocked: boolean
  error?: 'wrong' | 'unconfigured' | 'rate-limited'
}

/** The password screen, the same on every gate. */
export const gateScreen = {
  title: 'Geschützter Bereich',
  prompt: 'Bitte gib das Passwort ein, um fortzufahren',
  label: 'Passwort',
  submit: 'Zugang erhalten',
  noPassphrase: 'Kein Passwort?',
  contact: { label: 'Schreib uns', href: '/kontakt' },
  /** An unset passphrase reads exactly like a wrong one (nothing leaks). */
  errors: {
    wrong: 'Falsches Passwort. Bitte versuche es erneut.',
    'rate-limited': 'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es dann erneut.',
  },
} as const
