import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { team } from './copy'

export function TeamSection() {
  return (
    <Section id="team" tone="muted" eyebrow={team.eyebrow} title={team.title} intro={team.intro}>
      <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {team.members.map((member, index) => (
          <li key={member.name} className="card flex flex-col items-center gap-4 text-center" {...revealProps(index)}>
            <PersonPhoto name={member.name} src={member.image} size={112} className="ring-4 ring-brand-100" />
            <div className="flex flex-col gap-1">
              <h3 className="text-xl font-bold text-ink-900">{member.name}</h3>
              <p className="text-sm font-semibold text-brand-700">{member.role}</p>
            </div>
            <p className="prose">{member.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
