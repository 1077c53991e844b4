import { PhaseBadge, PosterFace, ScorePill } from '../../components/demo-card/PosterFace'
import { useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { SampleCaption, StatusPill } from '../../components/ui/SampleView'
import { startups } from '../../data/startups'
import { feedPreview, hero, launchOffer } from './copy'

/** The sample pitches as the angel's feed ranks them: best match first. */
const feed = [...startups].sort((a, b) => b.matchingScore - a.matchingScore)

/**
 * What an angel gets, beside the headline: the feed, each pitch with its phase and match score (sample data), and the
 * offer in one line under it (round 24: a dark card of perks stood here, the product three screens down).
 */
function FeedPreview() {
  const { launch } = useTimeline()
  const offer = launchOffer[launch]
  return (
    <figure className="m-0 flex flex-col gap-4 rounded-4xl bg-white p-5 shadow-lift ring-1 ring-ink-200 sm:p-6">
      <SampleCaption title={feedPreview.title} sample={feedPreview.sample} icon="i-lucide-sparkles" />
      <ol className="flex flex-col divide-y divide-ink-100 border-y border-ink-100">
        {feed.map((startup) => (
          <li key={startup.id} className="flex items-center gap-3 py-3" data-feed-pitch={startup.id}>
            <PosterFace startup={startup} width={56} className="rounded-xl" />
            {/*
              Two lines a row at every width: the name with its score, the phase with the field under it (review 30: at
              390 px the badge wrapped under the name, three lines a row).
            */}
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-semibold text-ink-900">{startup.name}</span>
                <ScorePill score={startup.matchingScore} />
              </span>
              <span className="flex min-w-0 items-center gap-2" data-feed-meta>
                <PhaseBadge text={startup.headerBadge.text} />
                <span className="truncate text-sm text-ink-600">{`${startup.category} · ${startup.stage}`}</span>
              </span>
            </span>
          </li>
        ))}
      </ol>
      <p className="flex flex-col gap-1 text-sm text-ink-700" data-offer>
        <span className="flex flex-wrap items-center gap-2">
          {/* A tinted status pill: the gradient marks the Fundraising phase and the buttons, not an offer (review 7.2). */}
          <StatusPill tone="help">{offer.mark}</StatusPill>
          <strong className="font-semibold text-ink-900">{offer.title}</strong>
        </span>
        <span>{offer.note}</span>
      </p>
    </figure>
  )
}

export function Hero() {
  const { launch } = useTimeline()
  return (
    <PageHero
      id="angels-titel"
      badge={{ icon: 'i-lucide-gem', text: hero.badge[launch], phase: launch }}
      title={
        <>
          Startups in <span className="text-gradient-brand">60&nbsp;Sekunden</span> statt 60&nbsp;Folien
        </>
      }
      lead={hero.lead}
      // The lead at every hero's size: one size smaller on phones it stood under the sections' intros (review 7.2).
      leadClassName="max-w-xl"
      columns="lg:grid-cols-[1.2fr_1fr]"
      aside={<FeedPreview />}
    >
      <Actions>
        <ButtonLink href="#anmelden" icon="i-lucide-arrow-down">
          {hero.signupButton[launch]}
        </ButtonLink>
        <ButtonLink href="#demo" variant="secondary" icon="i-lucide-arrow-down">
          {hero.demoButton}
        </ButtonLink>
      </Actions>
    </PageHero>
  )
}
