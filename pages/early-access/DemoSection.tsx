import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { CheckList } from '../../components/ui/CheckList'
import { Section, SectionHeading } from '../../components/ui/Section'
import { earlyAccessDemo } from './copy'

/**
 * The live demo card under the hero: the hero holds the form and the pass (what the visitor gets), this section
 * the product as angels see it. It opens on Wattlinie, where the home page's hero opens on Fristwerk.
 *
 * From 1024 px the heading block in the left column, centred against the phone; on a phone heading, then phone.
 * Review 31: the way back up to the form under it („Jetzt anmelden ↑“) was one of six sign-up calls on the page and
 * the spec does not ask for it: the hero's form and the closing band's two registrations remain. Less white above it
 * (the hero's foot and this head: ~200 px at 1280 px).
 */
export function DemoSection() {
  return (
    <Section
      id="demo"
      labelledBy="demo-titel"
      spacing="pt-12 pb-16 sm:pt-16 sm:pb-20"
      contentClassName="grid grid-cols-1 items-center gap-x-16 gap-y-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <SectionHeading id="demo-titel" copy={earlyAccessDemo} className="gap-4">
        <CheckList items={earlyAccessDemo.points} tone="slate" className="mt-4" />
      </SectionHeading>
      {/* No glow behind it: the next section's white cut the blurred glow off in a hard line (review round 12). */}
      <div className="mx-auto w-full max-w-[360px]" data-demo-phone>
        <DemoCardBlock lead="wattlinie" />
      </div>
    </Section>
  )
}
