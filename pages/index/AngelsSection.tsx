import { badgeClass } from '../../components/demo-card/badge'
import { MatchChip } from '../../components/demo-card/MatchChip'
import { RailDots } from '../../components/sections/Rail'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { LazyImage } from '../../components/ui/LazyImage'
import { Section, SectionHeading } from '../../components/ui/Section'
import { posterSrcSet, type Startup, startupsLedBy } from '../../data/startups'
import { angels } from './copy'

/**
 * The page's half for business angels: what they get (the curated feed, the matching, the two stages a startup can be
 * in) beside the feed itself – the three demo pitches as a stack from 1024 px, a swipeable rail on phones – and the way
 * on to /angels.
 */
/**
 * The feed led by another pitch than the hero's phone (round 21: the same card twice on one page). Behind it first a
 * pitch in the other stage: in the stack only that card's top shows, and two like badges read as a duplicate
 * (rounds 26 and 28).
 */
const [front, ...behind] = startupsLedBy('wattlinie')
const sameStage = (startup: Startup) => Number(startup.headerBadge.text === front.headerBadge.text)
const feed: Startup[] = [front, ...behind.sort((a, b) => sameStage(a) - sameStage(b))]

export function AngelsSection() {
  return (
    <Section
      id="angels"
      tone="ink"
      labelledBy="angels-titel"
      // Three grid items: the texts, the feed, the button. On phones the feed stands between the texts and the button,
      // so the button ends the section (round 26: it stood above the feed); from 1024 px the texts and the button share
      // the left column, half the width (round 26: at 0.9fr the intro broke „swipst / du durch“).
      contentClassName="grid gap-x-12 gap-y-8 lg:grid-cols-2 lg:grid-rows-[1fr_auto] lg:gap-y-8"
    >
      <div className="flex flex-col items-start gap-6 lg:self-end">
        <p className="hero-kicker-dark">
          <span className="i-lucide-briefcase-business" aria-hidden="true" />
          {angels.label}
        </p>
        <SectionHeading
          id="angels-titel"
          title={angels.title}
          intro={<span className="block [text-wrap:pretty]">{angels.intro}</span>}
        />
        <div className="flex w-full flex-col gap-3">
          <p className="text-sm font-semibold text-ink-100">{angels.stagesLabel}</p>
          <dl className="divide-y divide-white/15 rounded-2xl ring-1 ring-white/20">
            {angels.stages.map((stage) => (
              <div key={stage.badge} className="flex flex-col items-start gap-2 p-4">
                <dt className={badgeClass(stage.badge)}>{stage.badge}</dt>
                <dd className="text-ink-100">{stage.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="relative lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
        <ul
          aria-label={angels.feedLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the feed is a horizontal carousel; keyboard users scroll it
          tabIndex={0}
          className="-mx-5 -mt-1 flex snap-x snap-mandatory gap-4 overflow-x-auto px-5 pb-2 pt-1 lg:mx-0 lg:grid lg:justify-items-end lg:overflow-visible lg:px-0 lg:pb-0 lg:pt-7"
        >
          {feed.map((startup, index) => (
            <li
              key={startup.id}
              // From 1024 px the feed is a stack of two: the pitch in front, the one in the other stage behind it,
              // smaller, raised and set off to the right, so its top with its badge and a strip of its poster show
              // (review 30c: straight behind, a 55 px strip read as a clipped card; review 7.3: two tilted back cards
              // faded into the ground halfway, SAY HELLO twice). The stack starts near the text's column (review 30c:
              // 250 px blank between them). The third pitch, in the front one's stage, is the phone rail's only.
              // Session 32 (review 7.3): set off to the right, the back card showed a strip of poster over ~280 px of
              // bare navy (its texts hidden, its caption covered) and read as broken. Now a deck: the back card straight
              // behind the front one, a little narrower, its top a 28 px sliver over it, dimmed; the stack in the
              // middle of its column, the reasons box hanging off the front card's foot towards the text.
              // Fix round 32 (review 7.4): centred, the stack ended at x≈1076, 108 px short of the grid's edge: now it
              // stands on the column's right edge, the content's edge.
              className={`w-[80%] max-w-[18rem] shrink-0 snap-center sm:w-72 lg:col-start-1 lg:row-start-1 lg:w-[19rem] lg:max-w-none ${
                index === 0
                  ? 'relative lg:z-20'
                  : index === 1
                    ? 'lg:z-10 lg:origin-top lg:-translate-y-7 lg:scale-[0.92] lg:opacity-60'
                    : 'lg:hidden'
              }`}
              data-stack={index === 0 ? 'front' : index === 1 ? 'behind' : 'rail'}
            >
              <article className="relative aspect-[9/16] overflow-hidden rounded-[2rem] bg-ink-950 shadow-lift ring-1 ring-white/15">
                <LazyImage
                  src={startup.posterUrl}
                  // At most 18 rem wide on phones, 19 rem in the stack (92 % of that behind the front card): the 360 px copy
                  // at one pixel per point (the 540 px original was over twice the back card's width).
                  srcSet={posterSrcSet(startup.posterUrl)}
                  sizes="(min-width: 1024px) 19rem, 18rem"
                  alt=""
                  width={540}
                  height={960}
                  className="absolute inset-0 h-full w-full object-cover"
                />
                {/* Behind the front card (from 1024 px) only the card's top shows, too low for its badge. */}
                <span
                  className={`absolute left-4 top-4 ${badgeClass(startup.headerBadge.text)}${index === 1 ? ' lg:hidden' : ''}`}
                >
                  {startup.headerBadge.text}
                </span>
                {/* A solid dark layer under the texts only, no fade over the poster (review 7.3: the navy gradient
                    over the mint poster left a muddy grey band above the name). */}
                <div
                  className={`absolute inset-x-0 bottom-0 flex flex-col gap-2 bg-ink-950 p-4 ${index === 0 ? 'pb-10' : index === 1 ? 'lg:hidden' : ''}`}
                  data-card-text
                >
                  <div className="flex items-end justify-between gap-3">
                    <div className="flex min-w-0 flex-col">
                      <h3 className="truncate text-lg font-bold text-white">{startup.name}</h3>
                      <p className="truncate text-sm text-ink-100">
                        {startup.location} · {startup.stage}
                      </p>
                    </div>
                    <MatchChip score={startup.matchingScore} tone="dark" as="p" />
                  </div>
                  <p className="line-clamp-2 text-sm leading-snug text-ink-100">{startup.description}</p>
                </div>
              </article>
              {index === 0 ? <MatchReasons /> : null}
            </li>
          ))}
        </ul>
        <RailDots label={angels.feedLabel} tone="dark" className="lg:hidden" />
      </div>
      {/* Full width on phones like every other call on the page (review 7.4: the one button that was not). */}
      <div className="lg:row-start-2 lg:self-start">
        <Actions>
          <ButtonLink href="/angels" variant="light" icon="i-lucide-arrow-right">
            {angels.link}
          </ButtonLink>
        </Actions>
      </div>
    </Section>
  )
}

/**
 * Why the pitch in front is in the angel's feed – the three criteria it matches, inside that card's item: on phones
 * under the card and over its foot, so it scrolls with the card it explains (session 31: under the dots it read as the
 * rail's caption); from 1024 px hanging off the front card's bottom-left corner. Fix round 32 (review 7.4): 40 px over
 * the card it covered the description's last line; now it overlaps only the card's foot, 16 px, under the text (which
 * ends 40 px above the card's edge) and 48 px out to the left.
 */
function MatchReasons() {
  const reasons = angels.reasons(front)
  return (
    // From 1024 px pinned to the front card's bottom-left corner, hanging off it (review 30c: over the card's middle it
    // covered the founder's face).
    <div
      className="relative z-10 mx-3 -mt-6 rounded-2xl bg-white p-4 text-ink-900 shadow-lift lg:absolute lg:bottom-4 lg:-left-12 lg:z-30 lg:mx-0 lg:mt-0 lg:w-60 lg:translate-y-full"
      data-match-reasons
    >
      <p className="text-xs font-semibold uppercase tracking-wider text-ink-500">{angels.reasonsLabel}</p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {reasons.map((reason) => (
          <li key={reason.label} className="flex items-center gap-2">
            <span
              className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-mint-100 text-xs text-mint-800"
              aria-hidden="true"
            >
              <span className="i-lucide-check" />
            </span>
            <span>
              <span className="text-ink-600">{`${reason.label}:`}</span>{' '}
              <span className="font-semibold">{reason.value}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
