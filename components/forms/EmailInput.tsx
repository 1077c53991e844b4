import { fieldClass } from './field'

type Props = {
  id: string
  placeholder: string
  /** Marks the field invalid; its message stands in the element `${id}-error`. */
  invalid: boolean
  defaultValue?: string | undefined
  autoFocus?: boolean
}

/** The e-mail address field of our forms (sign-up, voter address): the same rules and look wherever we ask for one. */
export function EmailInput({ id, placeholder, invalid, defaultValue, autoFocus }: Props) {
  return (
    <input
      id={id}
      type="email"
      name="email"
      required
      maxLength={254}
      autoComplete="email"
      inputMode="email"
      placeholder={placeholder}
      defaultValue={defaultValue}
      // biome-ignore lint/a11y/noAutofocus: only on the page re-rendered after a rejected post, to lead to the message
      autoFocus={autoFocus}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={`${id}-error`}
      className={fieldClass}
    />
  )
}
