import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { colourRamps, typeScale } from '../../data/design-tokens'
import { hero } from './copy'

/** The specimen board beside the title: a glance at type, colour, buttons and badges before the details. */
function Board() {
  return (
    <div className="grid grid-cols-2 gap-3 rounded-4xl bg-white p-3 shadow-lift ring-1 ring-ink-200" aria-hidden="true">
      <div className="col-span-2 flex items-end justify-between rounded-3xl bg-ink-950 p-6 text-white">
        <span className="text-7xl font-extrabold leading-none tracking-tight">Aa</span>
        <span className="text-right font-mono text-xs leading-relaxed text-ink-200">
          Inter Variable
          <br />
          400&nbsp;– 800
        </span>
      </div>
      <div className="flex flex-col justify-between gap-6 rounded-3xl bg-ink-50 p-5">
        <span className="font-mono text-xs text-ink-600">Farben</span>
        <span className="flex -space-x-2">
          {colourRamps.map((ramp) => (
            <span
              key={ramp.token}
              className="h-9 w-9 rounded-full ring-2 ring-ink-50"
              style={{ backgroundColor: ramp.steps.find(([step]) => step === 600)?.[1] }}
            />
          ))}
        </span>
      </div>
      <div className="flex flex-col justify-between gap-4 rounded-3xl bg-ink-50 p-5">
        <span className="font-mono text-xs text-ink-600">Badges</span>
        <span className="flex flex-col items-start gap-2">
          <span className="badge-fundraising">Fundraising</span>
          <span className="badge-green">Funding</span>
        </span>
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 rounded-3xl bg-ink-50 p-4">
        <span className="btn-primary btn-sm">Jetzt pitchen</span>
        <span className="btn-secondary btn-sm">Mehr</span>
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-ink-900 text-white">
          <span className="i-lucide-play" />
        </span>
      </div>
    </div>
  )
}

export function Hero() {
  return (
    <PageHero
      id="designguide-titel"
      icon="i-lucide-lock"
      copy={hero}
      leadClassName="max-w-xl"
      columns="lg:grid-cols-[1.3fr_1fr]"
      spacing="gap-12 pb-14 pt-12 sm:pb-16 sm:pt-16"
      aside={
        <div className="mx-auto hidden w-full max-w-sm sm:block">
          <Board />
        </div>
      }
    >
      <Actions>
        <ButtonLink href="#typografie" variant="dark" icon="i-lucide-arrow-down">
          Zum Musterblatt
        </ButtonLink>
        <ButtonLink href="/design-system" variant="secondary" icon="i-lucide-arrow-right">
          {hero.systemLink}
        </ButtonLink>
      </Actions>
      {/* Two even columns on phones (wrapping, they fell into an uneven 2 × 2), one row from 640 px. */}
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 border-t border-ink-200 pt-5 sm:flex sm:flex-wrap sm:gap-x-8">
        {[
          [String(colourRamps.length), 'Farbfamilien'],
          [String(typeScale.length), 'Schriftstufen'],
          ['5', 'Button-Varianten'],
          ['1', 'Porträtstil'],
        ].map(([value, label]) => (
          <div key={label} className="flex items-baseline gap-2">
            <dt className="sr-only">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums text-ink-900">{value}</dd>
            <dd className="text-sm text-ink-600">{label}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  )
}
