import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { earlyAccessAfterFree, earlyAccessHero, earlyAccessPromises, earlyAccessSubmit } from './copy'
import { Pass } from './Pass'

/**
 * The offer and the sign-up in the first screen: the form under the lead, and beside it (under it on phones) the
 * pass the visitor gets, whose role line follows the form's choice.
 */
export function Hero() {
  const { launch } = useTimeline()
  const copy = earlyAccessHero[launch]
  return (
    <PageHero
      id="early-access-titel"
      badge={{
        icon: 'i-lucide-sparkles',
        // The launch date once in the first screen: from 1024 px the pass beside the form prints it.
        text:
          'badgeDate' in copy ? (
            // One span: the label's items are flex items, and the date's own span would stand a gap apart.
            <span>
              {copy.badge}
              <span className="lg:hidden">{copy.badgeDate}</span>
            </span>
          ) : (
            copy.badge
          ),
        phase: launch,
      }}
      title={copy.title}
      lead={copy.lead}
      columns="lg:grid-cols-[1.35fr_1fr]"
      // Review 31: ~200 px of white between the hero and the demo's label at 1280 px (this foot and the demo's head).
      spacing="gap-12 pb-12 pt-12 sm:pb-16 sm:pt-20"
      // The pass from 1024 px only: under the form on a phone it took a screen before the demo (round 22). No glow
      // behind it (session 28: the glow and a tilted layer made the illustration compete with the form). On the grid
      // (review 29: a 340 px pass centred in its column lined up with nothing): the column's full width, so its right
      // edge is the content's, and its foot on the form's foot. Review 29b: it started 150 px under the headline (an
      // empty patch top right): its caption on the label's line above the h1. Review 30c: stretched to the form's foot
      // it showed ~180 px of plain navy between its head and its role line; review 31: as tall as its content it ended
      // ~120 px above the form's foot. Now from the label to the form's foot, the stub taking the height (see Pass).
      aside={
        <div className="hidden w-full self-stretch lg:block" data-pass-column>
          <Pass />
        </div>
      }
    >
      <div id="anmelden" className="w-full scroll-mt-24">
        <SignUpForm
          variant="split"
          roleControl="tiles"
          tag="early_access_hero"
          submit={earlyAccessSubmit[launch]}
          note={<HeroNote />}
        />
      </div>
    </PageHero>
  )
}

/**
 * Under the button: what follows the free months; on a phone, where the pass is not drawn, first its promises
 * (round 24: they vanished with the pass). Review 31: on a phone the pass stays left out, deliberately: a compact one
 * would stand between the form and the demo and say again what these two lines say.
 */
function HeroNote() {
  return (
    <span className="flex flex-col gap-3" data-hero-note>
      <span className="flex flex-wrap gap-x-4 gap-y-1 font-semibold text-ink-800 lg:hidden" data-phone-promises>
        {earlyAccessPromises.map((promise) => (
          <span key={promise} className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <span className="i-lucide-check shrink-0 text-lg text-ink-500" aria-hidden="true" />
            {promise}
          </span>
        ))}
      </span>
      <span>{earlyAccessAfterFree}</span>
    </span>
  )
}
