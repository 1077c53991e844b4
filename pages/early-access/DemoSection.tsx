import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { Section } from '../../components/ui/Section'
import { signUpPhaseCopy } from '../../data/signup'
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
      headingExtra={
        <>
          <CheckList items={earlyAccessDemo.points} tone="quiet" className="mt-4" />
          {/*
            Back to the hero's form from the page's most convincing moment (round 22: no way to sign up here). The
            only button with an up arrow, because it really jumps up: the line beside it says so.
          */}
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
            <ButtonLink href="#anmelden" icon="i-lucide-arrow-up">
              {signUpPhaseCopy[useTimeline().launch].submit}
            </ButtonLink>
            <span className="text-sm text-ink-600">{earlyAccessDemo.backUp}</span>
          </div>
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
