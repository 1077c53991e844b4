import { dateAndTime, shortDate, spotlightEvent } from '../../data/event'
import { spotlightFigures } from '../../data/figures'
import { site } from '../../data/site'

/*
 * The video-tips guide. The spec gives two lengths: the tips advise an
 * ideal length of 1–2 minutes, while the pitch itself is 60 seconds. We present both: 1–2 minutes for a
 * general pitch video (website, applications), exactly 60 seconds for the pitch in the feed and the Spotlight.
 * The spec's "16:9 landscape" advice is not used: the product is a vertical 9:16 feed, so every piece of advice here is for a vertical video and its safe zones.
 */

export const videoHero = {
  eyebrow: 'Video-Tipps',
  /** The headline with its highlighted word in the middle. */
  title: ['So wird dein ', 'Pitch\u2011Video', ' richtig gut'],
  // Two sentences (round 22: eight lines on a phone pushed the viewfinder out of the first screen).
  lead: 'Angels sehen deinen Pitch hochkant im Feed. Ein Smartphone, gutes Licht und ein klarer Aufbau reichen\u00a0– hier steht, wie es gelingt, und wo du Hilfe bekommst.',
  tipsButton: 'Zu den Tipps',
  expertButton: 'Expertenhilfe',
  /** The one label on the hero's drawn frame (round 24: four zone labels, a format tag and a card made it a diagram). */
  frameLabel: 'Gut gerahmt',
}

export const videoLengthIntro = {
  eyebrow: 'Die wichtigste Frage zuerst',
  title: 'Wie lang darf dein Video sein?',
  intro:
    'Das hängt davon ab, wofür du es brauchst. Für den Pitch im Feed und im Spotlight gilt eine feste Grenze, für alles andere eine Empfehlung.',
}

export const videoLengths = [
  {
    icon: 'i-lucide-timer',
    label: 'Pitch im Feed',
    value: '60\u00a0Sekunden',
    text: 'Auf der Plattform und bei einer Spotlight-Einreichung zählt höchstens eine Minute. Jury und Angels sehen alle Pitches im gleichen Format\u00a0– kürzer ist okay, länger nicht.',
    highlight: true,
  },
  {
    icon: 'i-lucide-clapperboard',
    label: 'Allgemeines Pitch-Video',
    value: '1–2 Minuten',
    text: 'Für deine Website, Bewerbungen bei Accelerators oder eine Mail an Investoren darfst du dir etwas mehr Zeit nehmen. Ideal sind ein bis zwei Minuten\u00a0– danach sinkt die Aufmerksamkeit spürbar.',
    highlight: false,
  },
] as const

/** The badge on the highlighted length: the 60 seconds are a fixed rule, not a recommendation. */
export const fixedLengthBadge = 'Feste Länge'

export const videoTipsIntro = {
  eyebrow: 'Tipps',
  title: 'Hochformat, Licht, Ton: darauf kommt es an',
  specsTitle: 'Die technischen Eckdaten',
  framesTitle: 'So sieht es gut aus\u00a0– und so nicht',
  moreTitle: 'Was man hört und spürt',
  checklistTitle: 'Checkliste vor der Aufnahme',
}

export const videoSpecs = [
  {
    icon: 'i-lucide-rectangle-vertical',
    label: 'Format',
    value: '9:16 hochkant',
    text: 'Smartphone aufrecht halten\u00a0– so füllt dein Video den Feed ohne Balken',
  },
  {
    icon: 'i-lucide-monitor-smartphone',
    label: 'Auflösung',
    value: '1080\u00a0×\u00a01920',
    text: 'Full HD im Hochformat\u00a0– jedes aktuelle Smartphone schafft das',
  },
  {
    icon: 'i-lucide-file-video',
    label: 'Datei',
    value: 'MP4 (H.264)',
    text: 'läuft auf jedem Gerät und jeder Plattform',
  },
  {
    icon: 'i-lucide-hard-drive',
    label: 'Dateigröße',
    value: 'unter 100\u00a0MB',
    text: 'für einen schnellen, sicheren Upload',
  },
] as const

