import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { CheckList } from '../../components/ui/CheckList'
import { Section } from '../../components/ui/Section'
import { earlyAccessDemo } from './copy'

/**
 * The live demo card under the hero: the hero holds the form and the pass (what the visitor gets), this section
 * the product as angels see it. It opens on Wattlinie, where the home page's hero opens on Fristwerk.
 */
export function DemoSection() {
  return (
    <Section
      id="demo"
      copy={earlyAccessDemo}
      layout="split"
      headingExtra={<CheckList items={earlyAccessDemo.points} className="mt-4" />}
    >
      {/* No glow behind it: the next section's white cut the blurred glow off in a hard line (review round 12). */}
      <div className="mx-auto w-full max-w-[360px]">
        <DemoCardBlock lead="wattlinie" />
      </div>
    </Section>
  )
}
