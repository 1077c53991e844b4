import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { oldHomeProblem } from './copy'

type Pain = (typeof oldHomeProblem.items)[number]

/**
 * „Das Problem“ as a picture of the two figures (review 7.2 of session 32: a heading and two stats in body rhythm read
 * as a template): each figure set large (72 px from 1024 px, ink, bold, tabular) over its own small chart – the
 * classic round's six months against the pitch's minute, the working week cut in half – in a card; the heading a step
 * smaller than the figures (the site's 48 px `h-section`), so they lead. The four other pains follow in one tight row from 1024 px, on phones
 * one under the other with space between them, no rules.
 */
export function Problem() {
  const { items } = oldHomeProblem
  const figures = items.filter((item) => 'figure' in item)
  const others = items.filter((item) => !('figure' in item))
  return (
    <Section id="problem" tone="muted" labelledBy="problem-titel">
      <div className="mb-10 flex max-w-2xl flex-col gap-3 sm:mb-12">
        <p className="eyebrow">{oldHomeProblem.eyebrow}</p>
        {/* The site's section heading, as „Drei Schritte …“ below (fix review of session 32: 40 px here, 48 there). */}
        <h2 id="problem-titel" className="h-section [text-wrap:balance]">
          {oldHomeProblem.title}
        </h2>
      </div>
      <ul className="grid gap-4 sm:gap-6 md:grid-cols-2" data-problem-figures>
        {figures.map((item, index) => (
          <li key={item.title} className="card flex flex-col gap-6" {...revealProps(index)}>
            <h3 className="flex flex-col gap-2">
              <span
                className="whitespace-nowrap text-5xl font-bold leading-none tracking-[-0.03em] tabular-nums text-ink-900 sm:text-7xl"
                data-problem-figure
              >
                {item.figure}
              </span>
              <span className="text-base font-semibold leading-snug text-ink-900 sm:text-lg">{item.title}</span>
            </h3>
            {index === 0 ? <MonthsChart /> : <HalfChart />}
            <p className="prose">{item.text}</p>
          </li>
        ))}
      </ul>
      <ul className="mt-10 grid gap-7 sm:mt-12 sm:grid-cols-2 sm:gap-x-10 sm:gap-y-8 lg:grid-cols-4 lg:gap-x-8">
        {others.map((item, index) => (
          <PainItem key={item.title} item={item} index={figures.length + index} />
        ))}
      </ul>
    </Section>
  )
}

function PainItem({ item, index }: { item: Pain; index: number }) {
  return (
    <li
      className="grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-3 gap-y-1.5 lg:grid-cols-1 lg:gap-y-2"
      data-problem-pain
      {...revealProps(index)}
    >
      {/* The site's icon tile (fix review of session 32: thin grey icons read weak under the figures' cards); from
          1024 px each title two lines high, so the four sentences start on one line whether a title wraps or not. */}
      <span className="icon-tile row-span-2 mb-1.5 lg:row-span-1" aria-hidden="true">
        <span className={item.icon} />
      </span>
      <h3 className="text-base font-semibold leading-snug text-ink-900 lg:min-h-[2lh]">{item.title}</h3>
      <p className="text-sm leading-relaxed text-ink-700 sm:text-base lg:text-[0.9375rem]">{item.text}</p>
    </li>
  )
}

/** A chart's label over its track: the name left, its value right. */
function ChartLabel({ name, value }: { name: string; value?: string }) {
  return (
    <span className="flex items-baseline justify-between gap-3 text-[0.8125rem] font-medium text-ink-600 sm:text-sm">
      <span>{name}</span>
      {value ? <span className="font-semibold tabular-nums text-ink-900">{value}</span> : null}
    </span>
  )
}

/**
 * The classic round as six month blocks (the span's lower end solid, its upper end lighter) over the pitch's minute,
 * a sliver in the brand colour on an empty track of the same length. Drawn, not read: the figures are in the text.
 */
function MonthsChart() {
  const { chart } = oldHomeProblem
  return (
    <div className="flex flex-col gap-4" aria-hidden="true" data-problem-chart>
      <span className="flex flex-col gap-2">
        <ChartLabel name={chart.classic} />
        <span className="grid grid-cols-6 gap-1">
          {chart.months.map((month) => (
            <span
              key={month}
              className={`h-3 rounded-sm ${month <= chart.monthsFrom ? 'bg-ink-700' : 'bg-ink-300'}`}
              data-month={month}
            />
          ))}
        </span>
      </span>
      <span className="flex flex-col gap-2">
        <ChartLabel name={chart.pitch} value={chart.pitchValue} />
        <span className="flex h-3 rounded-sm bg-ink-100">
          <span className="h-full w-1.5 rounded-sm bg-brand-600" />
        </span>
      </span>
    </div>
  )
}

/** A working week as one track, the half that goes to fundraising solid, the rest light, each half named under it. */
function HalfChart() {
  const { chart } = oldHomeProblem
  return (
    // As tall as the months' chart beside it, so both cards' sentences start on one line.
    <div className="flex flex-col gap-2 md:min-h-24" aria-hidden="true" data-problem-chart>
      <span className="text-[0.8125rem] font-medium text-ink-600 sm:text-sm">{chart.week}</span>
      <span className="grid grid-cols-2 gap-1">
        <span className="h-3 rounded-sm bg-ink-700" />
        <span className="h-3 rounded-sm bg-ink-200" />
      </span>
      {/* From 640 px each name under its half; on phones the second at the right end, on one line. */}
      <span className="flex justify-between gap-3 text-[0.8125rem] font-medium text-ink-600 sm:grid sm:grid-cols-2 sm:gap-1 sm:text-sm">
        <span className="font-semibold text-ink-900">{chart.fundraising}</span>
        <span className="text-right sm:text-left">{chart.product}</span>
      </span>
    </div>
  )
}
