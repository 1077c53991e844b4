import { PersonPhoto } from '../../components/media/PersonPhoto'
import { Rail } from '../../components/sections/Rail'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { team } from '../../data/team'
import { spotlightTeam as copy } from './copy-sections'

export function TeamSection() {
  return (
    <Section id="team" copy={copy}>
      <Rail label={copy.title} className="w-[calc(100%+2.5rem)] gap-5 sm:w-full sm:grid-cols-3">
        {team.map((person, index) => (
          <li key={person.name} className="rail-item" {...revealProps(index)}>
            <article className="card flex h-full flex-col items-center gap-4 text-center">
              <PersonPhoto name={person.name} src={person.image} size={104} className="ring-4 ring-brand-50" />
              <div className="flex flex-col gap-1">
                <h3 className="h-card">{person.name}</h3>
                <p className="text-sm font-semibold text-brand-700">{person.role}</p>
              </div>
              <p className="prose">{person.bio}</p>
            </article>
          </li>
        ))}
      </Rail>
      <div className="mt-10 flex">
        <ButtonLink href={copy.button.href} variant="dark" icon="i-lucide-arrow-right">
          {copy.button.label}
        </ButtonLink>
      </div>
    </Section>
  )
}
