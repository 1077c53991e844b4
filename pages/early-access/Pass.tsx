import { useTimeline } from '../../components/PageContext'
import { CheckList } from '../../components/ui/CheckList'
import { Logo } from '../../components/ui/Logo'
import { signUpCopy } from '../../data/signup'
import { earlyAccessPass } from './copy'

/**
 * What a sign-up gets, drawn as a membership pass: the hero's visual beside the form (under it on phones). The role
 * line names the role picked in the form above it; the CSS rules `[data-pass-role]` and `[data-pass-label]` in renderer/base.css shows it,
 * without script (`:has()` on the hero section), and both roles until one is picked.
 */
export function Pass() {
  const copy = earlyAccessPass[useTimeline().launch]
  return (
    <figure className="relative" data-pass>
      <div className="absolute inset-0 rotate-3 rounded-4xl bg-gradient-brand opacity-40" aria-hidden="true" />
      <div className="relative flex flex-col gap-6 overflow-hidden rounded-4xl bg-gradient-ink p-6 text-white shadow-lift sm:p-8">
        <span
          className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-brand-500/20 blur-2xl"
          aria-hidden="true"
        />
        <div className="relative flex items-center justify-between gap-4">
          <Logo inverted />
          <span className="hero-label-dark">
            <span className="i-lucide-sparkles" aria-hidden="true" />
            {copy.tag}
          </span>
        </div>
        <dl className="relative grid grid-cols-2 gap-x-4 gap-y-6">
          <div className="col-span-2 flex flex-col gap-1">
            <dt className="eyebrow text-brand-200">
              <span data-pass-label="">{copy.unpickedLabel}</span>
              <span data-pass-label="picked">{copy.role}</span>
            </dt>
            <dd className="h-9 text-2xl font-extrabold tracking-tight whitespace-nowrap sm:text-3xl" data-pass-roles>
              <span data-pass-role="">{copy.anyRole}</span>
              <span data-pass-role="startup">{signUpCopy.roles.startup}</span>
              <span data-pass-role="angel">{signUpCopy.roles.angel}</span>
            </dd>
          </div>
          {copy.fields.map((field) => (
            <div key={field.label} className="flex flex-col gap-1">
              <dt className="eyebrow text-brand-200">{field.label}</dt>
              <dd className="text-lg font-semibold">{field.value}</dd>
            </div>
          ))}
        </dl>
        <div className="relative border-t-2 border-dashed border-white/15 pt-6">
          <CheckList items={copy.includes} tone="dark" />
        </div>
      </div>
      <figcaption className="sr-only">{copy.caption}</figcaption>
    </figure>
  )
}
