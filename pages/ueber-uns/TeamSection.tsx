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
          every other section): no boxes, from 1024 px a portrait over each founder on a grey ground as wide as the column
          (one crop for the three, so portrait, quote and bio share one width), the name and role, her or his motivation as a quote in the main text colour
          and one sentence of bio under it. On phones an 80 px portrait beside name and role. From 1024 px the three
          share their rows (subgrid), so names, quotes and bios line up. */}
      <ul aria-label={aboutTeam.title} className="grid gap-x-12 gap-y-12 lg:grid-cols-3">
        {team.map((person, index) => (
          <li
            key={person.name}
            className="flex flex-col gap-5 lg:row-span-3 lg:grid lg:grid-rows-[subgrid] lg:gap-6"
            {...revealProps(index)}
          >
            <div className="flex items-center gap-5 lg:flex-col lg:items-stretch lg:gap-6">
              {/* From 1024 px the portrait's grey ground is the column's full width (the portraits' own ground, ink-100; session 30 fix round: a
                  224 px tile over a wider quote and bio gave each founder three widths), the face standing at its foot. */}
              <span className="flex shrink-0 lg:aspect-[4/3] lg:w-full lg:items-end lg:justify-center lg:overflow-hidden lg:rounded-4xl lg:bg-ink-100">
                <PersonPhoto
                  name={person.name}
                  src={person.image}
                  size={224}
                  sizeClass="h-20 w-20 lg:h-56 lg:w-56"
                  rounded="rounded-3xl lg:rounded-none"
                />
              </span>
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
