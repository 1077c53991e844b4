import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { NumberedList } from '../../components/ui/NumberedList'
import { Section } from '../../components/ui/Section'
import { process } from './copy'

/**
 * How it works: the three steps on one vertical line beside the demo card, so a programme lead sees what an
 * angel sees of their startups (the card is the site's one demo of the feed; it opens on Glanzregal, a
 * consumer startup, where the home page opens on Fristwerk). Each step is a title and a sentence (a magenta time label
 * above each title made three levels of text). The line runs from number to number, not past the last one. From
 * 1024 px the phone is a size smaller (~555 px high) on the heading's edge and the three short steps stand centred
 * beside it (review 29: a full-size phone centred in its half left 250 px empty under the steps).
 */
export function ProcessSection() {
  return (
    <Section copy={process} id="ablauf" align="left">
      <div className="grid items-center gap-12 lg:grid-cols-[auto_minmax(0,1fr)] lg:gap-20">
        <div id="demo" className="w-full scroll-mt-24 lg:w-[340px] lg:[zoom:0.94]" data-process-phone>
          <DemoCardBlock lead="glanzregal" />
        </div>
        <NumberedList
          items={process.steps}
          look="line"
          className="flex flex-col gap-8 lg:max-w-xl lg:gap-12"
          item="relative flex gap-5 before:absolute before:-bottom-8 before:left-5 before:top-10 before:w-px before:bg-ink-200 before:content-[''] last:before:hidden lg:before:-bottom-12"
          ring="ring-white"
          badgeText="text-base"
          body="gap-2"
          reveal
        />
      </div>
    </Section>
  )
}
