import { site } from '../../data/site'
import { KICKSTART_EXTRA_VOTES, votingDates } from '../../data/voting'

// Copy of the share-image page /wildcard-share (spec 001 §8); the tool's own texts are in data/share-image.ts.

const { kickstartEnds } = votingDates

export const shareHero = {
  back: { href: '/wildcard-voting', label: 'Zurück zum Voting' },
  eyebrow: 'Kickstart · Spotlight 2025',
  title: 'Dein Share-Bild fürs Spotlight 2025',
  lead: `Lade dein Logo hoch – wir setzen es auf unsere Spotlight-Vorlage. Teile das Bild auf LinkedIn oder Instagram, markiere ${site.socialHandle} und sichere deinem Startup ${KICKSTART_EXTRA_VOTES}\u00a0Extra-Stimmen im Wildcard-Voting.`,
  privacy: 'Dein Logo verlässt dein Gerät nicht: Das Bild entsteht direkt in deinem Browser.',
}

export const shareSteps = {
  eyebrow: 'Kickstart',
  title: `In drei Schritten zu ${KICKSTART_EXTRA_VOTES}\u00a0Extra-Stimmen`,
  steps: [
    {
      meta: 'In einer Minute',
      title: 'Bild erstellen',
      text: 'Logo hochladen, Vorschau prüfen und das fertige PNG herunterladen.',
    },
    {
      meta: 'LinkedIn oder Instagram',
      title: 'Beitrag posten',
      text: 'Teile das Bild auf LinkedIn oder Instagram und erzähl kurz, warum dein Startup beim Spotlight 2025 dabei ist.',
    },
    {
      meta: `bis ${kickstartEnds}`,
      title: `${site.socialHandle} markieren`,
      text: `Markiere ${site.socialHandle} im Beitrag. Unser Team prüft ihn und schreibt dir ${KICKSTART_EXTRA_VOTES}\u00a0Extra-Stimmen gut.`,
    },
  ],
  back: 'Zum Wildcard-Voting',
}
