import { PersonPhoto } from '../../components/media/PersonPhoto'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { team } from '../../data/team'
import { spotlightTeam as copy } from './copy-sections'

/** The organisers in one row, inside "Über uns": names and roles; their stories are on /ueber-uns. */
export function TeamSection() {
  return (
    <section id="team" aria-labelledby="team-titel" className="flex flex-col gap-6 border-t border-ink-200 pt-12">
      <h3 id="team-titel" className="text-2xl font-bold text-ink-900">
        {copy.title}
      </h3>
      <ul className="grid gap-4 sm:grid-cols-3" aria-label={copy.listLabel}>
        {team.map((person) => (
          <li key={person.name} className="flex items-center gap-4" data-team-member>
            <PersonPhoto name={person.name} src={person.image} size={64} className="ring-4 ring-white" />
            <div className="flex flex-col">
              <p className="font-semibold text-ink-900">{person.name}</p>
              <p className="text-sm font-medium text-ink-600">{person.role}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex">
        <ButtonLink href={copy.button.href} variant="secondary" icon="i-lucide-arrow-right">
          {copy.button.label}
        </ButtonLink>
      </div>
    </section>
  )
}
