import type { ReactNode } from 'react'
import { IconLabel } from '../../components/ui/IconHeading'
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
import { frameGround, frameScenes, freeArea, zoneFill } from './FrameScenes'

/**
 * Anchor #tipps: four numbered blocks: the technical requirements of a vertical video, the three tips one sees in the
 * picture as drawn do/don't frames, the three one hears and feels, and the checklist. Session 32: the four blocks are
 * one module, a white card with its number and title, whose inner groups are grey fills without an edge (before:
 * cards, a grey panel, a band and a bordered box, four patterns in one guide).
 */
export function TipsSection() {
  return (
    <Section id="tipps" copy={copy}>
      <div className="flex flex-col gap-14 sm:gap-20">
        <Block number={1} title={copy.specsTitle}>
          {/*
           * Fix round: on phones one list, label left and value right on one line, the note under both (as tiles in the
           * card, ~150 px wide, „9:16 hochkant“ and „unter 100 MB“ broke in two); from 640 px grey tiles.
           */}
          <dl className="grid divide-y divide-ink-200 sm:grid-cols-2 sm:gap-4 sm:divide-y-0 lg:grid-cols-4" data-specs>
            {videoSpecs.map((spec) => (
              <div
                key={spec.label}
                className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0 sm:flex sm:flex-col sm:items-start sm:gap-2 sm:rounded-2xl sm:bg-ink-50 sm:p-5 sm:first:pt-5 sm:last:pb-5"
              >
                <IconLabel as="dt" icon={`${spec.icon} text-lg text-ink-500`} className="text-ink-600">
                  {spec.label}
                </IconLabel>
                <dd className="whitespace-nowrap text-right text-lg font-extrabold tracking-tight text-ink-900 sm:text-left sm:text-2xl">
                  {spec.value}
                </dd>
                <dd className="col-span-2 text-sm text-ink-600">{spec.text}</dd>
              </div>
            ))}
          </dl>
        </Block>
        <Block number={2} title={copy.framesTitle}>
          {/*
           * From 1280 px the pairs share rows (subgrid): the three cards and the three tips each start on one line. The
           * safe zones' legend stands under the whole list (fix round 2: under the third tip it made that column ~120 px
           * taller and left holes under the other two), so the three columns end together.
           */}
          <div className="flex flex-col gap-6">
            <ul className="grid gap-10 xl:grid-cols-3 xl:gap-x-8 xl:gap-y-6">
              {videoFramePairs.map((pair) => (
                <li
                  key={pair.title}
                  className="flex flex-col gap-5 md:grid md:grid-cols-[22rem_1fr] md:items-center md:gap-10 xl:row-span-2 xl:grid-cols-1 xl:items-stretch xl:gap-6 xl:[grid-template-rows:subgrid]"
                  data-frame-pair={pair.scene}
                >
                  <Tip icon={pair.icon} title={pair.title} text={pair.text} className="max-w-lg" />
                  <div className="order-first grid grid-cols-2 content-start gap-3 rounded-2xl bg-ink-50 px-3 pb-4 pt-5 sm:gap-4 sm:px-5">
                    <Frame verdict="good" caption={pair.good}>
                      {frameScenes[pair.scene].good}
                    </Frame>
                    <Frame verdict="bad" caption={pair.bad}>
                      {frameScenes[pair.scene].bad}
                    </Frame>
                  </div>
                </li>
              ))}
            </ul>
            <SafeZoneLegend />
          </div>
        </Block>
        <Block number={3} title={copy.moreTitle}>
          <ul className="grid gap-8 md:grid-cols-3">
            {videoMoreTips.map((tip) => (
              <li key={tip.title}>
                <Tip icon={tip.icon} title={tip.title} text={tip.text} />
              </li>
            ))}
          </ul>
        </Block>
        <Block number={4} title={copy.checklistTitle}>
          {/*
           * The circled check of „Expertenhilfe“ (session 32: grey dots set it apart from the page's other list), not empty
           * boxes (round 26: boxes that cannot be ticked looked clickable); one column flow, so the two columns read down
           * in the phone's order.
           */}
          <ul className="flex flex-col gap-3 md:block md:columns-2 md:gap-x-10" data-checklist>
            {videoChecklist.map((item) => (
              <li key={item} className="flex items-start gap-3 md:mb-3 md:break-inside-avoid" data-bullet>
                <span className="i-lucide-circle-check mt-0.5 shrink-0 text-xl text-brand-600" aria-hidden="true" />
                <span className="text-ink-700">{item}</span>
              </li>
            ))}
          </ul>
        </Block>
      </div>
    </Section>
  )
}

/**
 * One of the section's four blocks: a white card with a 1 px edge under its numbered subhead (round 26: four blocks
 * apart only by white space read as one long stretch; session 32: one module for all four).
 */
function Block({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <div
      className="flex flex-col gap-6 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:gap-8 sm:p-8"
      data-block={number}
    >
      <h3 className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        <span
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-2xl bg-ink-900 text-base font-extrabold tabular-nums text-white"
          aria-hidden="true"
        >
          {String(number).padStart(2, '0')}
        </span>
        {title}
      </h3>
      {children}
    </div>
  )
}

/** One tip: its icon and title, its text in the one size every tip of the section uses, and what goes under it. */
function Tip({
  icon,
  title,
  text,
  className = '',
  children,
}: {
  icon: string
  title: string
  text: string
  className?: string
  children?: ReactNode
}) {
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <h4 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <span className={`${icon} text-xl text-ink-700`} aria-hidden="true" />
        {title}
      </h4>
      <p className="prose">{text}</p>
      {children}
    </div>
  )
}

/**
 * What the safe-zone frames draw, named in readable type under the whole list of pairs (fix round 2: under the third
 * tip's text it made that column ~120 px taller than the other two; inside the card, round 29, the card). Its label is
 * the pair's own title, so under the three columns it still says which frames it explains. From 768 px one line.
 */
function SafeZoneLegend() {
  const title = videoFramePairs.find((pair) => pair.scene === 'safeZones')?.title
  return (
    <div
      className="flex flex-col gap-2 border-t border-ink-200 pt-4 text-sm text-ink-700 md:flex-row md:flex-wrap md:items-start md:gap-x-8"
      data-legend
    >
      <p className="font-semibold text-ink-900">{title}</p>
      <p className="flex items-center gap-2">
        <span className={`h-4 w-4 shrink-0 rounded ${freeArea}`} aria-hidden="true" />
        <span className="font-semibold text-ink-900">{safeZoneLegend.free}</span>
      </p>
      <p className="flex items-start gap-2">
        <span className={`mt-0.5 h-4 w-4 shrink-0 rounded ${zoneFill}`} aria-hidden="true" />
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
        <div className={`relative aspect-[9/16] overflow-hidden rounded-[1.25rem] ring-4 ring-ink-900 ${frameGround}`}>
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
