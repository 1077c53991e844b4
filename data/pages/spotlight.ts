import { dayAndMonth, type EventDate, longDate, shortDate, spotlightEvent } from '../event'
import { site } from '../site'

// Copy of the event landing page /spotlight (spec 001 §1, §2 "Event landing page", §4, §9).
// Readings: the top 10 pitch to the 30 angels, plus one wildcard (11th place) chosen by public vote.

export const spotlightNav = {
  label: 'Abschnitte des Spotlight-Events',
  items: [
    { id: 'jury', label: 'Jury' },
    { id: 'pitch', label: 'Angels' },
    { id: 'prozess', label: 'Timeline' },
    { id: 'benefits', label: 'Benefits' },
    { id: 'about', label: 'Über uns' },
  ],
  apply: { label: 'Jetzt Pitch einreichen', shortLabel: 'Bewerben' },
}

export const spotlightHero = {
  eyebrow: `${spotlightEvent.name} · Pitch-Event`,
  title: 'Ein Pitch. 30 Business Angels.',
  titleAccent: 'Dein Spotlight.',
  lead: `Das digitale Pitch-Event für B2B-Startups von Pre-Seed bis Seed: Reiche deinen 60\u00a0Sekunden Video-Pitch ein, überzeuge unsere Jury und pitche als Top\u00a010 vor 30 Business Angels.`,
  countdownHeading: `Start am ${shortDate(spotlightEvent.start)} um 10:00\u00a0Uhr`,
  countdownLabel: `Countdown bis zum Start von ${spotlightEvent.name} am ${longDate(spotlightEvent.start)}, 10:00\u00a0Uhr`,
  countdownEnded: 'Spotlight 2025 läuft – das Wildcard-Voting ist gestartet.',
  apply: 'Jetzt Pitch einreichen',
  secondary: { label: 'So läuft es ab', href: '#prozess' },
  facts: [
    { value: '300+', label: 'B2B-Startups' },
    { value: '30', label: 'Business Angels' },
    { value: 'Top\u00a010 + 1', label: 'Plätze im Finale' },
  ],
  note: 'Kostenlos bewerben · 100\u00a0% digital',
}

export const spotlightJury = {
  eyebrow: 'Die Jury',
  title: 'Unsere Jury bewertet jeden Pitch',
  intro: `Gründerinnen, Investoren und Köpfe aus dem Ökosystem bewerten die Pitches zwischen dem ${dayAndMonth(spotlightEvent.juryStart)} und dem ${longDate(spotlightEvent.final)}. Die zehn bestbewerteten Startups pitchen vor 30 Business Angels.`,
  listLabel: 'Jury-Mitglieder',
}

export const spotlightAngels = {
  eyebrow: 'Die Angels',
  title: '30 Business Angels warten auf deinen Pitch',
  intro:
    'Verifizierte Angels mit echter Investment-Erfahrung sehen sich die Videos der Finalisten an, bewerten sie und geben Feedback. Tippe auf ein Profil, um mehr zu erfahren.',
  listLabel: 'Business Angels',
  dialogApply: 'Pitch einreichen',
}

type Stage = { date: EventDate; dateLabel: string; title: string; text: string }

export const spotlightProcess = {
  eyebrow: 'Timeline',
  title: 'In drei Schritten ins Spotlight',
  intro:
    'Vom Video-Pitch bis zum Finale: So läuft Spotlight 2025 ab. Die genauen Uhrzeiten geben wir rechtzeitig bekannt.',
  stages: [
    {
      date: 'start',
      dateLabel: `Ab ${shortDate(spotlightEvent.start)}`,
      title: 'Pitch einreichen & Wildcard-Voting',
      text: 'Nimm deinen 60\u00a0Sekunden Video-Pitch auf und reiche ihn ein. Am 31. Oktober startet das öffentliche Wildcard-Voting: Die Community wählt ein Startup auf Platz\u00a011.',
    },
    {
      date: 'pitchDeadline',
      dateLabel: shortDate(spotlightEvent.pitchDeadline),
      title: 'Einreichungsschluss & Jury-Bewertung',
      text: 'Am 12. November endet die Einreichung. Parallel startet die Jury: Jedes Mitglied bewertet 30 zufällig zugeteilte Pitches auf einer Skala von 1 bis 10.',
    },
    {
      date: 'final',
      dateLabel: shortDate(spotlightEvent.final),
      title: 'Digitales Finale',
      text: 'Wir verkünden live die Top\u00a010 und den Gewinner des Wildcard-Votings. Die Finalisten pitchen vor 30 Business Angels – alle anderen erhalten ihr Feedback.',
    },
  ] satisfies Stage[],
  votingLink: { label: 'Zum Wildcard-Voting', href: '/wildcard-voting' },
}

