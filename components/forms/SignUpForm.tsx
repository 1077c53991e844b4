import type { ReactNode } from 'react'
import {
  type SignUpRole,
  type SignUpSuccess,
  type SignUpTag,
  signUpCopy,
  signUpMessages,
  signUpPhaseCopy,
} from '../../data/signup'
import { useLinks, usePageContext } from '../PageContext'
import { EmailInput } from './EmailInput'

type Props = {
  /**
   * Card: a titled white card for sections. Inline: e-mail, role and button in one compact row (heroes). Split: the
   * role as a segmented row, the e-mail and the button in one row under it (a hero that asks both audiences; with one
   * role just that row, a section's form without a title of its own).
   */
  variant?: 'card' | 'inline' | 'split'
  /** Marketing content tag stored with the sign-up (where it came from). */
  tag: SignUpTag
  /** The roles offered (startup and angel by default); a single role (the audience of a founder or angel page) is sent without asking. */
  roles?: readonly SignUpRole[]
  title?: string
  text?: string
  /** The button's label where the page's own words fit better than the sign-up's (e.g. a second sign-up). */
  submit?: string
  /** The privacy note where the form is not the stage's own sign-up (the partner news, the second sign-up on /thank-you). */
  privacy?: string
  /** The role question in the page's words (a second sign-up: "Dabei als"). */
  roleLegend?: string
  /** The answer in place where the form is a second sign-up (a co-founder's on /thank-you). */
  success?: SignUpSuccess
  /** An outlined button where the form is not the page's main action (a second sign-up after the inboxes). */
  quiet?: boolean
  /**
   * The split role picker's control: `radios` (a radio ring in each half of one tray) or `tiles` (two white tiles
   * side by side from 400 px, stacked at full width below; each a radio circle and its role, 44 px high: an open choice before a pick, which a grey tray with
   * no ring read as a disabled switch; the picked tile with a brand edge and a filled circle). Only with `split`.
   */
  roleControl?: 'radios' | 'tiles'
  /** One line under the button (what the visitor can rely on), above the privacy note. */
  note?: ReactNode
  /**
   * Without the white card, on a dark stage (a hero whose picture is the one bright object): the fields stand on the
   * page's ground, label, privacy note and messages in light colours.
   */
  bare?: boolean
  className?: string
}

/** The roles the founder and angel pages ask between. */
const audienceRoles: readonly SignUpRole[] = ['startup', 'angel']

/**
 * The role picker's three looks, each its group, its labels and its radios: `chips` (the card form), `radios` (split,
 * a ring in each half) and `tiles` (split, two white tiles with a radio circle each; used on /early-access only). Review 31:
 * stacked on a phone they took ~100 px, so side by side; review 31b: at 390 px „Business Angel“ then broke onto two
 * lines beside a one-line „Startup“ (the half is ~155 px, the label ~170 px): side by side from 400 px, below that
 * stacked at full width, each on one line.
 */
const roleControls = {
  chips: {
    group: 'flex flex-wrap gap-2',
    label:
      'inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-full bg-white pr-5 pl-3 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 hover:ring-ink-300 has-[:checked]:bg-violet-50 has-[:checked]:ring-2 has-[:checked]:ring-violet-600',
    input: 'h-6 w-6 accent-violet-600',
  },
  radios: {
    group: 'grid grid-cols-2 gap-1 rounded-full bg-brand-50/60 p-1 ring-1 ring-ink-200',
    label:
      'flex min-h-12 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-1 text-center text-sm font-semibold sm:gap-2 sm:px-3 text-ink-700 hover:text-ink-900 has-[:checked]:bg-white has-[:checked]:text-ink-900 has-[:checked]:shadow-soft has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-600',
    input:
      'm-0 h-6 w-6 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-ink-400 bg-white outline-none checked:border-7 checked:border-brand-600',
  },
  tiles: {
    group: 'grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:gap-3',
    label:
      'flex min-h-11 cursor-pointer items-center gap-2 whitespace-nowrap rounded-xl bg-white px-3 py-1.5 text-[0.9375rem] leading-5 font-semibold sm:gap-3 sm:px-4 text-ink-800 ring-1 ring-ink-300 hover:bg-ink-50 hover:ring-ink-500 has-[:checked]:bg-white has-[:checked]:text-ink-900 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-600',
    input:
      'm-0 h-6 w-6 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-ink-400 bg-white outline-none checked:border-7 checked:border-brand-600',
  },
} as const

