import { CountdownBlock } from '../../components/countdown/CountdownBlock'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { hero, LAUNCH_AT } from '../../data/pages/angel2'

export function Hero() {
  return (
    <section aria-labelledby="angel2-titel" className="relative overflow-hidden bg-gradient-ink text-white">
      <div
        className="absolute -right-32 -top-32 h-96 w-96 rounded-full bg-gradient-brand opacity-25 blur-3xl"
        aria-hidden="true"
      />
      <div className="container-site relative flex flex-col items-center gap-8 pb-16 pt-14 text-center sm:pb-24 sm:pt-20">
        <p className="badge-fundraising">
          <span className="i-lucide-crown" aria-hidden="true" />
          {hero.badge}
        </p>
        <h1
          id="angel2-titel"
          className="max-w-4xl text-4xl font-extrabold leading-[1.08] tracking-tight sm:text-5xl lg:text-6xl"
        >
          Exklusiver Zugang für die ersten 50&nbsp;Angels
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-ink-100 sm:text-xl">{hero.lead}</p>
        {/* Above the countdown: its hydration must not move the form (layout shift). */}
        <div className="flex w-full flex-col items-center">
          <SignUpForm variant="inline" tag="angel2_hero" audience="angel" className="w-full max-w-2xl" />
        </div>
        <div className="flex flex-col items-center gap-4">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-brand-200">{hero.countdownHeading}</h2>
          <CountdownBlock target={LAUNCH_AT} label={hero.countdownLabel} endedText={hero.endedText} tone="dark" />
        </div>
        <ButtonLink href="#ablauf" variant="outline">
          {hero.secondary}
        </ButtonLink>
        <p className="text-sm text-ink-100">{hero.hint}</p>
      </div>
    </section>
  )
}
