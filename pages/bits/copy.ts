// The trade-fair group-chat landing page /bits (spec 001 §9): visitors who met us at the fair in Munich
// join an exclusive group chat and get 3 months free (worth 150 €). The spec names neither the fair nor its
// dates; we state "Messe in München"; the two fair days are recorded in data/event.ts (bitsFair).
import { bitsFair, shortDate } from '../../data/event'

/** The fair days in German notation, shown on the page: "29.–30.09.2025". */
export const bitsDates = `${shortDate(bitsFair.start).slice(0, 3)}–${shortDate(bitsFair.end)}`

export const bitsHero = {
  badge: 'Messe München 2025',
  title: 'Schön, dass wir uns getroffen haben!',
  lead: 'Auf der Messe in München hast du OnePitch kennengelernt – jetzt geht’s online weiter. In unserer exklusiven Gruppe triffst du die Gründer:innen und Angels vom Stand wieder.',
  join: 'Jetzt der Gruppe beitreten',
  joinHint: 'Exklusiver Einladungslink – nur für Messebesucher:innen',
}

export const bitsPerk = {
  label: 'Dein Messe-Vorteil',
  title: '3 Monate kostenlos',
  value: 'im Wert von 150\u00a0€',
  text: 'Alle Mitglieder der Messe-Gruppe nutzen OnePitch zum Start drei Monate lang kostenlos – ganz ohne Kreditkarte.',
}

export const bitsFeatures = [
  {
    icon: 'i-lucide-users',
    title: 'Live-Networking',
    text: 'Verabrede dich direkt aus der Gruppe mit Gründer:innen und Angels – auf der Messe und danach bei unseren Community-Treffen in München.',
  },
  {
    icon: 'i-lucide-megaphone',
    title: 'Insider-Updates',
    text: 'Neue Features, Launch-Termine und Einblicke ins Angel-Netzwerk bekommst du in der Gruppe zuerst – kurz, ehrlich, ohne Spam.',
  },
  {
    icon: 'i-lucide-key-round',
    title: 'Exklusiver Zugang',
    text: 'Gruppenmitglieder erhalten bevorzugten Early Access zur Plattform und Einladungen zu Events, die wir nicht öffentlich ausschreiben.',
  },
] as const

export const bitsClosing = {
  title: 'Ein Klick – und du bist dabei',
  text: 'Der Einladungslink öffnet WhatsApp in einem neuen Tab. Du kannst die Gruppe jederzeit wieder verlassen.',
  aboutLink: 'Was ist OnePitch?',
}
