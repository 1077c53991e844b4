import { CountdownBlock } from '../../components/countdown/CountdownBlock'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { hero } from './copy'

export function Hero() {
  const { launch } = useTimeline()
  return (
    <PageHero
      id="angel2-titel"
      tone="dark"
      badge={{ icon: 'i-lucide-crown', text: hero.badge[launch], phase: launch }}
      title={hero.title[launch]}
      titleClassName="max-w-4xl"
      lead={hero.lead[launch]}
      spacing="gap-8 pb-16 pt-14 sm:pb-24 sm:pt-20"
      decoration={
        <div
          className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-violet-600/30 blur-3xl"
          aria-hidden="true"
        />
      }
    >
      {/* Above the countdown: its hydration must not move the form (layout shift). */}
      <div className="flex w-full flex-col items-center">
        <SignUpForm variant="inline" tag="angel2_hero" roles={['angel']} className="w-full max-w-2xl" />
      </div>
      {launch === 'prelaunch' ? (
        <div className="flex flex-col items-center gap-4" data-phase={launch}>
          <h2 className="eyebrow text-brand-200">{hero.countdown.heading}</h2>
          <CountdownBlock
            target={hero.countdown.target}
            label={hero.countdown.label}
            endedText={hero.countdown.ended}
            tone="dark"
          />
        </div>
      ) : (
        <p className="badge-green" data-phase={launch}>
          <span className="i-lucide-circle-check" aria-hidden="true" />
          {hero.launchedNote}
        </p>
      )}
      <ButtonLink href="#ablauf" variant="outline">
        {hero.secondary}
      </ButtonLink>
      <p className="text-sm text-ink-100">{hero.hint}</p>
    </PageHero>
  )
}
