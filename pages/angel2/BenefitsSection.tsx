import { useTimeline } from '../../components/PageContext'
import { IconLabel } from '../../components/ui/IconHeading'
import { IconTextList } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { benefits, membership } from './copy'

/** The premium pass an angel gets, beside what comes with it as a plain list (the feed it opens is the hero's). */
export function BenefitsSection() {
  const { launch } = useTimeline()
  return (
    <Section
      id="vorteile"
      layout="split"
      eyebrow={benefits.eyebrow[launch]}
      title={benefits.title[launch]}
      headingExtra={<MembershipPass />}
    >
      <IconTextList items={benefits.items} look="plain" className="grid gap-x-8 gap-y-7 sm:grid-cols-2" />
    </Section>
  )
}

function MembershipPass() {
  return (
    <figure
      className="relative mt-6 flex aspect-[8/5] w-full max-w-sm flex-col justify-between overflow-hidden rounded-3xl bg-ink-950 p-6 text-white shadow-lift ring-1 ring-white/10"
      aria-label={membership.label}
    >
      <span
        className="absolute -right-20 -top-24 h-56 w-56 rounded-full bg-violet-600/35 blur-3xl"
        aria-hidden="true"
      />
      <span className="relative flex items-center justify-between gap-3">
        <IconLabel icon="i-lucide-crown text-lg text-brand-200" className="tracking-wide">
          {membership.brand}
        </IconLabel>
        <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-ink-950">
          {membership.tier}
        </span>
      </span>
      <span className="relative flex flex-col gap-1">
        <span className="text-xs uppercase tracking-widest text-ink-100">{membership.holderLabel}</span>
        <span className="text-xl font-bold">{membership.holder}</span>
      </span>
      <span className="relative flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-100">
        {membership.facts.map((fact) => (
          <span key={fact} className="flex items-center gap-1.5">
            <span className="i-lucide-check text-brand-300" aria-hidden="true" />
            {fact}
          </span>
        ))}
      </span>
    </figure>
  )
}
