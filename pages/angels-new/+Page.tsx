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

      {/* One band of figures between thin rules, no cards (round 26: boxed cards, numbered points and a checklist said
          the same things in three stock layouts); its label in the eyebrow style of every section. */}
      <Section labelledBy="zahlen-titel" spacing="py-12 sm:py-16" contentClassName="flex flex-col gap-8">
        <h2 id="zahlen-titel" className="eyebrow">
          {statsTitle[launch]}
        </h2>
        <StatsBlock items={statItems[launch]} layout="band" />
      </Section>

      {/* On a phone the ranking card follows the heading (round 26: four numbered points came first); from 1024 px it
          stands beside heading and points, its top on the eyebrow's. */}
      <Section
        id="vorteile"
        tone="ink"
        labelledBy="vorteile-titel"
        contentClassName="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-x-16 lg:gap-y-8"
      >
        <SectionHeading id="vorteile-titel" copy={benefits} className="gap-4 lg:col-start-1 lg:row-start-1" />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start" data-ranking>
          <Ranking />
        </div>
        <ol className="grid gap-x-10 border-t border-white/10 sm:grid-cols-2 lg:col-start-1 lg:row-start-2">
          {benefits.items.map((item, index) => (
            <li key={item.title} className="flex flex-col gap-2 border-b border-white/10 py-6">
              <span className="text-sm font-bold tabular-nums text-brand-200">0{index + 1}</span>
              <h3 className="text-lg font-semibold text-white">{item.title}</h3>
              <p className="text-base leading-relaxed text-ink-100">{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      {/* The features in three short groups beside their heading column. */}
      <Section
        id="funktionen"
        labelledBy="funktionen-titel"
        contentClassName="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-16"
      >
        <SectionHeading
          id="funktionen-titel"
          copy={features}
          // The soft hyphen breaks the long word where it does not fit: on a phone, and at 1280 since section headings
          // are 48 px (session 29 review: without it the word broke as „Investmententscheid-/ung“, unhyphenated).
          title={features.title}
          className="gap-4 lg:sticky lg:top-28 lg:self-start"
        />
        <div className="flex flex-col border-b border-ink-200" data-feature-groups>
          {features.groups.map((group) => (
            <div
              key={group.title}
              className="grid gap-3 border-t border-ink-200 py-6 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-6"
            >
              <h3 className="text-base font-bold text-ink-900">{group.title}</h3>
              <CheckList items={group.items} />
            </div>
          ))}
        </div>
      </Section>

      {/* A pale tint, not a dark box above the dark footer (round 26: two dark slabs and a glow like a smudge); the
          angel sign-up on /angels first, the partner application on /form-acc second and quieter. */}
      <CtaPanel
        headingId="weiter-titel"
        look="tint"
        eyebrow={closing.eyebrow}
        title={closing.title}
        text={closing.text[launch]}
        spacing="pb-16 pt-2 sm:pb-24"
      >
        <Actions centred>
          <ButtonLink href="/angels#anmelden" icon="i-lucide-arrow-right">
            {signUpAgain[launch]}
          </ButtonLink>
          <ButtonLink href="/form-acc" variant="secondary">
            {closing.partner}
          </ButtonLink>
        </Actions>
      </CtaPanel>
    </>
  )
}
