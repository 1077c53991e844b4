import { clockTime, launch, numericDayMonth, shortDate, spotlightEvent } from './event'
import { perLaunch, type SpotlightStage } from './timeline'

/*
 * The startup dashboard mock-up. A preview of the platform: every
 * number is sample data, the company and the people are fictional, nothing is sent anywhere. The spec's score
 * "out of 5 stars": 8,7 of 10 fills four of five (the spec's sample: "4 of 5 stars filled").
 */

export type DashboardTabId = 'overview' | 'profile' | 'pitch' | 'analytics' | 'feedback'

export const dashboardTabs: { id: DashboardTabId; label: string }[] = [
  { id: 'overview', label: 'Übersicht' },
  { id: 'profile', label: 'Profil' },
  { id: 'pitch', label: 'Pitch' },
  { id: 'analytics', label: 'Auswertung' },
  { id: 'feedback', label: 'Feedback' },
]

/** The sample pitch's length: on its frame in the overview and in the pitch tab's file line. */
const pitchLength = '0:58'

/** The sample Spotlight score (of 10): the stat card and the activity line that announces it. */
const spotlightScore = 8.7
/** When the sample score was last updated: the score card's third line and the activity line that announces it. */
const spotlightUpdated = 'vor 2 Tagen'

export const dashboardData = {
  company: {
    name: 'Kernwerk Analytics GmbH',
    /** Its monogram, the logo tile in the header. */
    monogram: 'KA',
    shortDescription: 'KI-gestützte Wartungsplanung für mittelständische Fertigungsbetriebe.',
    location: 'Leipzig',
    foundingYear: 2023,
    founders: 2,
    contactPerson: 'Miriam Kessler',
    contactRole: 'CEO & Mitgründerin',
    /** Her portrait (scripts/make-people.ts draws it): she speaks in the pitch the overview shows. */
    contactImage: '/images/people/miriam-kessler.svg',
    phone: '+49 341 555 0142',
    technologies: ['Machine Learning', 'IoT-Sensorik', 'Python', 'Kubernetes'],
    businessModel: 'SaaS-Abo pro Produktions\u00adstandort',
    specialisation: 'Predictive Maintenance für Industrie\u00a04.0',
    stage: 'Seed',
  },
  stats: {
    profileCompleteness: 75,
    pitchViews: 1248,
    pitchViewsTrend: '+18\u00a0% diese Woche',
    investorLikes: 37,
    investorLikesTrend: '+5 seit gestern',
    spotlightScore,
    spotlightUpdated,
  },
  /**
   * What happened, newest first; `actor` is the part of the text the overview sets in bold (who, or the new score).
   * `viewer`: the angel behind an event (an illustrated angel of data/angels.ts who fits its text: a man from Hamburg,
   * a woman from Munich, the Industrie-4.0 focus, as /startups' preview draws them), what they did and the sample's
   * match score between them and the startup (session 32 review: „Wer hat dich angesehen“ with faces and matches).
   */
  activity: [
    {
      icon: 'i-lucide-eye',
      text: 'Ein Business Angel aus Hamburg hat deinen Pitch angesehen',
      actor: 'Ein Business Angel aus Hamburg',
      time: 'vor 2 Stunden',
      viewer: { angel: 'paul-ziegler', did: 'hat deinen Pitch angesehen', match: 8.9 },
    },
    {
      icon: 'i-lucide-heart',
      text: 'Dein Pitch hat ein Like von einer Investorin aus München erhalten',
      actor: 'einer Investorin aus München',
      time: 'vor 5 Stunden',
      viewer: { angel: 'henrike-sommer', did: 'hat deinen Pitch geliked', match: 7.6 },
    },
    {
      icon: 'i-lucide-message-circle',
      text: 'Neue Nachricht von einem Angel mit Fokus Industrie\u00a04.0',
      actor: 'einem Angel mit Fokus Industrie\u00a04.0',
      time: 'gestern',
      viewer: { angel: 'lukas-bergmann', did: 'hat dir eine Nachricht geschrieben', match: 9.4 },
    },
    {
      icon: 'i-lucide-star',
      text: `Dein Spotlight-Score wurde auf ${spotlightScore.toLocaleString('de-DE')} aktualisiert`,
      actor: spotlightScore.toLocaleString('de-DE'),
      time: spotlightUpdated,
      viewer: undefined,
    },
  ],
  nextSteps: [
    {
      icon: 'i-lucide-user-plus',
      title: 'Teammitglieder hinzufügen',
      text: 'Angels investieren in Teams\u00a0– zeig, wer hinter Kernwerk steht.',
    },
    {
      icon: 'i-lucide-link',
      title: 'Website verlinken',
      text: 'Ein Link zu eurer Website macht dein Profil glaubwürdiger.',
    },
    {
      icon: 'i-lucide-file-pen-line',
      title: 'Ausführliche Beschreibung',
      text: 'Beschreibe Problem, Lösung und Markt in ein paar Sätzen mehr.',
    },
  ],
  analytics: [
    { icon: 'i-lucide-eye', label: 'Aufrufe gesamt', value: '1.248', note: '+18\u00a0% zur Vorwoche' },
    { icon: 'i-lucide-clock', label: 'Ø Wiedergabedauer', value: '0:47\u00a0min', note: 'von 1:00\u00a0min Pitch' },
    {
      icon: 'i-lucide-circle-check-big',
      label: 'Abschlussrate',
      value: '68\u00a0%',
      note: 'sehen den Pitch bis zum Ende',
    },
    { icon: 'i-lucide-user-round', label: 'Profilbesuche', value: '312', note: '25\u00a0% der Zuschauer:innen' },
    { icon: 'i-lucide-heart', label: 'Likes', value: '37', note: 'von verifizierten Angels' },
    { icon: 'i-lucide-messages-square', label: 'Nachrichten', value: '9', note: '3 davon unbeantwortet' },
  ],
  /** Views per weekday for the small bar chart of the analytics tab. */
  weeklyViews: [
    { day: 'Mo', views: 142 },
    { day: 'Di', views: 188 },
    { day: 'Mi', views: 165 },
    { day: 'Do', views: 231 },
    { day: 'Fr', views: 204 },
    { day: 'Sa', views: 118 },
    { day: 'So', views: 96 },
  ],
  currentPitch: {
    duration: pitchLength,
    file: 'kernwerk-pitch.mp4',
    // No calendar date (fix round 31): „hochgeladen am 03.11.2025“ read as a date still to come on the page's
    // October dates; the sample's times are all relative, as its activity's are.
    details: `${pitchLength}\u00a0min · 1080p · 84\u00a0MB · hochgeladen vor 3 Tagen`,
  },
  pitchTips: [
    'Bleib bei 60–65\u00a0Sekunden\u00a0– jede Sekunde mehr kostet Aufmerksamkeit.',
    'Erkläre Problem, Lösung und Markt\u00a0– in genau dieser Reihenfolge.',
    'Wähle ein authentisches Setting: euer Büro, die Werkstatt, das Labor.',
  ],
}

