import { useTimeline } from '../../components/PageContext'
import { Logo } from '../../components/ui/Logo'
import { signUpCopy } from '../../data/signup'
import { earlyAccessPass } from './copy'

/**
 * What a sign-up gets, drawn as a membership pass: the hero's visual beside the form (not drawn on phones). The role
 * line names the role picked in the form beside it; the CSS rules `[data-pass-role]` and `[data-pass-label]` in
 * renderer/base.css show it, without script (`:has()` on the hero section), and a prompt until one is picked.
 *
 * Session 28 review: the dark, tilted ticket with a pink layer and a glow behind it looked clickable and like stock,
 * and outshone the form. Now a flat, light illustration quieter than the form: a grey ground without a shadow, a
 * dashed edge like a ticket's, its caption shown above it, no pill or button-like element in it.
 */
export function Pass() {
  const copy = earlyAccessPass[useTimeline().launch]
  return (
    <figure className="flex flex-col gap-3" data-pass>
      <figcaption className="eyebrow">{copy.caption}</figcaption>
      <div className="flex flex-col gap-6 rounded-3xl border-2 border-dashed border-ink-200 bg-ink-50 p-6 sm:p-7">
        <div className="flex items-center justify-between gap-4">
          <Logo />
          <span className="text-sm font-semibold text-ink-600">{copy.tag}</span>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-5">
          <div className="col-span-2 flex flex-col gap-1">
            <dt className="text-sm text-ink-600">
              <span data-pass-label="">{copy.unpickedLabel}</span>
              <span data-pass-label="picked">{copy.role}</span>
            </dt>
            <dd className="h-8 whitespace-nowrap text-2xl font-bold tracking-tight text-ink-900" data-pass-roles>
              <span data-pass-role="">{copy.anyRole}</span>
              <span data-pass-role="startup">{signUpCopy.roles.startup}</span>
              <span data-pass-role="angel">{signUpCopy.roles.angel}</span>
            </dd>
          </div>
          {copy.fields.map((field) => (
            <div key={field.label} className="flex flex-col gap-1">
              <dt className="text-sm text-ink-600">{field.label}</dt>
              <dd className="text-lg font-semibold text-ink-900">{field.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="flex flex-col gap-2.5 border-t border-dashed border-ink-300 pt-5" data-pass-includes>
          {copy.includes.map((item) => (
            <li key={item} className="flex items-start gap-2.5 text-ink-700">
              <span className="i-lucide-check mt-0.5 shrink-0 text-lg text-ink-500" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </figure>
  )
}
