import type { ReactNode } from 'react'
import { IconHeading, IconLabel } from '../../components/ui/IconHeading'
import { Section } from '../../components/ui/Section'
import {
  videoTipsIntro as copy,
  frameVerdicts,
  safeZoneLegend,
  videoChecklist,
  videoFramePairs,
  videoMoreTips,
  videoSpecs,
} from './copy'
import { frameScenes, zoneHatch } from './FrameScenes'

/**
 * Anchor #tipps: the technical requirements of a vertical video, the three tips one sees in the picture as drawn
 * do/don't frames, the three one hears and feels in the same type, and the checklist with empty boxes to tick.
 */
export function TipsSection() {
  return (
    <Section id="tipps" copy={copy}>
      <div className="flex flex-col gap-14 sm:gap-20">
        <div className="flex flex-col gap-6">
          <h3 className="h-card text-xl">{copy.specsTitle}</h3>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {videoSpecs.map((spec) => (
              <div
                key={spec.label}
                className="flex flex-col gap-2 rounded-3xl bg-ink-50 p-4 ring-1 ring-ink-200 sm:p-6"
              >
                <IconLabel as="dt" icon={`${spec.icon} text-lg text-brand-700`} className="text-ink-600">
                  {spec.label}
                </IconLabel>
                <dd className="flex flex-col gap-1">
                  <span className="text-xl font-extrabold tracking-tight text-ink-900 sm:text-2xl">{spec.value}</span>
                  <span className="text-sm text-ink-600">{spec.text}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-col gap-8">
          <h3 className="h-card text-xl">{copy.framesTitle}</h3>
          <ul className="grid gap-12 xl:grid-cols-3 xl:gap-8">
            {videoFramePairs.map((pair) => (
              <li
                key={pair.title}
                className="flex flex-col gap-5 md:grid md:grid-cols-[22rem_1fr] md:items-center md:gap-10 xl:flex xl:items-stretch xl:gap-6"
                data-frame-pair={pair.scene}
              >
                <Tip icon={pair.icon} title={pair.title} text={pair.text} className="max-w-lg" />
                <div className="order-first grid grid-cols-2 gap-4 rounded-3xl bg-ink-50 px-4 pb-4 pt-5 ring-1 ring-ink-200 sm:px-5">
                  <Frame verdict="good" caption={pair.good}>
                    {frameScenes[pair.scene].good}
                  </Frame>
                  <Frame verdict="bad" caption={pair.bad}>
                    {frameScenes[pair.scene].bad}
                  </Frame>
                </div>
                {pair.scene === 'safeZones' ? <SafeZoneLegend /> : null}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-6">
          <h3 className="h-card text-xl">{copy.moreTitle}</h3>
          <ul className="grid gap-8 md:grid-cols-3">
            {videoMoreTips.map((tip) => (
              <li key={tip.title}>
                <Tip icon={tip.icon} title={tip.title} text={tip.text} />
              </li>
            ))}
          </ul>
        </div>
        <div className="card flex flex-col gap-5">
          <IconHeading icon="i-lucide-list-checks text-brand-700">{copy.checklistTitle}</IconHeading>
          {/* Empty boxes (round 24: every point ticked read as done, not as a list to work through). */}
          <ul className="flex flex-col gap-3 md:grid md:grid-cols-2 md:gap-x-8" data-checklist>
            {videoChecklist.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <span
                  className="mt-0.5 h-5 w-5 shrink-0 rounded-md border-2 border-ink-400 bg-white"
                  aria-hidden="true"
                />
                <span className="text-ink-700">{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}

/** One tip: its icon and title, and its text in the one size every tip of the section uses. */
function Tip({ icon, title, text, className = '' }: { icon: string; title: string; text: string; className?: string }) {
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <h4 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <span className={`${icon} text-xl text-brand-700`} aria-hidden="true" />
        {title}
      </h4>
      <p className="prose">{text}</p>
    </div>
  )
}

/**
 * What the safe-zone frames draw, named in readable type: right under the frames on phones, under the tip's text
 * where the three pairs stand side by side (so the three pictures keep one height).
 */
function SafeZoneLegend() {
  return (
    <div className="-order-1 flex flex-col gap-2 px-1 text-sm text-ink-700 md:order-last" data-legend>
      <p className="flex items-center gap-2">
        <span className="h-4 w-4 shrink-0 rounded bg-mint-100 ring-1 ring-ink-300" aria-hidden="true" />
        <span className="font-semibold text-ink-900">{safeZoneLegend.free}</span>
      </p>
      <p className="flex items-start gap-2">
        <span className={`mt-0.5 h-4 w-4 shrink-0 rounded ${zoneHatch}`} aria-hidden="true" />
        <span>
          <span className="font-semibold text-ink-900">{`${safeZoneLegend.covered}: `}</span>
          {safeZoneLegend.zones.join('\u00a0· ')}
        </span>
      </p>
    </div>
  )
}

const verdicts = {
  good: { icon: 'i-lucide-check', badge: 'bg-mint-600', label: 'text-mint-700' },
  bad: { icon: 'i-lucide-x', badge: 'bg-brand-600', label: 'text-brand-700' },
} as const

/**
 * One drawn 9:16 frame with its mark (a check or a cross on the corner) and its caption under it. The drawing is a
 * picture of the caption: hidden from screen readers, which read the caption.
 */
function Frame({
  verdict,
  caption,
  children,
}: {
  verdict: keyof typeof verdicts
  caption: string
  children: ReactNode
}) {
  const look = verdicts[verdict]
  return (
    <figure className="flex flex-col gap-3">
      <div className="relative" aria-hidden="true">
        <div className="relative aspect-[9/16] overflow-hidden rounded-[1.25rem] bg-mint-100 shadow-soft ring-4 ring-ink-900">
          {children}
        </div>
        <span
          className={`absolute -right-2 -top-2 flex h-7 w-7 items-center justify-center rounded-full text-white ring-4 ring-ink-50 ${look.badge}`}
        >
          <span className={`${look.icon} text-base`} />
        </span>
      </div>
      <figcaption className="flex flex-col items-center gap-0.5 text-center">
        <span className={`text-xs font-bold uppercase tracking-wider ${look.label}`}>{frameVerdicts[verdict]}</span>
        <span className="text-sm font-medium text-ink-800">{caption}</span>
      </figcaption>
    </figure>
  )
}