/**
 * The sign-up (before the launch for the early access, after it the registration and news sign-up, worded
 * by the launch stage): a plain HTML form posting to our server, so it works without
 * JavaScript (303 to /thank-you, or this page again with the message at the field and the input kept).
 * The enhancer signup-form.ts sends it by fetch instead and shows "Willkommen an Bord!" in place.
 */
export function SignUpForm({
  variant = 'card',
  tag,
  roles = audienceRoles,
  title,
  text,
  submit,
  privacy,
  roleLegend = signUpCopy.roleLegend,
  success = signUpCopy.success,
  quiet = false,
  note,
  roleControl = 'radios',
  bare = false,
  className = '',
}: Props) {
  const { signUp, urlPathname, time } = usePageContext()
  const links = useLinks()
  const phase = signUpPhaseCopy[time.launch]
  const state = signUp?.tag === tag ? signUp : undefined
  const error = state?.error
  const chosen = state?.values.role as SignUpRole | undefined
  const id = `signup-${tag}`
  const inline = variant !== 'card'
  const split = variant === 'split'
  const control = roleControls[split ? roleControl : 'chips']
  const errorOf = (field: 'email' | 'role' | 'tag') => (error?.field === field ? error.message : undefined)
  const errorColour = bare ? 'text-red-200' : 'text-red-700'

  const emailLabel = (
    <label htmlFor={`${id}-email`} className={`text-sm font-semibold ${bare ? 'text-white' : 'text-ink-800'}`}>
      {signUpCopy.emailLabel}
    </label>
  )
  const emailInput = (
    <EmailInput
      id={`${id}-email`}
      placeholder={signUpCopy.emailPlaceholder}
      defaultValue={state?.values.email}
      autoFocus={error?.field === 'email'}
      invalid={Boolean(errorOf('email'))}
    />
  )
  const emailError = (
    <FieldError id={`${id}-email-error`} field="email" message={errorOf('email')} colour={errorColour} />
  )
  const roleField =
    roles.length === 1 ? (
      <input type="hidden" name="role" value={roles[0]} />
    ) : (
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={errorOf('role') ? true : undefined}
        aria-describedby={`${id}-role-error`}
      >
        <legend className="mb-2 text-sm font-semibold text-ink-800">{roleLegend}</legend>
        {/*
          Split: a segmented control of two equal halves, each a whole label around its radio. The radio is drawn as
          a small ring that fills with the brand colour (not the browser's circle); the picked half turns into a white
          pill with a brand ring. Plain CSS (`:checked`, `has-[:checked]`), so it works without script.
        */}
        <div className={control.group}>
          {roles.map((value, index) => (
            <label key={value} className={control.label}>
              <input
                type="radio"
                name="role"
                value={value}
                required
                defaultChecked={chosen === value}
                // biome-ignore lint/a11y/noAutofocus: only on the page re-rendered after a rejected post, to lead to the message
                autoFocus={error?.field === 'role' && index === 0}
                className={control.input}
              />
              {signUpCopy.roles[value]}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-role-error`} field="role" message={errorOf('role')} colour={errorColour} />
      </fieldset>
    )
  const submitButton = (
    <button
      type="submit"
      className={`${quiet ? 'btn-secondary' : 'btn-primary'} ${split ? 'shrink-0' : inline ? 'self-start' : 'w-full'}`}
      data-signup-submit
    >
      {submit ?? phase.submit}
      <span className="i-lucide-arrow-right" aria-hidden="true" />
    </button>
  )

  // Layered: one line under the button says where to read what we store; the note itself, unchanged (the text a
  // sign-up agrees to, see consentVersions), opens under it, with the full privacy policy linked.
  const privacyDetails = (
    <details
      className={`text-[0.8125rem] leading-relaxed ${bare ? `text-ink-100 ${note ? 'min-w-52 flex-1' : ''}` : 'text-ink-700'}`}
    >
      <summary className="flex cursor-pointer items-center gap-1 py-1 font-semibold">
        {signUpCopy.privacySummary}
        <span className="i-lucide-chevron-down" aria-hidden="true" />
      </summary>
      <p className="mt-1" data-privacy-note>
        {privacy ?? phase.privacy}{' '}
        <a
          href={`${links.registrationApp}/datenschutz`}
          target="_blank"
          rel="noopener"
          className={bare ? 'font-semibold text-white underline underline-offset-4' : 'prose-link'}
        >
          {signUpCopy.privacyLink}
          <span className="sr-only"> (öffnet in neuem Tab)</span>
        </a>
      </p>
    </details>
  )

  return (
    <form
      method="post"
      action="/api/early-access"
      noValidate
      data-signup-form={tag}
      aria-labelledby={inline ? undefined : `${id}-title`}
      aria-label={inline ? phase.cardTitle : undefined}
      className={`flex flex-col gap-4 text-left ${bare ? '' : `rounded-3xl bg-white text-ink-900 shadow-soft ring-1 ring-ink-200 ${inline ? 'p-4 sm:p-5' : 'p-6 sm:p-8'}`} ${className}`}
    >
      <input type="hidden" name="tag" value={tag} />
      <input type="hidden" name="from" value={urlPathname} />
      {/* Honeypot: invisible to people and screen readers; bots that fill it are answered but not stored. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label>
          {signUpCopy.honeypotLabel}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {inline ? null : (
        <div className="flex flex-col gap-2">
          <h2 id={`${id}-title`} className="h-card">
            {title ?? phase.cardTitle}
          </h2>
          <p className="text-[0.9375rem] leading-relaxed text-ink-600">{text ?? phase.cardText}</p>
        </div>
      )}
      <div data-signup-fields className="flex flex-col gap-4">
        {split ? (
          <>
            {roleField}
            <div className="flex flex-col gap-2">
              {emailLabel}
              <div className="flex flex-col gap-3 sm:flex-row">
                <div className="flex-1">{emailInput}</div>
                {submitButton}
              </div>
              {emailError}
            </div>
          </>
        ) : (
          <div className={`flex flex-col gap-4 ${inline ? 'md:flex-row md:items-start' : ''}`}>
            <div className="flex flex-1 flex-col gap-2">
              {emailLabel}
              {emailInput}
              {emailError}
            </div>
            {roleField}
          </div>
        )}
        <FieldError id={`${id}-tag-error`} field="tag" message={errorOf('tag')} colour={errorColour} />
        <p
          data-signup-error
          data-failed={signUpMessages.failed}
          hidden
          role="alert"
          className={`text-sm font-semibold ${errorColour}`}
        />
        {split ? null : submitButton}
        {bare && note ? (
          // On a dark stage the note stands beside the privacy line, one row of small print (round 27: three rows
          // under the hero's form, the note floating apart from the rest); the note opens in the space beside it.
          <div className="flex flex-wrap items-start gap-x-6 gap-y-1" data-signup-note-row>
            <p className="py-1 text-[0.8125rem] font-medium leading-relaxed text-ink-100">{note}</p>
            {privacyDetails}
          </div>
        ) : (
          <>
            {note ? (
              <p className={`text-sm leading-relaxed ${bare ? 'text-ink-100' : 'text-ink-700'}`}>{note}</p>
            ) : null}
            {privacyDetails}
          </>
        )}
      </div>
      <div
        data-signup-success
        hidden
        role="status"
        tabIndex={-1}
        className="flex items-start gap-4 rounded-2xl bg-mint-50 p-5 text-ink-900 ring-1 ring-mint-200"
      >
        <span className="i-lucide-party-popper mt-1 shrink-0 text-2xl text-mint-700" aria-hidden="true" />
        <span className="flex flex-col gap-1">
          <span className="h-card">{success.title}</span>
          <span className="text-sm leading-relaxed text-ink-700">
            {success.before}
            <strong className="break-all font-semibold text-ink-900" data-signup-address />
            {success.after}
          </span>
        </span>
      </div>
    </form>
  )
}

function FieldError({
  id,
  field,
  message,
  colour,
}: {
  id: string
  field: string
  message: string | undefined
  /** The message's colour: red on the white card, a light red on a dark stage. */
  colour: string
}) {
  return (
    <p
      id={id}
      data-field-error={field}
      hidden={!message}
      role="alert"
      className={`flex items-start gap-2 text-sm font-semibold ${colour}`}
    >
      <span className="i-lucide-circle-alert mt-0.5 shrink-0 text-base" aria-hidden="true" />
      <span data-message>{message}</span>
    </p>
  )
}
