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
      {/* Stacked on phones (not a carousel: the three founders are what this page is about), tight there: a smaller
          face, the motivation a step smaller (three cards took 1,350 px of a phone, review 5 Nov); from 1024 px the
          cards share their rows (subgrid), so names, bios and motivations line up and the cards end together.
          One icon colour and one face background for the three (three of each read as noise, review 5 Nov). */}
      <ul aria-label={aboutTeam.title} className="grid gap-3 sm:gap-6 lg:grid-cols-3">
        {team.map((person, index) => (
          <li key={person.name} className="flex lg:row-span-3 lg:grid lg:grid-rows-[subgrid]" {...revealProps(index)}>
            <article className="flex w-full flex-col gap-3 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:gap-4 sm:p-6 lg:row-span-3 lg:p-8 lg:grid lg:grid-rows-[subgrid]">
              <div className="flex items-center gap-4">
                <PersonPhoto name={person.name} src={person.image} size={64} />
                <div className="flex flex-col gap-0.5">
                  <h3 className="text-lg font-bold text-ink-900">{person.name}</h3>
                  <p className="text-sm font-semibold text-ink-600">{person.role}</p>
                </div>
              </div>
              <p className="text-[0.9375rem] leading-relaxed text-ink-700 sm:text-base">{shortBio(person.bio)}</p>
              <figure className="flex flex-col gap-1.5 border-t border-ink-100 pt-3 sm:gap-2 sm:pt-4">
                <figcaption className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-ink-600">
                  <span className={`${person.icon} text-base text-brand-700`} aria-hidden="true" />
                  Meine Motivation
                </figcaption>
                <blockquote className="text-[0.9375rem] italic leading-relaxed text-ink-700 sm:text-base">
                  {`„${person.storyMotivation}“`}
                </blockquote>
              </figure>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
