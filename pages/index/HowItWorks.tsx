import { FounderQuote, productStepVisuals } from '../../components/sections/ProductSteps'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { howItWorks } from './copy'

/** The three steps, each with the piece of the product it happens in (the demo card's and the dashboard's parts). */
export function HowItWorks() {
  return (
    // The heading the content's width, one line from 1024 px and two sentences on two lines below (review 7.3 of
    // session 30: „300+ / Angels“ split at both widths, and at 1280 ~550 px stood empty beside its two lines).
    <Section
      id="so-gehts"
      copy={howItWorks}
      title={
        <>
          {`${howItWorks.titleLines[0]} `}
          <span className="block lg:inline lg:whitespace-nowrap">{howItWorks.titleLines[1]}</span>
        </>
      }
      align="start"
      spacing="pt-16 pb-12 sm:pt-24 sm:pb-16"
    >
      {/* Fix round 32 (review 7.4): one neutral chip style in the cards' heads; on phones each card full width
          under its step's text. */}
      <Steps steps={howItWorks.steps} visuals={productStepVisuals({ look: 'product', chips: 'neutral' })} visualsFull />
      {/* No quote icon over the quote: its „…“ marks say it is one (review 7.3); medium weight, a voice rather than
          a second headline (review 7.3 of session 30). Session 32 (review 7.3): a block of its own, the face large
          beside it, and the section ends at the block (no white band before the navy one). */}
      <FounderQuote framed />
    </Section>
  )
}