export type DashboardData = typeof dashboardData

export const dashboardPreviewNote = 'Vorschau\u00a0– in der Plattform werden deine Änderungen gespeichert.'

/**
 * Under the dashboard: what the visitor's own one would hold, and where to get it. Before the launch the one
 * early-access sign-up of the site (the header's „Early Access“), after it the app's founder registration; the
 * preview banner's button says and does the same.
 */
export const dashboardClosing = {
  title: 'Dein eigenes Dashboard',
  text: perLaunch({
    prelaunch: `Ab dem Launch am ${shortDate(launch.date)}: Profil anlegen, Pitch hochladen und sehen, welche Angels ihn ansehen. Die Say-Hello-Phase ist für Startups unter 50.000\u00a0€ Jahresumsatz kostenlos.`,
    launched:
      'Profil anlegen, Pitch hochladen und sehen, welche Angels ihn ansehen. Die Say-Hello-Phase ist für Startups unter 50.000\u00a0€ Jahresumsatz kostenlos.',
  }),
  action: perLaunch({ prelaunch: 'Early Access anmelden', launched: 'Jetzt registrieren' }),
}

/**
 * The score card's status line: where Spotlight 2025 stands at the page's date (session 32 review: on 5 Nov, with the
 * vote open, the preview should read as the product at this moment). Dates and times from data/event.ts only; no jury
 * result and no final named (the sample's rule, tests/server/timeline.test.ts).
 */
export const dashboardSpotlightStatus: Record<SpotlightStage, string> = {
  upcoming: `Spotlight\u00a02025 · Bewerbung ab ${numericDayMonth(spotlightEvent.applicationsOpen)}`,
  kickstart: `Kickstart läuft · Wildcard-Voting ab ${numericDayMonth(spotlightEvent.start)}`,
  voting: `Wildcard-Voting läuft · bis ${numericDayMonth(spotlightEvent.pitchDeadline)}, ${clockTime(spotlightEvent.pitchDeadline)}`,
  jury: 'Wildcard-Voting beendet · Bewertung läuft',
  final: 'Wildcard-Voting beendet · Spotlight\u00a02025 im Endspurt',
  over: 'Spotlight\u00a02025 ist abgeschlossen',
}
