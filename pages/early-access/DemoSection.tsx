import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { Section } from '../../components/ui/Section'
import { earlyAccessDemo, earlyAccessSubmit } from './copy'

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
      headingExtra={
        <>
          <CheckList items={earlyAccessDemo.points} tone="slate" className="mt-4" />
        </>
      }
    >
      {/* No glow behind it: the next section's white cut the blurred glow off in a hard line (review round 12). */}
      <div className="mx-auto flex w-full max-w-[360px] flex-col gap-6">
        <DemoCardBlock lead="wattlinie" />
        {/*
          Back to the hero's form from the page's most convincing moment (round 22: no way to sign up here). The only
          button with an up arrow, because it really jumps up. Review 30: beside the text a weak ghost button that on a
          phone stood above the phone it refers to; now under the phone, as wide as it, with a dark 2 px edge (not
          filled: the hero's and the closing band's buttons are the page's two primaries).
        */}
        <ButtonLink
          href="#anmelden"
          variant="secondary"
          icon="i-lucide-arrow-up"
          className="w-full !ring-2 !ring-ink-800"
        >
          {earlyAccessSubmit[useTimeline().launch]}
        </ButtonLink>
      </div>
    </Section>
  )
}
