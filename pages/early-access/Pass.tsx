import { useTimeline } from '../../components/PageContext'
import { Logo } from '../../components/ui/Logo'
import { signUpCopy } from '../../data/signup'
import { earlyAccessPass } from './copy'

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
 * The pass starts with the hero's text (its caption on the label's line) and is as tall as its content: review 30c,
 * stretched to the form's foot it held ~180 px of plain navy between its head and the role.
 */
export function Pass() {
  const copy = earlyAccessPass[useTimeline().launch]
  return (
    <figure className="flex flex-col gap-3" data-pass>
      <figcaption className="eyebrow">{copy.caption}</figcaption>
      <div className="flex flex-col text-white" data-pass-ticket>
        <div className="flex flex-col gap-10 rounded-t-3xl bg-ink-900 p-7 pb-6" data-pass-face>
          <div className="flex items-center justify-between gap-4">
            <Logo inverted />
            <span className="text-sm font-semibold uppercase tracking-[0.08em] text-brand-200">{copy.tag}</span>
          </div>
          <div className="flex flex-col gap-7">
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
            <dl className="grid grid-cols-2 gap-x-4 border-t border-white/15 pt-4" data-pass-facts>
              {copy.fields.map((field) => (
                <div key={field.label} className="flex flex-col gap-0.5">
                  <dt className="text-sm text-ink-300">{field.label}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{field.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <div
          className="rounded-b-3xl border-t-2 border-dashed bg-ink-900 border-white/25 px-7 pt-5 pb-7"
          data-pass-stub
        >
          <ul className="flex flex-col gap-2.5" data-pass-includes>
            {copy.includes.map((item) => (
              <li key={item} className="flex items-start gap-3 text-ink-100">
                <span className="i-lucide-check mt-0.5 shrink-0 text-xl text-ink-400" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </figure>
  )
}