export const spotlightBenefits = {
  eyebrow: 'Benefits',
  title: 'Jede Bewerbung zahlt sich aus',
  intro:
    'Auch ohne Finalplatz gehst du nicht leer aus: Alle Teilnehmenden erhalten Tools und Zugänge im Wert von über 450\u00a0€.',
  items: [
    {
      icon: 'i-lucide-layout-dashboard',
      title: 'Zugang zur Plattform',
      text: `Dein Profil auf ${site.name}: Pitch, Kennzahlen und KI-Matching mit passenden Business Angels.`,
    },
    {
      icon: 'i-lucide-users',
      title: 'Kuratiertes Peer-Matching',
      text: 'Auf Wunsch (Opt-in) verbinden wir dich mit Gründer:innen, die vor ähnlichen Fragen stehen – kuratiert, nicht zufällig.',
    },
    {
      icon: 'i-lucide-ticket',
      title: 'Invite-only Events',
      text: 'Einladungen zu exklusiven Community-Events. Die Plätze vergeben wir nach dem Prinzip „first come, first served“.',
    },
    {
      icon: 'i-lucide-message-square-text',
      title: 'Feedback zu deinem Pitch',
      text: 'Du erfährst, was überzeugt und was du schärfen solltest – von Menschen, die täglich Pitches sehen.',
    },
    {
      icon: 'i-lucide-repeat',
      title: 'Dein Pitch arbeitet weiter',
      text: 'Dein Video bleibt wertvoll: Du nutzt es später direkt in deinem Plattform-Profil, ohne neu aufzunehmen.',
    },
  ],
  value: { amount: 'über 450\u00a0€', label: 'Wert der Tools und Zugänge für alle Teilnehmenden' },
}

export const spotlightPartners = {
  eyebrow: 'Partner',
  title: 'Gemeinsam mit starken Partnern',
  intro: 'Unternehmen und Netzwerke aus dem Startup-Ökosystem machen Spotlight 2025 möglich.',
  corporateHeading: 'Partner',
  networkHeading: 'Netzwerkpartner',
  links: [
    { label: 'Partner werden', href: '/partner-spotlight' },
    { label: 'Netzwerkpartner werden', href: '/startup-partner' },
  ],
}

export const spotlightDeadline = {
  eyebrow: 'Einreichungsschluss',
  title: 'Nur noch kurze Zeit für deinen Pitch',
  intro: `Reiche deinen Pitch bis zum ${longDate(spotlightEvent.pitchDeadline)} ein. Ein Video, 60\u00a0Sekunden, 30 Business Angels.`,
  countdownLabel: `Countdown bis zum Einreichungsschluss am ${longDate(spotlightEvent.pitchDeadline)}, 23:59\u00a0Uhr`,
  countdownEnded: 'Die Einreichungsphase ist beendet. Danke für alle Pitches!',
  apply: 'Jetzt Pitch einreichen',
  note: 'Kostenlos · Dauert keine 10\u00a0Minuten',
}

export const spotlightAbout = {
  eyebrow: 'Über uns',
  title: `Spotlight ist ein Event von ${site.name}`,
  intro: `${site.name} verbindet Startups und Business Angels: ein 60\u00a0Sekunden Video-Pitch statt Pitch-Deck-Marathon, KI-Matching statt Kaltakquise. Spotlight bringt das Prinzip einmal im Jahr auf die große Bühne.`,
  cards: [
    {
      icon: 'i-lucide-rocket',
      title: 'Für Startups',
      text: 'Einmal pitchen, von hunderten verifizierten Angels gefunden werden – ohne Erfolgsprovision.',
      link: { label: 'Mehr für Startups', href: '/startups' },
    },
    {
      icon: 'i-lucide-gem',
      title: 'Für Business Angels',
      text: 'Kuratierter Deal Flow im Video-Format: In einer Minute wissen, ob ein Team zu dir passt.',
      link: { label: 'Mehr für Angels', href: '/angels' },
    },
  ],
}

export const spotlightTeam = {
  eyebrow: 'Das Team',
  title: 'Die Menschen hinter Spotlight',
  intro:
    'Wir haben selbst gegründet, investiert und Plattformen gebaut – und organisieren Spotlight mit derselben Energie.',
  button: { label: 'Mehr über uns', href: '/ueber-uns' },
}
