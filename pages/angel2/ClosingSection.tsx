import { CountdownBlock } from '../../components/countdown/CountdownBlock'
import { SignUpForm } from '../../components/forms/SignUpForm'
import { useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { closing as closingCopy, closingSteps, countdown } from './copy'

/**
 * The closing: text left, the sign-up card right (on a band, so it does not end like the brand-gradient pages); no
 * second button leading away at the moment of signing up. Before the launch the spec's countdown stands under the
 * text (days, hours, minutes: the target is weeks away, ticking seconds would only add motion), instead of a claim
 * that places are left; after it the way in, in three steps. Round 27: an ink band of the page's width that
 * runs into the dark footer, one dark ending (a white strip between two dark blocks, then a boxed panel ending square
 * on the footer between white strips, both read as broken); the sign-up card stands in the column with dark around
 * it, and the countdown's tiles span the column, its date flush left under them. Review 7.1: the text's column centred
 * on the card's (top-aligned, ~150 px of dark stood under the countdown's date), the band's foot a little shorter.
 * Review 32: the ink band and the navy footer read as one block with a hairline between; the band is now the pale
 * brand tint, a light surface between the grey trust section and the dark footer.
 */
export function ClosingSection() {
  const { launch } = useTimeline()
  const closing = closingCopy[launch]
  return (
    <CtaPanel
      headingId="platz-titel"
      look="band"
      asideColumns="items-center lg:grid-cols-[1.4fr_1fr]"
      spacing="pt-16 pb-16 sm:pt-24 sm:pb-20"
      copy={closing}
      phase={launch}
      aside={<SignUpForm tag="angel2_closing" roles={['angel']} title={closing.button} className="w-full" />}
    >
      {launch === 'prelaunch' ? (
        <div className="mt-2 flex flex-col items-stretch gap-3 sm:items-start" data-launch-countdown>
          <h3 className="eyebrow">{countdown.heading}</h3>
          <CountdownBlock
            target={countdown.target}
            label={countdown.label}
            endedText={countdown.ended}
            tone="light"
            seconds={false}
            align="start"
          />
        </div>
      ) : (
        <ol className="mt-1 flex flex-col gap-3 text-ink-700" data-phase={launch}>
          {closingSteps.map((step, index) => (
            <li key={step} className="flex items-center gap-3">
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-ink-900 ring-1 ring-ink-200">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      )}
    </CtaPanel>
  )
}
