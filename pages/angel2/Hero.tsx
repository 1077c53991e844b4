import { CountdownBlock } from '../../components/countdown/CountdownBlock'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { hero } from './copy'

export function Hero() {
  const { launch } = useTimeline()
  return (
    <section aria-labelledby="angel2-titel" className="relative overflow-hidden bg-gradient-ink text-white">
      <div
        className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-gradient-brand opacity-25 blur-3xl"
        aria-hidden="true"
      />
      <div className="container-site relative flex flex-col items-center gap-8 pb-16 pt-14 text-center sm:pb-24 sm:pt-20">
        <p className="hero-label-dark">
          <span className="i-lucide-crown" aria-hidden="true" />
          {hero.badge}
        </p>
        <h1
          id="angel2-titel"
          className="max-w-4xl text-4xl font-extrabold leading-[1.08] tracking-tight sm:text-5xl lg:text-6xl"
        >
          {hero.title}
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-ink-100 sm:text-xl">{hero.lead[launch]}</p>
        {/* Above the countdown: its hydration must not move the form (layout shift). */}
        <div className="flex w-full flex-col items-center">
          <SignUpForm variant="inline" tag="angel2_hero" audience="angel" className="w-full max-w-2xl" />
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
      </div>
    </section>
  )
}
