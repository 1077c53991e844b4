import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { team } from '../../data/team'
import { aboutTeam, shortBio } from './copy'

export function TeamSection() {
  return (
    // The heading over its intro, about eight of twelve columns wide (a split header squeezed it to three lines).
    <Section id="team" tone="muted" copy={aboutTeam}>
      {/* The founders are the page's subject: from 1024 px large 128 px faces with name and role under them, one
          sentence of bio and the motivation as a plain quote under a hairline; three text levels per card. On phones
          a 72 px face beside name and role, bio and quote under them (the 96 px face over its name made the three
          cards some 1,750 px tall, session 28 review round 2). From 1024 px the cards share their rows (subgrid), so
          names, bios and motivations line up and the cards end together. */}
      <ul aria-label={aboutTeam.title} className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        {team.map((person, index) => (
          <li key={person.name} className="flex lg:row-span-3 lg:grid lg:grid-rows-[subgrid]" {...revealProps(index)}>
            <article className="card flex w-full flex-col gap-4 p-5 sm:p-8 lg:row-span-3 lg:grid lg:grid-rows-[subgrid] lg:gap-6">
              <div className="flex items-center gap-4 lg:flex-col lg:items-start">
                <PersonPhoto name={person.name} src={person.image} size={128} sizeClass="h-18 w-18 lg:h-32 lg:w-32" />
                <div className="flex flex-col gap-1">
                  <h3 className="text-xl font-bold leading-tight text-ink-900">{person.name}</h3>
                  <p className="text-[0.9375rem] font-medium text-ink-500">{person.role}</p>
                </div>
              </div>
              <p className="prose">{shortBio(person.bio)}</p>
              {/* The motivation in the founder's words, as a quiet line under a hairline: no quotation marks, no
                  quote ink, so the vision's quote stands alone on the page (four quotes competed, Selin's twice,
                  session 29 review round 3). */}
              <p className="border-t border-ink-200 pt-4 text-[0.9375rem] leading-relaxed text-ink-600 sm:pt-5 lg:pt-6">
                {person.storyMotivation}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