/**
 * The legend under the safe-zone frames (round 24: labels inside the small frames were 6–7 px on a phone): the free
 * area and what the feed lays over the video, each with the swatch the frames draw it in.
 */
export const safeZoneLegend = {
  free: 'Dein Bereich',
  covered: 'Verdeckt vom Feed',
  zones: ['oben Badge & Steuerung', 'rechts Aktionen', 'unten Name, Score & Profil'],
} as const

/** The marks of the two drawn frames of a pair: how to do it, and how not. */
export const frameVerdicts = { good: 'So', bad: 'Nicht so' } as const

/**
 * The three tips one sees in the picture, each drawn as a pair of frames (pages/video-tipps/FrameScenes.tsx draws
 * the `scene`); `good` and `bad` are the captions under them, one short line each on a phone.
 */
export const videoFramePairs = [
  {
    scene: 'light',
    icon: 'i-lucide-sun',
    title: 'Licht',
    text: 'Setz dich mit dem Gesicht zum Fenster: Weiches Tageslicht von vorn schlägt jede Deckenlampe. Gegenlicht macht dich zur dunklen Silhouette.',
    good: 'Fenster vor dir',
    bad: 'Fenster im Rücken',
  },
  {
    scene: 'framing',
    icon: 'i-lucide-scan-face',
    title: 'Bildausschnitt',
    text: 'Kamera auf Augenhöhe, die Augen auf der Linie des oberen Drittels. Zeig dich von der Brust aufwärts, mit etwas Luft über dem Kopf.',
    good: 'Augen auf der Linie',
    bad: 'Kopf abgeschnitten',
  },
  {
    scene: 'safeZones',
    icon: 'i-lucide-scan',
    title: 'Safe Zones',
    text: 'Im Feed liegen oben, rechts und unten Bedienelemente über deinem Video. Gesicht und eingeblendeter Text gehören in die freie Mitte.',
    good: 'Text in der Mitte',
    bad: 'Text verdeckt',
  },
] as const

/** The three tips one hears and feels rather than sees. */
export const videoMoreTips = [
  {
    icon: 'i-lucide-mic',
    title: 'Ton',
    text: 'Wichtiger als das Bild: ein Ansteckmikro nah am Mund, oder ein ruhiger Raum mit Teppich und Vorhängen statt Hall und Straßenlärm.',
  },
  {
    icon: 'i-lucide-smile',
    title: 'Auftreten',
    text: 'Sprich, wie du mit einem Menschen sprichst: Stichpunkte statt Skript, zwei, drei Probeläufe\u00a0– und du im Bild statt abgefilmter Folien.',
  },
  {
    icon: 'i-lucide-scissors',
    title: 'Schnitt',
    text: 'Ein durchgehender Take wirkt am ehrlichsten. Schneide höchstens Anfang und Ende, ohne Musik, Effekte und lange Intros.',
  },
] as const

/** The pitch structure with time marks for the 60-second pitch. */
export const pitchStructureIntro = {
  eyebrow: 'Deine 60\u00a0Sekunden',
  title: 'Problem, Lösung, Traktion, Team, Ask',
  intro:
    'Diese Reihenfolge funktioniert für fast jedes B2B\u2011Startup. Die Zeitmarken zeigen, wie du die Zeit aufteilst.',
}

/**
 * The five parts in their order, each with the second it ends at (it starts where the one before ends); the page
 * derives the time marks and the widths of the timeline from these.
 */
