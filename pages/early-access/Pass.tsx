import { useTimeline } from '../../components/PageContext'
import { Logo } from '../../components/ui/Logo'
import { signUpCopy } from '../../data/signup'
import { earlyAccessPass } from './copy'

/**
 * What a sign-up gets, drawn as a membership pass: the hero's visual beside the form (not drawn on phones). The role
 * line names the role picked in the form beside it; the CSS rules `[data-pass-role]` and `[data-pass-label]` in
 * renderer/base.css show it, without script (`:has()` on the hero section); until one is picked, whom the pass is for.
 *
 * Session 28 review: the dark, tilted ticket with a pink layer and a glow behind it looked clickable and like stock,
 * and outshone the form: flat, without a shadow, no pill or button-like element in it. Review 29b: the dashed edge on
 * grey read as a drop zone and „Wähle deine Rolle“ as an empty state; now a card with a solid 1 px edge: a grey face
 * with the logo at its head and the holder's line at its foot, filled before a pick (the audiences it is for), and
 * under it the facts on white. The figure
 * fills its column's height, so the pass starts with the hero's text and ends with the form.
 */
export function Pass() {
  const copy = earlyAccessPass[useTimeline().launch]
  return (
    <figure className="flex h-full flex-col gap-3" data-pass>
      <figcaption className="eyebrow">{copy.caption}</figcaption>
      <div className="flex flex-1 flex-col overflow-hidden rounded-3xl border border-ink-200 bg-white">
        {/* The card's face: the logo at its head, the holder's line at its foot, the room between them the card's. */}
        {/* The brand's play mark large in the face's corner and a perforation under it make the room between logo
            and holder's line the ticket's own (session 29 review: the empty grey face read as an image that failed).
            Centred by its insets, not a transform: nothing in the pass is tilted or moved (session 28, an e2e test). */}
        <div className="relative flex flex-1 flex-col justify-between gap-10 overflow-hidden border-b-2 border-dashed border-ink-200 bg-ink-50 p-7">
          <span
            className="i-lucide-play pointer-events-none absolute inset-y-0 -right-6 my-auto text-[11rem] text-ink-200/70"
            aria-hidden="true"
            data-pass-mark
          />
          <div className="relative flex items-center justify-between gap-4">
            <Logo />
            <span className="text-sm font-semibold text-ink-700">{copy.tag}</span>
          </div>
          <p className="relative flex flex-col gap-1">
            <span className="text-sm text-ink-600" data-pass-labels>
              <span data-pass-label="">{copy.unpickedLabel}</span>
              <span data-pass-label="picked">{copy.role}</span>
            </span>
            <span className="h-10 whitespace-nowrap text-3xl font-bold tracking-tight text-ink-900" data-pass-roles>
              <span data-pass-role="">{copy.anyRole}</span>
              <span data-pass-role="startup">{signUpCopy.roles.startup}</span>
              <span data-pass-role="angel">{signUpCopy.roles.angel}</span>
            </span>
          </p>
        </div>
        <div className="flex flex-col gap-6 p-7">
          <dl className="grid grid-cols-2 gap-x-4">
            {copy.fields.map((field) => (
              <div key={field.label} className="flex flex-col gap-1">
                <dt className="text-sm text-ink-600">{field.label}</dt>
                <dd className="text-lg font-semibold text-ink-900">{field.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="flex flex-col gap-2.5 border-t border-ink-200 pt-6" data-pass-includes>
            {copy.includes.map((item) => (
              <li key={item} className="flex items-start gap-2.5 text-ink-700">
                <span className="i-lucide-check mt-0.5 shrink-0 text-lg text-ink-500" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </figure>
  )
}
