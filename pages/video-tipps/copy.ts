import { dateAndTime, shortDate, spotlightEvent } from '../../data/event'
import { spotlightFigures } from '../../data/figures'
import { site } from '../../data/site'

/*
 * The video-tips guide (spec 001 §2 "/video-tipps", §5, §9). The spec gives two lengths: the tips advise an
 * ideal length of 1–2 minutes, while the Spotlight pitch itself is 60 seconds. We present both: 1–2 minutes
 * for a general pitch video (website, platform profile, applications), exactly 60 seconds for the Spotlight.
 */

export const videoHero = {
  eyebrow: 'Video-Tipps',
  /** The headline with its highlighted word in the middle. */
  title: ['So wird dein ', 'Pitch-Video', ' richtig gut'],
  intro:
    'Du brauchst kein Filmstudio – ein Smartphone, gutes Licht und ein klarer Aufbau reichen. Hier findest du alles, was dein Video überzeugend macht, und Hilfe, wenn du nicht weiterkommst.',
  tipsButton: 'Zu den Tipps',
  expertButton: 'Expertenhilfe',
  /** The badge beside the drawn viewfinder. */
  badge: { value: '60\u00a0Sekunden', label: 'für deinen Spotlight-Pitch' },
}

export const videoLengthIntro = {
  eyebrow: 'Die wichtigste Frage zuerst',
  title: 'Wie lang darf dein Video sein?',
  intro:
    'Das hängt davon ab, wofür du es brauchst. Für das Spotlight gilt eine feste Grenze, für alles andere eine Empfehlung.',
}

export const videoLengths = [
  {
    icon: 'i-lucide-timer',
    label: 'Spotlight-Pitch',
    value: '60\u00a0Sekunden',
    text: 'Für die Einreichung zum Spotlight 2025 zählt genau eine Minute. Die Jury und die Angels sehen alle Pitches im gleichen Format – kürzer ist okay, länger nicht.',
    highlight: true,
  },
  {
    icon: 'i-lucide-clapperboard',
    label: 'Allgemeines Pitch-Video',
    value: '1–2 Minuten',
    text: 'Für deine Website, dein Plattform-Profil oder Bewerbungen darfst du dir etwas mehr Zeit nehmen. Ideal sind ein bis zwei Minuten – danach sinkt die Aufmerksamkeit spürbar.',
    highlight: false,
  },
] as const

export const videoTipsIntro = {
  eyebrow: 'Tipps',
  title: 'Technik, Licht, Ton: darauf kommt es an',
  intro:
    'Vier technische Eckdaten, sechs Praxis-Tipps – damit sich Jury und Angels auf das konzentrieren, was zählt: dich und deine Idee.',
  specsTitle: 'Die technischen Eckdaten',
  tipsTitle: 'Sechs Tipps aus der Praxis',
  checklistTitle: 'Checkliste vor der Aufnahme',
  mistakesTitle: 'Häufige Fehler',
}

export const videoSpecs = [
  {
    icon: 'i-lucide-file-video',
    label: 'Format',
    value: 'MP4 (H.264)',
    text: 'läuft auf jedem Gerät und jeder Plattform',
  },
  {
    icon: 'i-lucide-monitor',
    label: 'Auflösung',
    value: 'mind. 1080p',
    text: 'Full HD – jedes aktuelle Smartphone schafft das',
  },
  {
    icon: 'i-lucide-rectangle-horizontal',
    label: 'Ausrichtung',
    value: '16:9 quer',
    text: 'Smartphone quer halten, nicht hochkant',
  },
  {
    icon: 'i-lucide-hard-drive',
    label: 'Dateigröße',
    value: 'unter 100\u00a0MB',
    text: 'für einen schnellen, sicheren Upload',
  },
] as const

export const videoTips = [
  {
    icon: 'i-lucide-sun',
    title: 'Licht',
    text: 'Setz dich mit dem Gesicht zum Fenster, nie mit dem Rücken. Weiches Tageslicht schlägt jede Deckenlampe; abends hilft eine Lampe schräg vor dir.',
  },
  {
    icon: 'i-lucide-mic',
    title: 'Ton',
    text: 'Der Ton ist wichtiger als das Bild. Nimm in einem ruhigen Raum mit Teppich oder Vorhängen auf und nutze ein Ansteckmikrofon oder Kopfhörer mit Mikro.',
  },
  {
    icon: 'i-lucide-scan-face',
    title: 'Bildausschnitt',
    text: 'Kamera auf Augenhöhe, Blick ins Objektiv, Kopf und Schultern im Bild. Lass über dem Kopf etwas Luft und stell das Smartphone auf ein Stativ oder einen Bücherstapel.',
  },
  {
    icon: 'i-lucide-house',
    title: 'Authentisches Setting',
    text: 'Dein Büro, die Werkstatt, das Labor: Ein echter Ort erzählt mehr über euch als eine weiße Wand. Achte nur darauf, dass nichts im Hintergrund ablenkt.',
  },
  {
    icon: 'i-lucide-smile',
    title: 'Auftreten',
    text: 'Sprich, wie du mit einem Menschen sprichst – nicht, wie du einen Text abliest. Stichpunkte statt Skript, zwei, drei Probeläufe, dann aufnehmen.',
  },
  {
    icon: 'i-lucide-scissors',
    title: 'Schnitt',
    text: 'Ein durchgehender Take wirkt am ehrlichsten. Schneide höchstens Anfang und Ende und verzichte auf Musik, Effekte und lange Intros.',
  },
] as const

