import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { team } from '../../data/team'
import { accentText } from './accents'
import { aboutTeam, shortBio } from './copy'

export function TeamSection() {
  return (
    <Section id="team" tone="muted" copy={aboutTeam}>
      {/* Stacked on phones (not a carousel: the three founders are what this page is about); from 1024 px the
          cards share their rows (subgrid), so names, bios and motivations line up and the cards end together.
          One sentence of bio and the motivation as one quote (the bio's second sentence and a story headline made
          three long cards, review round 23). */}
      <ul aria-label={aboutTeam.title} className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        {team.map((person, index) => {
          const accent = accentText[person.accent]
          return (
            <li key={person.name} className="flex lg:row-span-3 lg:grid lg:grid-rows-[subgrid]" {...revealProps(index)}>
              <article className="card flex w-full flex-col gap-4 lg:row-span-3 lg:grid lg:grid-rows-[subgrid]">
                <div className="flex items-center gap-4">
                  <PersonPhoto name={person.name} src={person.image} size={80} />
                  <div className="flex flex-col gap-0.5">
                    <h3 className="text-lg font-bold text-ink-900">{person.name}</h3>
                    <p className="text-sm font-semibold text-ink-600">{person.role}</p>
                  </div>
                </div>
                <p className="text-ink-700">{shortBio(person.bio)}</p>
                <figure className="flex flex-col gap-2 border-t border-ink-100 pt-4">
                  <figcaption className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-ink-600">
                    <span className={`${person.icon} text-base ${accent}`} aria-hidden="true" />
                    Meine Motivation
                  </figcaption>
                  <blockquote className="italic leading-relaxed text-ink-700">
                    {`„${person.storyMotivation}“`}
                  </blockquote>
                </figure>
              </article>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
