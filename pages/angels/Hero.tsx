import { useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { hero, launchOffer } from './copy'

export function Hero() {
  const { launch } = useTimeline()
  const offer = launchOffer[launch]
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
      leadClassName="max-w-xl"
      columns="lg:grid-cols-[1.3fr_1fr]"
      aside={
        <aside
          aria-labelledby="angebot-titel"
          className="relative flex flex-col gap-5 rounded-4xl bg-gradient-ink p-7 text-white shadow-lift sm:p-9"
        >
          <span className="badge-fundraising self-start">{offer.mark}</span>
          <h2 id="angebot-titel" className="text-2xl font-bold tracking-tight">
            {offer.title}
          </h2>
          <CheckList items={offer.items} tone="dark" />
          <p className="flex items-center gap-2 border-t border-white/10 pt-5 text-sm font-medium text-ink-100">
            <span className="i-lucide-calendar" aria-hidden="true" />
            {offer.note}
          </p>
        </aside>
      }
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
