import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { SplitHeading } from '../../components/ui/SplitHeading'
import { team } from '../../data/team'
import { aboutTeam, shortBio } from './copy'

export function TeamSection() {
  return (
    <Section id="team" tone="muted" labelledBy="team-titel">
      <SplitHeading id="team-titel" copy={aboutTeam} />
      {/* The founders are the page's subject: large faces (96 px on phones, 128 px from 1024 px) with name and role
          under them, one sentence of bio and the motivation as a plain quote under a hairline; three text levels per
          card (64 px faces beside text-heavy cards with an italic quote and a label each, session 28 review). From
          1024 px the cards share their rows (subgrid), so names, bios and quotes line up and the cards end together. */}
      <ul aria-label={aboutTeam.title} className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        {team.map((person, index) => (
          <li key={person.name} className="flex lg:row-span-3 lg:grid lg:grid-rows-[subgrid]" {...revealProps(index)}>
            <article className="card flex w-full flex-col gap-5 lg:row-span-3 lg:grid lg:grid-rows-[subgrid] lg:gap-6">
              <div className="flex flex-col items-start gap-4">
                <PersonPhoto name={person.name} src={person.image} size={128} sizeClass="h-24 w-24 lg:h-32 lg:w-32" />
                <div className="flex flex-col gap-1">
                  <h3 className="text-xl font-bold leading-tight text-ink-900">{person.name}</h3>
                  <p className="text-[0.9375rem] font-medium text-ink-500">{person.role}</p>
                </div>
              </div>
              <p className="prose">{shortBio(person.bio)}</p>
              <blockquote className="m-0 border-t border-ink-200 pt-5 text-base leading-relaxed text-ink-900 lg:pt-6">
                {`„${person.storyMotivation}“`}
              </blockquote>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
