import { PersonPhoto } from '../../components/media/PersonPhoto'
import { Rail } from '../../components/sections/Rail'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { team } from '../../data/team'
import { accentClasses } from './accents'
import { aboutTeam } from './copy'

export function TeamSection() {
  return (
    <Section id="team" copy={aboutTeam}>
      <Rail label={aboutTeam.title} className="sm:gap-6 lg:grid-cols-3">
        {team.map((person, index) => {
          const accent = accentClasses[person.accent]
          return (
            <li key={person.name} className="rail-item" {...revealProps(index)}>
              <article className="card relative flex h-full w-full flex-col gap-5 overflow-hidden">
                <span className={`absolute inset-x-0 top-0 h-1.5 ${accent.bar}`} aria-hidden="true" />
                <div className="flex items-start justify-between gap-4">
                  <PersonPhoto name={person.name} src={person.image} size={88} />
                  <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl ${accent.tile}`}>
                    <span className={`${person.icon} text-xl`} aria-hidden="true" />
                  </span>
                </div>
                <div className="flex flex-col gap-1">
                  <h3 className="text-xl font-bold text-ink-900">{person.name}</h3>
                  <p className={`text-sm font-semibold ${accent.text}`}>{person.role}</p>
                </div>
                <p className="prose">{person.bio}</p>
                <div className={`mt-auto flex flex-col gap-2 rounded-2xl p-5 ${accent.soft}`}>
                  <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">Meine Motivation</p>
                  <p className="font-semibold leading-snug text-ink-900">{person.storyHeadline}</p>
                  <p className="text-sm leading-relaxed text-ink-700">„{person.storyMotivation}“</p>
                </div>
              </article>
            </li>
          )
        })}
      </Rail>
    </Section>
  )
}
