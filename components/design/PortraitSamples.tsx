import { jury } from '../../data/jury'
import { PersonPhoto } from '../media/PersonPhoto'

const people = jury.filter((member) => member.image).slice(0, 6)

/**
 * The one portrait style of the site (DiceBear "Lorelei", drawn into public/ by scripts/make-people.ts) and its
 * documented fallback: the initials, shown by PersonPhoto when a portrait does not load.
 */
export function PortraitSamples() {
  return (
    <div className="flex flex-wrap items-start gap-x-10 gap-y-6">
      <figure className="flex flex-col gap-3">
        {/* Overlapping on phones, as a stack of faces is shown on the site: six in a row wrapped 4 + 2. */}
        <ul className="flex -space-x-3 sm:gap-3 sm:space-x-0">
          {people.map((person) => (
            <li key={person.id} className="flex">
              <PersonPhoto name={person.name} src={person.image} size={64} className="ring-3 ring-white sm:ring-0" />
            </li>
          ))}
        </ul>
        <figcaption className="text-sm text-ink-600">
          <span className="font-semibold text-ink-900">Porträt</span> · ein Stil für alle, gleicher Ausschnitt
        </figcaption>
      </figure>
      <figure className="flex flex-col gap-3">
        <PersonPhoto name="Felix Hartmann" size={64} />
        <figcaption className="text-sm text-ink-600">
          <span className="font-semibold text-ink-900">Fallback</span> · Initialen, wenn ein Bild nicht lädt
        </figcaption>
      </figure>
    </div>
  )
}
