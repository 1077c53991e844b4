import { TeamFaces } from '../../components/media/TeamFaces'
import { PageHero } from '../../components/sections/PageHero'
import { answeredBy, contactHero } from './copy'

/**
 * A short hero (round 24: label, a three-line lead and jump buttons pushed the cards' buttons under the fold): the h1,
 * one line naming both ways, and who answers. No jumps: the cards stand side by side from 1024 px, and on a phone
 * the first card's button follows within a screen.
 */
export function Hero() {
  return (
    <PageHero
      id="kontakt-titel"
      copy={contactHero}
      title={
        <>
          Wie können wir dir <span className="text-gradient-brand">helfen?</span>
        </>
      }
      titleClassName="max-w-3xl"
      spacing="gap-4 pb-8 pt-8 sm:gap-5 sm:pb-12 sm:pt-16"
    >
      {/* Who answers (the three founders read every message themselves). How soon: under the chat button, where the
          cards end alike (review 7.1). */}
      <div className="mt-1 flex flex-col items-center gap-3 sm:flex-row sm:gap-4 sm:text-left">
        <span aria-hidden="true">
          {/* A 2 px white ring with a hairline round it (round 29: the pale faces ran together at 1280 px). */}
          <TeamFaces size={44} ring="ring-2 ring-white outline outline-1 outline-offset-2 outline-ink-300" />
        </span>
        <p className="text-balance font-medium text-ink-700">{answeredBy}</p>
      </div>
    </PageHero>
  )
}
