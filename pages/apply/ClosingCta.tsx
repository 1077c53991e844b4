import { CtaPanel } from '../../components/sections/CtaPanel'
import { NumberedList } from '../../components/ui/NumberedList'
import { applyClosing, applyProcess } from './copy'
import { ApplyActions } from './Hero'

const first = applyProcess.steps.slice(0, 1)

/**
 * The closing panel on a pale tint, beside what pressing the button starts: the application's first step, with the
 * process's own step number (session 32 review: a third summary of the process, in a second number style). On a
 * phone the step stands on the tint under a rule, from 1024 px on a white fill (no card in a card).
 */
export function ClosingCta() {
  return (
    <CtaPanel
      id="cta"
      look="tint"
      copy={applyClosing}
      asideColumns="items-center lg:grid-cols-[1.3fr_1fr]"
      aside={
        <div
          className="relative flex flex-col gap-5 border-t border-ink-900/10 pt-8 lg:rounded-3xl lg:border-t-0 lg:bg-white lg:p-6"
          data-next-steps
        >
          <p className="flex items-center justify-between gap-4 text-sm font-semibold text-ink-700">
            {applyClosing.next.progress}
            <span className="flex gap-1.5" aria-hidden="true">
              {applyProcess.steps.map((step, index) => (
                <span
                  key={step.title}
                  className={`h-1.5 w-6 rounded-full ${index === 0 ? 'bg-ink-900' : 'bg-ink-900/15'}`}
                />
              ))}
            </span>
          </p>
          <NumberedList
            items={first}
            look="line"
            className="flex flex-col"
            item="flex gap-5"
            ring="ring-transparent"
            body="gap-1.5 pt-1.5"
          />
          <p className="text-sm leading-relaxed text-ink-700">{applyClosing.next.after}</p>
        </div>
      }
    >
      <ApplyActions onLight />
    </CtaPanel>
  )
}
