import { useTimeline } from '../../components/PageContext'
import { Logo } from '../../components/ui/Logo'
import { signUpCopy } from '../../data/signup'
import { earlyAccessPass, earlyAccessPromises } from './copy'

/**
 * What a sign-up gets, drawn as a ticket: the hero's visual beside the form (not drawn on phones). The role line
 * names the role picked in the form beside it; the CSS rules `[data-pass-role]` and `[data-pass-label]` in
 * renderer/base.css show it, without script (`:has()` on the hero section); until one is picked, whom the pass is for.
 *
 * Session 28 review: a tilted ticket with a pink layer and a glow looked like stock: flat, without a shadow, no pill
 * or button-like element, nothing moved or tilted (an e2e test). Review 30: the grey face with a pale play mark read
 * as a placeholder, its lower half repeating the hero: now a ticket on a dark face, the logo and the role it is valid
 * for, the facts (from when, how long free) in one strip over the perforation, whose notches
 * (`[data-pass-face]`, `[data-pass-stub]` in renderer/base.css) are cut out of the ticket; on the stub what comes with it.
 * The pass starts with the hero's text (its caption on the label's line). Review 30c: stretched to the form's foot it
 * held ~180 px of plain navy between its head and the role; review 31: as tall as its content it ended ~120 px above
 * the form's foot and only repeated the lead. Now its foot is the form's: the face as tall as its content, the stub
 * taking the rest, its promises at its head and at its foot, printed large as on a ticket, the day it is valid from.
 * Review 31b: the three promises at the stub's head left ~90 px of plain navy above the date: now they share the
 * stub's height as three equal rows between hairlines (the lines of a ticket), the date at its foot.
 */
export function Pass() {
  const copy = earlyAccessPass[useTimeline().launch]
  return (
    <figure className="flex h-full flex-col gap-3" data-pass>
      <figcaption className="eyebrow">{copy.caption}</figcaption>
      <div className="flex flex-1 flex-col text-white" data-pass-ticket>
        <div className="flex flex-col gap-10 rounded-t-3xl bg-ink-900 p-8 pb-7" data-pass-face>
          <div className="flex items-center justify-between gap-4">
            <Logo inverted />
            <span className="text-sm font-semibold uppercase tracking-[0.08em] text-brand-200">{copy.tag}</span>
          </div>
          <p className="flex flex-col gap-1">
            <span className="text-sm text-ink-300" data-pass-labels>
              <span data-pass-label="">{copy.unpickedLabel}</span>
              <span data-pass-label="picked">{copy.role}</span>
            </span>
            <span
              className="h-12 whitespace-nowrap text-[2.5rem] leading-tight font-bold tracking-tight"
              data-pass-roles
            >
              <span data-pass-role="">{copy.anyRole}</span>
              <span data-pass-role="startup">{signUpCopy.roles.startup}</span>
              <span data-pass-role="angel">{signUpCopy.roles.angel}</span>
            </span>
          </p>
        </div>
        <div
          className="flex flex-1 flex-col rounded-b-3xl border-t-2 border-dashed bg-ink-900 border-white/25 px-8 pt-2 pb-8"
          data-pass-stub
        >
          <ul className="flex flex-1 flex-col divide-y divide-white/10" data-pass-includes>
            {earlyAccessPromises.map((item) => (
              <li key={item} className="flex min-h-14 flex-1 items-center gap-3 py-3 text-lg text-ink-100">
                <span className="i-lucide-check shrink-0 text-xl text-ink-400" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <p className="flex flex-col gap-1 border-t border-white/15 pt-5" data-pass-facts>
            <span className="text-sm text-ink-300">{copy.valid.label}</span>
            <span className="text-[3.5rem] leading-none font-bold tracking-tight tabular-nums">{copy.valid.value}</span>
          </p>
        </div>
      </div>
    </figure>
  )
}
