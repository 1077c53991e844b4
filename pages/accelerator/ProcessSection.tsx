import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { process } from './copy'

/**
 * How it works: the three steps on one vertical line beside the demo card, so a programme lead sees what an
 * angel sees of their startups (the card is the site's one demo of the feed).
 */
export function ProcessSection() {
  return (
    <Section id="ablauf" eyebrow={process.eyebrow} title={process.title} intro={process.intro} align="left">
      <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16">
        <div id="demo" className="w-full scroll-mt-24">
          <DemoCardBlock />
        </div>
        <ol className="relative flex flex-col gap-8">
          <span className="absolute bottom-4 left-5 top-4 w-px bg-ink-200" aria-hidden="true" />
          {process.steps.map((step, index) => (
            <li key={step.title} className="relative flex gap-5" {...revealProps(index)}>
              <span className="relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-base font-bold text-white ring-8 ring-white">
                {index + 1}
              </span>
              <div className="flex flex-col gap-2">
                <p className="text-sm font-semibold text-brand-700">{step.meta}</p>
                <h3 className="h-card">{step.title}</h3>
                <p className="prose">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  )
}
