import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { team } from '../../data/team'
import { accentText } from './accents'
import { aboutTeam } from './copy'

export function TeamSection() {
  return (
    <Section id="team" copy={aboutTeam}>
      {/* Stacked on phones (not a carousel: the three founders are what this page is about); from 1024 px the
          cards share their rows (subgrid), so names, bios and motivations line up across the three. */}
      <ul aria-label={aboutTeam.title} className="grid gap-6 lg:grid-cols-3">
        {team.map((person, index) => {
          const accent = accentText[person.accent]
          return (
            <li key={person.name} className="flex lg:row-span-3 lg:grid lg:grid-rows-[subgrid]" {...revealProps(index)}>
              <article className="card flex w-full flex-col gap-5 lg:row-span-3 lg:grid lg:grid-rows-[subgrid]">
                {/* The faces large in the hero's group portrait; here beside the name (one accent for the whole
                    page, round 12: the person's colour is left to the icon's glyph). */}
                <div className="flex items-center gap-4">
                  <PersonPhoto name={person.name} src={person.image} size={72} />
                  <div className="flex flex-col gap-1">
                    <h3 className="text-xl font-bold text-ink-900">{person.name}</h3>
                    <p className="text-sm font-semibold text-ink-600">{person.role}</p>
                  </div>
                </div>
                <p className="prose">{person.bio}</p>
                <figure className="flex flex-col gap-2 border-l-2 border-brand-200 pl-5">
                  <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-ink-600">
                    <span className={`${person.icon} text-base ${accent}`} aria-hidden="true" />
                    Meine Motivation
                  </p>
                  <p className="text-lg font-bold leading-snug text-ink-900">{person.storyHeadline}</p>
                  <blockquote className="text-base leading-relaxed text-ink-800">„{person.storyMotivation}“</blockquote>
                </figure>
              </article>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
