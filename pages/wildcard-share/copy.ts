import { spotlightEvent } from '../../data/event'
import { site } from '../../data/site'
import type { SpotlightStage } from '../../data/timeline'
import { KICKSTART_EXTRA_VOTES, votingDates, votingPeriod, votingPhase } from '../../data/voting'

// Copy of the share-image page /wildcard-share; the tool's own texts are in data/share-image.ts. The kickstart
// bonus (extra votes for a tagged post) exists only until the kickstart ends; after it the image still shows
// the participation, and after the final the page speaks of the edition in the past.

const { kickstartEnds, votingStarts, votingEnds, final } = votingDates
const { name } = spotlightEvent
const extra = `${KICKSTART_EXTRA_VOTES}\u00a0Extra-Stimmen`

/** What the page offers: the kickstart bonus, plain sharing while the edition runs, a memento after it. */
type ShareOffer = 'bonus' | 'share' | 'memento'

export const shareOffer = (stage: SpotlightStage): ShareOffer =>
  stage === 'upcoming' || stage === 'kickstart' ? 'bonus' : stage === 'over' ? 'memento' : 'share'

export function sharePage(offer: ShareOffer, stage?: SpotlightStage) {
  if (offer === 'bonus')
    return {
      back: { href: '/wildcard-voting', label: 'Zurück zum Voting' },
      eyebrow: `Kickstart · ${name}`,
      title: `Dein Share-Bild fürs ${name}`,
      lead: `Lade dein Logo hoch\u00a0– wir setzen es auf unsere Spotlight-Vorlage. Teile das Bild auf LinkedIn oder Instagram, markiere ${site.socialHandle} und sichere deinem Startup ${extra} im Wildcard-Voting.`,
      // The kickstart's one condition, under the tool's share step (the tool itself shows the steps).
      shareNote: `Markiere ${site.socialHandle} bis ${kickstartEnds}: Unser Team prüft deinen Beitrag und schreibt dir ${extra} gut.`,
    }
  // While the voting runs the image's purpose is the votes: the page asks for them, by the voting's last day.
  if (offer === 'share' && stage === 'voting')
    return {
      back: { href: '/wildcard-voting', label: 'Zurück zum Voting' },
      eyebrow: `Wildcard-Voting · ${name}`,
      title: 'Dein Share-Bild fürs Wildcard-Voting',
      lead: `Lade dein Logo hoch\u00a0– wir setzen es auf unsere Spotlight-Vorlage. Bitte dein Netzwerk auf LinkedIn oder Instagram um seine Stimme im Wildcard-Voting, bis ${votingEnds}, und markiere ${site.socialHandle}.`,
    }
  if (offer === 'share')
    return {
      back: { href: '/wildcard-voting', label: 'Zurück zum Voting' },
      eyebrow: name,
      title: `Dein Share-Bild fürs ${name}`,
      lead: `Lade dein Logo hoch\u00a0– wir setzen es auf unsere Spotlight-Vorlage. Zeig deinem Netzwerk auf LinkedIn oder Instagram, dass dein Startup beim ${name} dabei ist, und markiere ${site.socialHandle}.`,
    }
  return {
    back: { href: '/spotlight', label: 'Zu den Ergebnissen' },
    eyebrow: `${name} · Rückblick`,
    title: `Erinnerung ans ${name}`,
    lead: `Das ${name} ist vorbei. Wer dabei war, kann sein Logo weiterhin auf unsere Spotlight-Vorlage setzen und die Teilnahme auf LinkedIn oder Instagram zeigen.`,
  }
}

/** Title and description per offer (+config.ts holds the kickstart's). */
export const shareHead: Record<ShareOffer, { title: string; description: string }> = {
  bonus: {
    title: `Share-Bild für das ${name} erstellen`,
    description: `Lade dein Logo hoch und erstelle in Sekunden dein Share-Bild für das ${name}\u00a0– teilen, ${site.socialHandle} markieren und ${extra} sichern.`,
  },
  share: {
    title: `Share-Bild für das ${name} erstellen`,
    description: `Lade dein Logo hoch und erstelle in Sekunden dein Share-Bild für das ${name}\u00a0– auf LinkedIn oder Instagram teilen und ${site.socialHandle} markieren.`,
  },
  memento: {
    title: `Share-Bild: Rückblick auf das ${name}`,
    description: `Das ${name} ist vorbei: Startups, die dabei waren, setzen ihr Logo auf die Spotlight-Vorlage und zeigen ihre Teilnahme auf LinkedIn oder Instagram.`,
  },
}

/**
 * The address a post links to: the voting while the edition runs, its results after it. Every phase has a post worth
 * sharing (an invitation, a thank-you, a memento), so every phase has the LinkedIn dialog for it.
 */
export const shareTarget = (stage: SpotlightStage, siteUrl: string) =>
  `${siteUrl}${votingPhase(stage) === 'over' ? '/spotlight' : '/wildcard-voting'}`

/**
 * The ready post text under the tool's preview, for the founder to paste into LinkedIn. It invites to vote only
 * while the vote is ahead or open; after it, it thanks the voters (and points to the final while it is ahead,
 * to the results after the edition). `siteUrl` is the site's public address (SITE_URL).
 */
export function sharePost(stage: SpotlightStage, siteUrl: string): string {
  const phase = votingPhase(stage)
  if (phase === 'ahead')
    return [
      `Wir sind beim ${name} von ${site.socialHandle} dabei!`,
      // Once the voting runs, its start is past: only the last day counts.
      stage === 'voting'
        ? `Stimm bis ${votingEnds} im Wildcard-Voting für uns\u00a0– jede Stimme bringt uns dem Finale näher:`
        : `Stimm vom ${votingStarts.slice(0, 6)} bis ${votingEnds} im Wildcard-Voting für uns\u00a0– jede Stimme bringt uns dem Finale näher:`,
      shareTarget(stage, siteUrl),
    ].join('\n')
  if (phase === 'closed')
    return [
      `Wir sind beim ${name} von ${site.socialHandle} dabei!`,
      `Danke an alle, die im Wildcard-Voting (${votingPeriod}) für uns gestimmt haben. Die Wildcard wird im digitalen Finale am ${final} verkündet:`,
      shareTarget(stage, siteUrl),
    ].join('\n')
  return [
    `Wir waren beim ${name} von ${site.socialHandle} dabei!`,
    `Danke an alle, die im Wildcard-Voting (${votingPeriod}) für uns gestimmt haben. Alle Ergebnisse:`,
    shareTarget(stage, siteUrl),
  ].join('\n')
}
