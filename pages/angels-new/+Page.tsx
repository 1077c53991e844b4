import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { useTimeline } from '../../components/PageContext'
import { HeroVisual, PageHero } from '../../components/sections/PageHero'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { FeatureGrid } from '../../components/ui/FeatureCard'
import { IconTile } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { benefits, closing, features, hero, statItems, statsTitle } from './copy'

/** The angel page built around the demo card: try the feed first, read about it second. */
export default function Page() {
  const { launch } = useTimeline()
  return (
    <>
      <PageHero
        id="angels-new-titel"
        badge={{ icon: 'i-lucide-sparkles', text: hero.eyebrow }}
        title={
          <>
            Dein nächstes Investment ist <span className="text-gradient-brand">einen Swipe entfernt</span>
          </>
        }
        lead={hero.lead}
        leadClassName="max-w-xl"
        columns="lg:grid-cols-[1.1fr_1fr]"
        aside={
          <HeroVisual>
            <DemoCardBlock />
          </HeroVisual>
        }
      >
        <ul className="flex flex-col gap-3">
          {hero.hints.map((hint) => (
            <li key={hint.text} className="flex items-center gap-3 text-ink-700">
              <IconTile icon={hint.icon} className="h-9 w-9 rounded-xl bg-brand-50 text-brand-700" />
              {hint.text}
            </li>
          ))}
        </ul>
      </PageHero>

      <Section tone="muted" labelledBy="zahlen-titel" spacing="py-14 sm:py-16" contentClassName="flex flex-col gap-8">
        <h2 id="zahlen-titel" className="text-center text-sm font-semibold uppercase tracking-wider text-brand-700">
          {statsTitle[launch]}
        </h2>
        <StatsBlock items={statItems[launch]} />
      </Section>

      <Section id="vorteile" eyebrow={benefits.eyebrow} title={benefits.title}>
        <FeatureGrid items={benefits.items} columns="gap-5 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <Section id="funktionen" tone="ink" eyebrow={features.eyebrow} title={features.title} intro={features.intro}>
        <div className="mx-auto max-w-4xl rounded-4xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-10">
          <CheckList items={features.items} tone="dark" className="md:grid md:grid-cols-2 md:gap-x-10 md:gap-y-4" />
        </div>
      </Section>

      <Section labelledBy="weiter-titel" contentClassName="flex flex-col items-center gap-6 text-center">
        <h2 id="weiter-titel" className="h-section max-w-2xl">
          {closing.title}
        </h2>
        <p className="lead max-w-2xl">{closing.text}</p>
        <Actions centred>
          <ButtonLink href="/form-acc" icon="i-lucide-arrow-right">
            {closing.partner}
          </ButtonLink>
          <ButtonLink href="/angels" variant="secondary">
            {closing.classic}
          </ButtonLink>
        </Actions>
      </Section>
    </>
  )
}
