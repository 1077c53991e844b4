import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { team } from '../../data/team'
import { accentClasses } from './accents'
import { aboutTeam } from './copy'

export function TeamSection() {
  return (
    <Section id="team" copy={aboutTeam}>
      {/* Stacked on phones (not a carousel: the three founders are what this page is about); from 1024 px the
          cards share their rows (subgrid), so names, bios and motivations line up across the three. */}
      <ul aria-label={aboutTeam.title} className="grid gap-6 lg:grid-cols-3">
        {team.map((person, index) => {
          const accent = accentClasses[person.accent]
          return (
            <li key={person.name} className="flex lg:row-span-3 lg:grid lg:grid-rows-[subgrid]" {...revealProps(index)}>
              <article className="card relative flex w-full flex-col gap-5 overflow-hidden lg:row-span-3 lg:grid lg:grid-rows-[subgrid]">
                <span className={`absolute inset-x-0 top-0 h-1.5 ${accent.bar}`} aria-hidden="true" />
                <div className="flex items-start justify-between gap-4">
                  <div className="flex items-center gap-4 lg:flex-col lg:items-start lg:gap-5">
                    <PersonPhoto name={person.name} src={person.image} size={88} />
                    <div className="flex flex-col gap-1">
                      <h3 className="text-xl font-bold text-ink-900">{person.name}</h3>
                      <p className={`text-sm font-semibold ${accent.text}`}>{person.role}</p>
                    </div>
                  </div>
                  <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl ${accent.tile}`}>
                    <span className={`${person.icon} text-xl`} aria-hidden="true" />
                  </span>
                </div>
                <p className="prose">{person.bio}</p>
                <div className={`flex flex-col gap-2 rounded-2xl p-5 ${accent.soft}`}>
                  <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">Meine Motivation</p>
                  <p className="font-semibold leading-snug text-ink-900">{person.storyHeadline}</p>
                  <p className="text-sm leading-relaxed text-ink-700">„{person.storyMotivation}“</p>
                </div>
              </article>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
