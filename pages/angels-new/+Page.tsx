import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { HeroVisual, PageHero } from '../../components/sections/PageHero'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { Section, SectionHeading } from '../../components/ui/Section'
import { signUpAgain } from '../../data/signup'
import { benefits, closing, features, hero, heroNote, statItems, statsTitle } from './copy'
import { bestMatch, Ranking } from './Ranking'

/** The angel page built around the demo card: try the feed first, see how it ranks, read what it does. */
export default function Page() {
  const { launch } = useTimeline()
  return (
    <>
      <PageHero
        id="angels-new-titel"
        icon="i-lucide-sparkles"
        copy={hero}
        leadClassName="max-w-xl"
        columns="lg:grid-cols-[1.35fr_1fr]"
        aside={
          <HeroVisual>
            {/* Led by the best match of the ranking below (its order is the feed's). */}
            <DemoCardBlock when="interaction" lead={bestMatch.id} />
          </HeroVisual>
        }
      >
        {/* The angel sign-up lives on /angels: the closing leads there first, the partner programme second. */}
        <Actions>
          <ButtonLink href="/angels#anmelden" icon="i-lucide-arrow-right">
            {signUpAgain[launch]}
          </ButtonLink>
        </Actions>
        <p className="-mt-2 text-sm font-medium text-ink-700" data-hero-note>
          {heroNote[launch]}
        </p>
        {/* From 640 px: on a phone the card below says „Swipe für mehr Startups“ itself, and the legend pushed it
            out of the first screen. */}
        <div className="flex flex-col gap-3 max-sm:hidden">
          <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">{hero.hintsLabel}</p>
          <ul className="flex flex-wrap gap-2">
            {hero.hints.map((hint) => (
              <li
                key={hint.key}
                className="inline-flex items-center gap-2 rounded-full bg-white py-1.5 pl-1.5 pr-3.5 text-sm text-ink-700 shadow-soft ring-1 ring-ink-200"
              >
                <span className="inline-flex items-center gap-1.5 rounded-full bg-ink-900 px-2.5 py-1 text-xs font-semibold text-white">
                  <span className={hint.icon} aria-hidden="true" />
                  {hint.key}
                </span>
                {hint.text}
              </li>
            ))}
          </ul>
        </div>
      </PageHero>

      <Section
        labelledBy="zahlen-titel"
        spacing="py-12 sm:py-14"
        className="border-y border-ink-100"
        contentClassName="flex flex-col gap-6"
      >
        <h2 id="zahlen-titel" className="text-sm font-semibold text-ink-600">
          {statsTitle[launch]}
        </h2>
        <StatsBlock items={statItems[launch]} />
      </Section>

      <Section
        id="vorteile"
        tone="ink"
        labelledBy="vorteile-titel"
        contentClassName="grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-16"
      >
        <div className="flex flex-col gap-8">
          <SectionHeading id="vorteile-titel" copy={benefits} />
          <ol className="grid gap-x-10 border-t border-white/10 sm:grid-cols-2">
            {benefits.items.map((item, index) => (
              <li key={item.title} className="flex flex-col gap-2 border-b border-white/10 py-6">
                <span className="text-sm font-bold tabular-nums text-brand-200">0{index + 1}</span>
                <h3 className="text-lg font-semibold text-white">{item.title}</h3>
                <p className="text-base leading-relaxed text-ink-100">{item.text}</p>
              </li>
            ))}
          </ol>
        </div>
        <Ranking />
      </Section>

      <Section id="funktionen" layout="split" align="left" copy={features}>
        <CheckList items={features.items} className="sm:grid sm:grid-cols-2 sm:gap-x-8 sm:gap-y-5" />
      </Section>

      {/* Dark, not a white card on white (round 22: the weakest ending of the site), its button worded as the hero's. */}
      <CtaPanel
        headingId="weiter-titel"
        look="ink"
        title={closing.title}
        text={closing.text[launch]}
        spacing="pb-16 pt-2 sm:pb-24"
      >
        <Actions centred>
          <ButtonLink href="/angels#anmelden" icon="i-lucide-arrow-right">
            {signUpAgain[launch]}
          </ButtonLink>
          <ButtonLink href="/form-acc" variant="outline">
            {closing.partner}
          </ButtonLink>
        </Actions>
      </CtaPanel>
    </>
  )
}
