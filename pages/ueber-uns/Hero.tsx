import { PersonPhoto } from '../../components/media/PersonPhoto'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTextList } from '../../components/ui/IconTile'
import { team } from '../../data/team'
import { aboutHero } from './copy'

/** The founders' first names from the team's data („Franziska, Niklas und Selin“): a rename changes them here too. */
const firstNames = new Intl.ListFormat('de-DE', { type: 'conjunction' }).format(
  team.map((person) => person.name.split(' ')[0] ?? person.name),
)

export function Hero() {
  return (
    <PageHero
      id="ueber-uns-titel"
      icon="i-lucide-users"
      copy={aboutHero}
      columns="lg:grid-cols-[1.2fr_1fr]"
      aside={
        <div className="rounded-4xl bg-gradient-ink p-6 text-white shadow-lift sm:p-8">
          <div className="flex flex-wrap items-center gap-4">
            <ul className="flex -space-x-3" aria-label="Das Gründungsteam">
              {team.map((person) => (
                <li key={person.name} className="rounded-full ring-4 ring-ink-900">
                  <PersonPhoto name={person.name} src={person.image} size={64} loading="eager" />
                </li>
              ))}
            </ul>
            <p className="text-sm leading-snug text-ink-100">
              <span className="block text-base font-semibold text-white">{firstNames}</span>
              Gründungsteam aus München
            </p>
          </div>
          <IconTextList
            items={aboutHero.facts.map((fact) => ({ icon: fact.icon, title: fact.value, text: fact.label }))}
            look="glass"
            figures
            className="mt-8 flex flex-col gap-3"
          />
        </div>
      }
    >
      <Actions>
        <ButtonLink href="#team" icon="i-lucide-arrow-down">
          Lerne das Team kennen
        </ButtonLink>
        <ButtonLink href="/plattform" variant="secondary">
          So funktioniert die Plattform
        </ButtonLink>
      </Actions>
    </PageHero>
  )
}
