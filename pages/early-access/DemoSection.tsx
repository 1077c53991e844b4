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
          <CheckList items={earlyAccessDemo.points} tone="quiet" className="mt-4" />
          {/*
            Back to the hero's form from the page's most convincing moment (round 22: no way to sign up here). The
            only button with an up arrow, because it really jumps up (review 29b: the arrow says it, no line beside
            it); secondary, the hero's button and the closing band's first being the page's two primaries.
          */}
          <ButtonLink href="#anmelden" variant="secondary" icon="i-lucide-arrow-up" className="mt-4 self-start">
            {earlyAccessSubmit[useTimeline().launch]}
          </ButtonLink>
        </>
      }
    >
      {/* No glow behind it: the next section's white cut the blurred glow off in a hard line (review round 12). */}
      <div className="mx-auto w-full max-w-[360px]">
        <DemoCardBlock lead="wattlinie" />
      </div>
    </Section>
  )
}
