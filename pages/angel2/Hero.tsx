import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { hero } from './copy'
import { MatchCard } from './MatchCard'

/**
 * Text and sign-up on the left; on the right one pitch of the feed the access opens, with why it matched. The time
 * left until the launch is the closing's (round 24: there it fills the panel beside the form). The sign-up stands on
 * the ink without its card, e-mail and button in one row (round 25): the feed card is the one bright object. Under it
 * one row of small print, the note beside the privacy line (round 27: three rows, the note floating apart), and the
 * card's column at its own width, so the headline breaks into two lines from 1280 px as on the phone.
 */
export function Hero() {
  const { launch } = useTimeline()
  return (
    <PageHero
      id="angel2-titel"
      tone="dark"
      badge={{ icon: 'i-lucide-crown', text: hero.badge[launch], phase: launch }}
      title={hero.title}
      lead={hero.lead[launch]}
      leadClassName="max-w-xl"
      columns="lg:grid-cols-[minmax(0,1fr)_28rem] lg:gap-12"
      spacing="gap-12 pb-16 pt-10 sm:pb-20 sm:pt-14"
      decoration={
        <div
          className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-violet-600/30 blur-3xl"
          aria-hidden="true"
        />
      }
      aside={<MatchCard />}
    >
      <SignUpForm
        variant="split"
        bare
        tag="angel2_hero"
        roles={['angel']}
        className="w-full max-w-xl"
        note={
          launch === 'prelaunch' ? (
            hero.hint
          ) : (
            <span className="inline-flex items-center gap-1.5" data-phase={launch}>
              <span className="i-lucide-circle-check shrink-0 text-base text-mint-300" aria-hidden="true" />
              {hero.launchedNote}
            </span>
          )
        }
      />
      <a
        href="#ablauf"
        className="inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
      >
        {hero.secondary}
        <span className="i-lucide-arrow-down" aria-hidden="true" />
      </a>
    </PageHero>
  )
}
