import type { ReactNode } from 'react'
import { CodeSample } from '../../components/design/CodeSample'
import { DocsBlock } from '../../components/design/DocsLayout'
import { fieldClass } from '../../components/forms/field'
import { codeSamples } from '../../data/design-tokens'
import { blocks } from './copy'

const label = 'text-sm font-semibold text-ink-800'
const state = 'font-mono text-xs text-ink-600'

/** One text field of the specimen grid: its label with the state it shows (`Fokus`, `Fehler`) beside it. */
function FieldSpecimen({
  id,
  label: text,
  state: shown,
  children,
}: {
  id: string
  label: string
  state: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={label}>
          {text}
        </label>
        <span className={state}>{shown}</span>
      </div>
      {children}
    </div>
  )
}

/** Text fields in their states, a selection, options: the form parts of the sign-up and voting forms. */
export function Forms() {
  return (
    <DocsBlock id="formulare" copy={blocks.formulare}>
      <div className="grid gap-x-6 gap-y-8 rounded-2xl p-5 ring-1 ring-ink-200 sm:grid-cols-2 sm:p-8">
        <FieldSpecimen id="dg-startup" label="Name des Startups" state="Standard">
          <input id="dg-startup" className={fieldClass} placeholder={'z.\u00a0B. Fristwerk'} />
        </FieldSpecimen>
        <FieldSpecimen id="dg-city" label="Standort" state="Fokus">
          <input
            id="dg-city"
            defaultValue="München"
            className={`${fieldClass} !border-violet-600 outline outline-3 outline-offset-2 outline-violet-600`}
          />
        </FieldSpecimen>
        <FieldSpecimen id="dg-mail" label="E-Mail" state="Fehler">
          <input
            id="dg-mail"
            type="email"
            defaultValue="katrin@onepitch"
            aria-invalid="true"
            aria-describedby="dg-mail-fehler"
            className={fieldClass}
          />
          <p id="dg-mail-fehler" className="flex items-center gap-1.5 text-sm font-semibold text-red-700">
            <span className="i-lucide-circle-alert" aria-hidden="true" />
            Bitte gib eine vollständige E-Mail-Adresse ein.
          </p>
        </FieldSpecimen>
        <FieldSpecimen id="dg-site" label="Website" state="Deaktiviert">
          <input id="dg-site" disabled defaultValue="fristwerk.example" className={fieldClass} />
        </FieldSpecimen>
        <div className="flex flex-col gap-2">
          <label htmlFor="dg-phase" className={label}>
            Phase
          </label>
          <select id="dg-phase" className={fieldClass} defaultValue="Seed">
            <option>Pre-Seed</option>
            <option>Seed</option>
            <option>Series A</option>
          </select>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className={`${label} mb-2`}>Ich bin …</legend>
          <div className="flex flex-wrap gap-2">
            {['Startup', 'Angel'].map((value) => (
              <label
                key={value}
                className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-2xl border-2 border-ink-200 bg-white px-4 text-sm font-semibold text-ink-800 has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50"
              >
                <input
                  type="radio"
                  name="dg-role"
                  value={value}
                  defaultChecked={value === 'Angel'}
                  className="h-6 w-6 accent-violet-600"
                />
                {value}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex items-center gap-3 text-sm text-ink-700 sm:col-span-2">
          <input type="checkbox" defaultChecked className="h-6 w-6 accent-violet-600" />
          Spotlight-News per E-Mail erhalten
        </label>
      </div>
      <CodeSample code={codeSamples.field} label="Feld mit Fehler" />
    </DocsBlock>
  )
}
