import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { team } from '../../data/team'
import { aboutTeam, shortBio } from './copy'

/**
 * The portrait's crop: a tile on the faces' own ground (ink-100, the ground of every portrait on the site). On phones a
 * 112 px 6 : 5 tile beside the name, the illustration as wide as the tile and pulled 11 % below its foot, so the head
 * fills about 70 % of it. From 1024 px a band 184 px high across the card's top, the face 152 px wide at its foot and
 * centred, so head and shoulders take about two thirds of the band's height under an even margin of ground (session 31
 * fix round: filling the whole ~348 × 290 image, cut at the neck, the line art read coarse and loudest on the page).
 * The faces are the make-people.ts SVGs, cropped here, not redrawn.
 */
const portraitTile = 'relative block aspect-[6/5] shrink-0 overflow-hidden bg-ink-100 lg:aspect-auto lg:h-46'
const portraitCrop =
  'absolute inset-x-0 -bottom-[11%] block aspect-square lg:inset-x-auto lg:bottom-0 lg:left-[calc(50%-4.75rem)] lg:h-38 lg:w-38'

export function TeamSection() {
  return (
    // The heading over its intro, about eight of twelve columns wide (a split header squeezed it to three lines).
    <Section id="team" tone="muted" copy={aboutTeam}>
      {/* The page's signature: each founder one white card (session 31 review: a pale tile with a small head, the name,
          quote and bio loose under it). From 1024 px the portrait fills the card's top edge to edge, then name and role,
          the credential (one sentence of bio) directly under the role and the motivation as a quiet quote under a
          hairline, all at the card's one text width; the three share their rows (subgrid), so names, bios and quotes
          line up. On phones a 112 px portrait beside name and role, bio and quote under them. */}
      <ul aria-label={aboutTeam.title} className="grid gap-5 lg:grid-cols-3 lg:gap-x-6 lg:gap-y-0">
        {team.map((person, index) => (
          <li
            key={person.name}
            data-founder
            className="flex flex-col overflow-hidden rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-6 lg:row-span-3 lg:grid lg:grid-rows-[subgrid] lg:gap-y-0 lg:p-0"
            {...revealProps(index)}
          >
            <div className="flex items-center gap-4 lg:flex-col lg:items-stretch lg:gap-0">
              <span className={`${portraitTile} w-28 rounded-2xl lg:w-full lg:rounded-none`}>
                <span className={portraitCrop}>
                  <PersonPhoto
                    name={person.name}
                    src={person.image}
                    size={176}
                    sizeClass="h-full w-full"
                    rounded="rounded-none"
                  />
                </span>
              </span>
              <div className="flex flex-col gap-1 lg:px-7 lg:pt-6">
                <h3 className="text-xl font-bold leading-tight text-ink-900 lg:text-2xl">{person.name}</h3>
                <p className="text-[0.9375rem] font-medium text-ink-500">{person.role}</p>
              </div>
            </div>
            <p className="mt-4 leading-relaxed text-ink-700 sm:text-pretty lg:mt-3 lg:px-7">{shortBio(person.bio)}</p>
            {/* The motivation in the founder's own words, quieter than the vision's statement: body size, no bar, German
                marks, under a hairline at the card's foot. */}
            <p className="mt-5 border-t border-ink-200 pt-5 leading-relaxed text-ink-700 sm:text-pretty lg:mx-7 lg:mb-7">
              {`„${person.storyMotivation}“`}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
