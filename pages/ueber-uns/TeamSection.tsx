import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { team } from '../../data/team'
import { aboutTeam, shortBio } from './copy'

export function TeamSection() {
  return (
    // The heading over its intro, about eight of twelve columns wide (a split header squeezed it to three lines).
    <Section id="team" tone="muted" copy={aboutTeam}>
      {/* The page's centre, set editorially rather than as three more cards (session 30 review: the same template as
          every other section): no boxes, from 1024 px a large 224 px portrait over each founder (one crop: the same
          rounded square for the three), the name and role, her or his motivation as a quote in the main text colour
          and one sentence of bio under it. On phones an 80 px portrait beside name and role. From 1024 px the three
          share their rows (subgrid), so names, quotes and bios line up. */}
      <ul aria-label={aboutTeam.title} className="grid gap-x-12 gap-y-12 lg:grid-cols-3">
        {team.map((person, index) => (
          <li
            key={person.name}
            className="flex flex-col gap-5 lg:row-span-3 lg:grid lg:grid-rows-[subgrid] lg:gap-6"
            {...revealProps(index)}
          >
            <div className="flex items-center gap-5 lg:flex-col lg:items-start lg:gap-6">
              <PersonPhoto
                name={person.name}
                src={person.image}
                size={224}
                sizeClass="h-20 w-20 lg:h-56 lg:w-56"
                rounded="rounded-3xl lg:rounded-4xl"
              />
              <div className="flex flex-col gap-1">
                <h3 className="text-xl font-bold leading-tight text-ink-900 lg:text-2xl">{person.name}</h3>
                <p className="text-[0.9375rem] font-medium text-ink-500">{person.role}</p>
              </div>
            </div>
            {/* The motivation in the founder's own words, as her or his quote: 17 px, main text colour, German marks. */}
            <p className="border-l-2 border-ink-200 pl-4 text-[1.0625rem] leading-relaxed text-ink-900 sm:text-pretty">
              {`„${person.storyMotivation}“`}
            </p>
            <p className="text-[0.9375rem] leading-relaxed text-ink-600 sm:text-pretty">{shortBio(person.bio)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