/** The pitch structure with time marks for the 60-second Spotlight pitch. */
export const pitchStructureIntro = {
  eyebrow: 'Aufbau',
  title: 'Problem, Lösung, Markt, Team, Ask',
  intro:
    'Diese Reihenfolge funktioniert für fast jedes B2B-Startup. Die Zeitmarken zeigen, wie du sie auf 60\u00a0Sekunden verteilst.',
}

export const pitchStructure = [
  {
    meta: '0–10 s',
    title: 'Problem',
    text: 'Welches konkrete Problem haben eure Kund:innen – und wie teuer ist es für sie?',
  },
  {
    meta: '10–25 s',
    title: 'Lösung',
    text: 'Was macht euer Produkt, und warum löst es das Problem besser als alles bisher?',
  },
  { meta: '25–40 s', title: 'Markt', text: 'Wer kauft, wie groß ist der Markt und welche Traktion habt ihr schon?' },
  { meta: '40–50 s', title: 'Team', text: 'Warum seid genau ihr die Richtigen, um das umzusetzen?' },
  { meta: '50–60 s', title: 'Ask', text: 'Was sucht ihr: Kapital in welcher Höhe, Kontakte, Know-how? Sag es klar.' },
] as const

export const videoChecklist = [
  'Akku geladen, Flugmodus an, Speicher frei',
  'Linse geputzt und Kamera auf Augenhöhe',
  'Ruhiger Raum, Fenster zu, Handy-Benachrichtigungen aus',
  'Probeaufnahme angesehen – mit Ton',
  'Export als MP4 (H.264), 1080p, unter 100\u00a0MB',
] as const

export const videoMistakes = [
  'Hochkant gefilmt und dadurch schwarze Balken',
  'Gegenlicht: Gesicht im Schatten vor hellem Fenster',
  'Hall und Straßenlärm statt klarer Stimme',
  'Folien abfilmen statt selbst zu sprechen',
  'Zu lange Einleitung – das Problem kommt erst nach 30 Sekunden',
] as const

export const expertHelp = {
  eyebrow: 'Expertenhilfe',
  title: 'Unsicher? Wir schauen uns dein Video an',
  intro:
    'Du weißt nicht, ob dein Licht passt, ob die Botschaft sitzt oder wie du auf 60\u00a0Sekunden kürzt? Schreib unserem Team im Chat – wir geben dir persönliches Feedback, bevor du einreichst.',
  points: [
    'Feedback zu Bild, Ton und Aufbau',
    'Hilfe beim Kürzen auf 60\u00a0Sekunden',
    'Antwort meist innerhalb von 24\u00a0Stunden',
  ],
  button: 'Im Chat um Hilfe bitten',
  chatCaption: 'Deine Nachricht ist schon vorbereitet',
  chatReply: 'Gern! Schick uns dein Video oder einen Link – wir melden uns mit konkretem Feedback.',
  /** Prefilled message of the chat link (URL-encoded into `?text=`). */
  message: `Hallo ${site.name}-Team, ich bereite gerade mein Pitch-Video für das Spotlight 2025 vor und hätte gern Hilfe bzw. Feedback zu meinem Video. Vielen Dank!`,
}

/** The chat link with the prefilled help request (the chat service takes the message as `text`). */
export function expertChatUrl(chatSupport: string): string {
  const url = new URL(chatSupport)
  url.searchParams.set('text', expertHelp.message)
  return url.toString().replaceAll('+', '%20')
}

/** The closing call of /video-tipps in each phase of the edition: submit while open, prepare for the next one after. */
export const videoTipsSubmit = {
  button: 'Pitch einreichen',
  spotlightLink: 'Mehr zum Spotlight',
  open: {
    title: 'Dein Video ist fertig? Dann ab ins Spotlight.',
    text: `Reiche deinen 60\u00a0Sekunden Pitch bis zum ${dateAndTime(spotlightEvent.pitchDeadline)} ein – die Jury bewertet ihn, und mit etwas Glück pitchst du im Finale am ${shortDate(spotlightEvent.final)} vor ${spotlightFigures.angels} Business Angels.`,
  },
  upcoming: {
    title: 'Bereite dein Video jetzt vor',
    text: `Die Bewerbung für ${spotlightEvent.name} startet am ${shortDate(spotlightEvent.applicationsOpen)}. Mit diesen Tipps ist dein 60\u00a0Sekunden Pitch bis dahin fertig.`,
  },
  closed: {
    title: 'Dein Video ist bereit für die nächste Ausgabe',
    text: `Die Einreichung für ${spotlightEvent.name} ist seit ${dateAndTime(spotlightEvent.pitchDeadline)} geschlossen. Dein Pitch bleibt wertvoll: Du nutzt ihn in deinem Profil auf der Plattform und bei der nächsten Ausgabe.`,
  },
}
