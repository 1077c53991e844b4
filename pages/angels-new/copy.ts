import type { StatItem } from '../../data/content'
import { launch, shortDate } from '../../data/event'
import { platformFigures, usageFigures } from '../../data/figures'
import { type LaunchStage, perLaunch } from '../../data/timeline'

// Copy of /angels-new: the angel page built around the demo card. What the
// running platform has done (pitches, precision, intros, answers) is only shown after the launch; before it
// the figures say what the product offers.

export const hero = {
  eyebrow: 'Für Business Angels',
  title: 'Dein nächstes Investment ist',
  titleAccent: 'einen Swipe entfernt',
  lead: 'So fühlt sich Dealflow auf OnePitch an: kurze Video-Pitches im Hochformat, ein Match-Score für jedes Startup und das vollständige Profil nur einen Tipp entfernt. Probier es direkt aus.',
  hintsLabel: 'So bedienst du die Demo',
  hints: [
    { icon: 'i-lucide-move-horizontal', key: 'Wischen', text: 'nächstes Startup' },
    { icon: 'i-lucide-heart', key: 'Herz', text: 'merken' },
    { icon: 'i-lucide-file-text', key: 'Full Profile', text: 'alle Details' },
  ],
}

/** Under the hero's button: when it starts and what it costs (round 23: no date and no price on the page). */
export const heroNote = perLaunch({
  prelaunch: `Start am ${shortDate(launch.date)} · ${platformFigures.freeMonths}\u00a0Monate kostenlos, ohne Kreditkarte`,
  launched: `${platformFigures.freeMonths}\u00a0Monate kostenlos, ohne Kreditkarte · keine Gebühr auf deine Deals`,
})

/** The stats band's label, in the eyebrow style of every section's label. */
export const statsTitle = perLaunch({ prelaunch: 'OnePitch auf einen Blick', launched: 'OnePitch in Zahlen' })

export const statItems = {
  prelaunch: [
    { value: 60, suffix: '\u00a0s', label: 'pro Pitch', description: 'ein Video statt 60\u00a0Folien' },
    {
      value: Number.parseInt(platformFigures.angels, 10),
      suffix: '+',
      label: 'verifizierte Angels',
      description: 'persönlich geprüft',
    },
    // A figure, not a scale (round 23: „0–10 Match-Score“ stood as if it were a result).
    { value: 0, suffix: '\u00a0%', label: 'Provision', description: 'auf deine Investments' },
    {
      value: platformFigures.freeMonths,
      label: 'Monate kostenlos',
      description: 'danach ein Abo im zweistelligen Bereich (geplant)',
    },
  ],
  launched: [
    { value: usageFigures.pitches, suffix: '+', label: 'Pitches', description: 'auf der Plattform aufgenommen' },
    {
      value: usageFigures.matchPrecision,
      suffix: '\u00a0%',
      label: 'Match-Präzision',
      description: 'bei den Vorschlägen der KI',
    },
    { value: 3, suffix: '×', label: 'schnellere Intros', description: 'als über klassische Netzwerke' },
    { value: 24, suffix: '\u00a0h', label: 'Antwortzeit', description: 'im Schnitt bis zur ersten Rückmeldung' },
  ],
} satisfies Record<LaunchStage, StatItem[]>

export const benefits = {
  eyebrow: 'Warum OnePitch',
  title: 'Mehr gute Deals in weniger Zeit',
  items: [
    {
      title: 'KI-Matching',
      text: 'Vorschläge nach Branchenfokus, Ticketgröße, Phase und Geschäftsmodell\u00a0– statt unsortierter Deck-Mails.',
    },
    {
      title: 'Pitches im Feed',
      text: 'Ein vertikaler Feed wie in deiner Lieblings\u2011App. Ideal für die zehn Minuten zwischen zwei Terminen.',
    },
    {
      title: 'Einheitliche Profile',
      text: 'Jedes Profil folgt derselben Struktur: Key Facts, Team, Traction und\u00a0– beim Fundraising\u00a0– die Eckdaten der Runde.',
    },
    {
      title: 'Direkter Kontakt',
      text: 'Ein Tipp auf „Get in touch“ genügt. Keine Erfolgsprovision, keine Vermittlungsgebühr, 0\u00a0% Plattformgebühr.',
    },
  ],
}

/** The ranking card beside the benefits: the sample startups ordered by their score for one sample profile. */
export const ranking = {
  title: 'Heute für dich',
  note: 'Beispielprofil',
  profileLabel: 'Dein Suchprofil',
  profile: ['FinTech', 'ClimateTech', 'RetailTech', 'Pre-Seed', 'Seed', 'B2B'],
  scoreLabel: 'Match-Score',
  footnote: 'Die Demo-Startups oben, sortiert nach Match-Score für dein Suchprofil.',
}

/**
 * The feature list in three groups (round 26: eight checks in two columns repeated the figures above): finding a deal,
 * checking it, following it. Hyphens inside a word are non-breaking, so that no line ends in „Founder-“.
 */
export const features = {
  eyebrow: 'Funktionen',
  title: 'Alles, was du für deine Investment\u00adentscheidung brauchst',
  intro: 'Von der ersten Minute Video bis zum Closing\u00a0– an einem Ort.',
  groups: [
    {
      title: 'Entdecken',
      items: [
        '60\u2011Sekunden\u2011Video\u2011Pitch jedes Startups',
        'Match\u2011Score von 0 bis 10 für jedes Profil',
      ],
    },
    {
      title: 'Prüfen',
      items: [
        'Key Facts: Gründungsjahr, Teamgröße, Standort',
        'Eckdaten der Runde: Volumen, Mindestticket, Bewertung',
        'KI\u2011Deal\u2011Summaries für Startups im Fundraising',
        'Deck und Kontakte auf Anfrage freigeschaltet',
      ],
    },
    {
      title: 'Dranbleiben',
      items: [
        'Watchlist mit automatischen Founder\u2011Updates',
        'Deal\u2011Tracking und Kontakt zu Co\u2011Investoren',
      ],
    },
  ],
}

/** Short enough for three or four centred lines on a phone (round 26: five). */
export const closing = {
  eyebrow: 'Loslegen',
  title: 'Bereit für deinen ersten Swipe?',
  text: perLaunch({
    prelaunch: 'Sichere dir deinen Platz im Early Access. Du betreust Startups? Dann werde kostenlos Partner.',
    launched: 'Sieh die ersten Pitches in deinem Feed. Du betreust Startups? Dann werde kostenlos Partner.',
  }),
  partner: 'Als Partner bewerben',
}
