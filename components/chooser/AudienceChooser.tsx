import { useEffect, useState } from 'react'
import { ButtonLink } from '../ui/ButtonLink'

export type AudienceOption = {
  id: string
  label: string
  icon: string
  cta: string
  href: string
  hint: string
  /** Lead-in of the plain link shown for this option before the island runs, e.g. „Du bist Angel-Investor?“. */
  question: string
}

type Props = {
  options: AudienceOption[]
  /** Accessible name of the button group. */
  label: string
  /** Prefix of the element ids (stable on server and client, unlike useId across separate roots). */
  idPrefix: string
}

/**
 * Two toggle buttons (aria-pressed) that reveal the sign-up button of the chosen audience. The server HTML
 * shows the first option chosen; until the island runs, a plain link leads to the other options' pages.
 */
/**
 * An option's label with its last word kept whole: „Ich bin ein Angel-Investor“ broke at the hyphen on a phone
 * (review 30). The accessible name stays the spec's label.
 */
function keepLastWord(text: string) {
  const cut = text.lastIndexOf(' ')
  if (cut < 0) return text
  return (
    <>
      {`${text.slice(0, cut)} `}
      <span className="whitespace-nowrap">{text.slice(cut + 1)}</span>
    </>
  )
}

export default function AudienceChooser({ options, label, idPrefix }: Props) {
  const [chosen, setChosen] = useState(options[0]?.id)
  const [interactive, setInteractive] = useState(false)
  useEffect(() => setInteractive(true), [])
  const others = options.filter((option) => option.id !== options[0]?.id)
  return (
    <div className="flex flex-col gap-6" data-chooser data-chosen={chosen}>
      <fieldset className="m-0 grid min-w-0 gap-3 border-0 p-0 sm:grid-cols-2 lg:grid-cols-1">
        <legend className="sr-only">{label}</legend>
        {options.map((option) => {
          const pressed = option.id === chosen
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={pressed}
              aria-controls={`${idPrefix}-${option.id}`}
              data-option={option.id}
              onClick={() => setChosen(option.id)}
              className={`flex min-h-16 items-center gap-3 rounded-2xl px-5 py-4 text-left text-base font-semibold transition-[background-color,box-shadow,color] duration-200 ${
                pressed
                  ? 'bg-white text-ink-900 shadow-lift ring-2 ring-brand-600'
                  : 'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/15'
              }`}
            >
              <span
                className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl text-xl ${pressed ? 'bg-brand-50 text-brand-700' : 'bg-white/10 text-white'}`}
              >
                <span className={option.icon} aria-hidden="true" />
              </span>
              <span className="flex-1">{keepLastWord(option.label)}</span>
              <span
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${pressed ? 'bg-gradient-brand text-white' : 'ring-2 ring-white/40'}`}
                aria-hidden="true"
              >
                {pressed ? <span className="i-lucide-check text-sm" /> : null}
              </span>
            </button>
          )
        })}
      </fieldset>
      {options.map((option) => (
        <div
          key={option.id}
          id={`${idPrefix}-${option.id}`}
          hidden={option.id !== chosen}
          data-panel={option.id}
          className="flex flex-col gap-3"
        >
          <ButtonLink href={option.href} icon="i-lucide-arrow-right" className="w-full">
            {option.cta}
          </ButtonLink>
          <p className="text-center text-sm font-medium text-ink-100">{option.hint}</p>
        </div>
      ))}
      {interactive ? null : (
        <p className="text-center text-sm text-ink-100" data-chooser-fallback>
          {others.map((option) => (
            <a
              key={option.id}
              href={option.href}
              className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
            >
              {option.question} {option.cta}
            </a>
          ))}
        </p>
      )}
    </div>
  )
}