export const pitchStructure = [
  {
    until: 10,
    title: 'Problem',
    text: 'Welches konkrete Problem haben eure Kund:innen\u00a0– und wie teuer ist es für sie? Steig direkt damit ein.',
  },
  {
    until: 25,
    title: 'Lösung',
    text: 'Was macht euer Produkt, und warum löst es das Problem besser als alles bisher?',
  },
  {
    until: 40,
    title: 'Traktion',
    text: 'Was habt ihr schon erreicht: zahlende Kund:innen, Umsatz, Pilotprojekte, Wachstum? Eine Zahl schlägt jedes Adjektiv.',
  },
  { until: 50, title: 'Team', text: 'Warum seid genau ihr die Richtigen, um das umzusetzen?' },
  { until: 60, title: 'Ask', text: 'Was sucht ihr: Kapital in welcher Höhe, Kontakte, Know-how? Sag es klar.' },
] as const

export const videoChecklist = [
  'Smartphone hochkant auf Stativ oder fester Unterlage',
  'Akku geladen, Flugmodus an, Speicher frei',
  'Linse geputzt, Kamera auf Augenhöhe, Augen im oberen Drittel',
  'Gesicht zum Fenster, Mikro nah am Mund, Benachrichtigungen aus',
  'Probeaufnahme angesehen\u00a0– mit Ton und mit Blick auf die Safe Zones',
  'Export wie in den Eckdaten oben: Format, Auflösung, Datei und Größe',
] as const

export const expertHelp = {
  eyebrow: 'Expertenhilfe',
  title: 'Unsicher? Wir schauen uns dein Video an',
  intro:
    'Du weißt nicht, ob dein Licht passt, ob die Botschaft sitzt oder wie du auf 60\u00a0Sekunden kürzt? Schreib unserem Team im Chat\u00a0– wir geben dir persönliches Feedback, bevor du dein Video hochlädst.',
  points: [
    'Feedback zu Bild, Ton und Aufbau',
    'Konkrete Vorschläge, was du kürzen kannst',
    'Antwort meist innerhalb von 24\u00a0Stunden',
  ],
  button: 'Im Chat um Hilfe bitten',
  chatCaption: 'Deine Nachricht ist schon vorbereitet',
  chatReply: 'Gern! Schick uns dein Video oder einen Link\u00a0– wir melden uns mit konkretem Feedback.',
  /** Prefilled message of the chat link (URL-encoded into `?text=`). */
  message: `Hallo ${site.name}-Team, ich bereite gerade mein 60\u2011Sekunden-Pitch-Video im Hochformat vor und hätte gern Hilfe bzw. Feedback zu meinem Video. Vielen Dank!`,
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
  /** Under the hero's buttons while applications are open (round 22: the deadline stood only at the page's end). */
  deadline: `Einreichung für ${spotlightEvent.name} bis ${dateAndTime(spotlightEvent.pitchDeadline)}`,
  spotlightLink: 'Mehr zum Spotlight',
  open: {
    title: 'Dein Video ist fertig? Dann ab ins Spotlight.',
    text: `Reiche deinen 60\u2011Sekunden-Pitch bis zum ${dateAndTime(spotlightEvent.pitchDeadline)} ein\u00a0– die Jury bewertet ihn, und überzeugt er, pitchst du im Finale am ${shortDate(spotlightEvent.final)} vor ${spotlightFigures.angels} Business Angels.`,
  },
  upcoming: {
    title: 'Bereite dein Video jetzt vor',
    text: `Die Bewerbung für ${spotlightEvent.name} startet am ${shortDate(spotlightEvent.applicationsOpen)}. Mit diesen Tipps ist dein 60\u2011Sekunden-Pitch bis dahin fertig.`,
  },
  closed: {
    title: 'Dein Video ist bereit für die nächste Ausgabe',
    text: `Die Einreichung für ${spotlightEvent.name} ist seit ${dateAndTime(spotlightEvent.pitchDeadline)} geschlossen. Dein Pitch bleibt wertvoll: Du nutzt ihn in deinem Profil auf der Plattform und bei der nächsten Ausgabe.`,
  },
}
