import { DemoCardBlock } from '../../components/demo-card/DemoCardBlock'
import { useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { Section, SectionHeading } from '../../components/ui/Section'
import { earlyAccessDemo, earlyAccessSubmit } from './copy'

/**
 * The live demo card under the hero: the hero holds the form and the pass (what the visitor gets), this section
 * the product as angels see it. It opens on Wattlinie, where the home page's hero opens on Fristwerk.
 *
 * Review 30c: the text column ended at its third bullet beside the tall phone, and the way back to the form hung under
 * the phone, wider than it, in a style of its own (a 2 px navy edge). Now one grid: from 1024 px the heading block
 * (with the way back under its bullets) in the left column, centred against the phone (the heading on the foot of the
 * first row, the button on the head of the second, both rows sharing the phone's height); on a phone heading, phone
 * and button in that order, the button the site's secondary.
 */
export function DemoSection() {
  return (
    <Section
      id="demo"
      labelledBy="demo-titel"
      contentClassName="grid grid-cols-1 gap-x-16 gap-y-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <SectionHeading id="demo-titel" copy={earlyAccessDemo} className="gap-4 lg:col-start-1 lg:self-end">
        <CheckList items={earlyAccessDemo.points} tone="slate" className="mt-4" />
      </SectionHeading>
      {/* No glow behind it: the next section's white cut the blurred glow off in a hard line (review round 12). */}
      <div className="mx-auto w-full max-w-[360px] lg:col-start-2 lg:row-span-2 lg:row-start-1" data-demo-phone>
        <DemoCardBlock lead="wattlinie" />
      </div>
      {/*
        Back to the hero's form from the page's most convincing moment (round 22: no way to sign up here). The only
        button with an up arrow, because it really jumps up; the site's secondary (the hero's and the closing band's
        buttons are the page's two primaries).
      */}
      <ButtonLink
        href="#anmelden"
        variant="secondary"
        icon="i-lucide-arrow-up"
        className="w-full lg:col-start-1 lg:row-start-2 lg:w-auto lg:self-start lg:justify-self-start"
      >
        {earlyAccessSubmit[useTimeline().launch]}
      </ButtonLink>
    </Section>
  )
}
