import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react'
import type { DashboardData } from '../../data/dashboard'
import { appCard, cardTitle } from './card'

type Member = { key: number; name: string; role: string }

const inputClass =
  'min-h-12 w-full rounded-xl border border-ink-200 bg-white px-4 py-2.5 text-base text-ink-900 shadow-sm outline-none transition focus:border-violet-600 focus:ring-3 focus:ring-violet-200'
const labelClass = 'text-sm font-semibold text-ink-900'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; wrapper?: string }

/** A labelled text or number input. */
function Field({ id, label, wrapper = 'flex flex-col gap-2', ...input }: FieldProps) {
  return (
    <div className={wrapper}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} className={inputClass} {...input} />
    </div>
  )
}

/** The profile form: prefilled sample fields, a team list with an empty state, and a save that only previews. */
export function ProfilePanel({ company, previewNote }: { company: DashboardData['company']; previewNote: string }) {
  const id = useId()
  const [members, setMembers] = useState<Member[]>([])
  const [nextKey, setNextKey] = useState(1)
  const [saved, setSaved] = useState(false)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(true)
  }
  const addMember = () => {
    setMembers((list) => [...list, { key: nextKey, name: '', role: '' }])
    setNextKey((key) => key + 1)
    setSaved(false)
  }
  const update = (key: number, field: 'name' | 'role', value: string) =>
    setMembers((list) => list.map((member) => (member.key === key ? { ...member, [field]: value } : member)))
  return (
    <form className={`${appCard} flex flex-col gap-8`} onSubmit={onSubmit} onChange={() => setSaved(false)} noValidate>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={`mb-5 ${cardTitle}`}>Unternehmensprofil</legend>
        <Field
          id={`${id}-name`}
          label="Firmenname"
          name="companyName"
          defaultValue={company.name}
          wrapper="flex flex-col gap-2 sm:col-span-2"
        />
        <div className="flex flex-col gap-2 sm:col-span-2">
          <label htmlFor={`${id}-description`} className={labelClass}>
            Kurzbeschreibung
          </label>
          <textarea
            id={`${id}-description`}
            name="shortDescription"
            rows={3}
            defaultValue={company.shortDescription}
            className={`${inputClass} resize-y`}
          />
        </div>
        <Field id={`${id}-location`} label="Standort" name="location" defaultValue={company.location} />
        <div className="grid grid-cols-2 gap-4">
          {[
            {
              key: 'year',
              label: 'Gründungsjahr',
              name: 'foundingYear',
              min: 1990,
              max: 2100,
              value: company.foundingYear,
            },
            {
              key: 'founders',
              label: 'Anzahl Gründer:innen',
              name: 'founders',
              min: 1,
              max: 20,
              value: company.founders,
            },
          ].map((count) => (
            <Field
              key={count.key}
              id={`${id}-${count.key}`}
              label={count.label}
              name={count.name}
              type="number"
              inputMode="numeric"
              min={count.min}
              max={count.max}
              defaultValue={count.value}
              wrapper="flex flex-col justify-end gap-2"
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className={`mb-4 ${cardTitle}`}>Team</legend>
        {members.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-ink-200 px-6 py-8 text-center">
            <span className="i-lucide-users-round text-3xl text-ink-400" aria-hidden="true" />
            <p className="font-semibold text-ink-900">Noch keine Teammitglieder</p>
            <p className="text-sm text-ink-600">Füge dein Team hinzu&nbsp;– Angels investieren in Menschen.</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-4" aria-label="Teammitglieder">
            {members.map((member, index) => (
              <li
                key={member.key}
                className="grid gap-3 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
              >
                <Field
                  id={`${id}-member-${member.key}-name`}
                  label={`Name (Teammitglied ${index + 1})`}
                  value={member.name}
                  onChange={(event) => update(member.key, 'name', event.target.value)}
                />
                <Field
                  id={`${id}-member-${member.key}-role`}
                  label="Rolle"
                  value={member.role}
                  placeholder="z. B. CTO"
                  onChange={(event) => update(member.key, 'role', event.target.value)}
                />
                <button
                  type="button"
                  className="btn-secondary btn-sm min-h-12"
                  onClick={() => setMembers((list) => list.filter((entry) => entry.key !== member.key))}
                >
                  <span className="i-lucide-trash-2" aria-hidden="true" />
                  Entfernen<span className="sr-only"> (Teammitglied {index + 1})</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="btn-secondary self-start" onClick={addMember}>
          <span className="i-lucide-user-plus" aria-hidden="true" />
          Teammitglied hinzufügen
        </button>
      </fieldset>
      <div className="flex flex-col gap-4 border-t border-ink-100 pt-6 sm:flex-row sm:items-center">
        <button type="submit" className="btn-primary">
          <span className="i-lucide-save" aria-hidden="true" />
          Änderungen speichern
        </button>
        <p role="status" className="text-sm font-medium text-violet-700" data-save-notice>
          {saved ? (
            <span className="flex items-center gap-2">
              <span className="i-lucide-info text-lg" aria-hidden="true" />
              {previewNote}
            </span>
          ) : null}
        </p>
      </div>
    </form>
  )
}
