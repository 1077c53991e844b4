import { PersonPhoto } from '../../components/media/PersonPhoto'
import { revealProps } from '../../components/ui/reveal-style'
import { Section } from '../../components/ui/Section'
import { team } from '../../data/team'
import { aboutTeam, shortBio } from './copy'
import { PageSectionHeading } from './PageSectionHeading'

/**
 * The portrait's crop: a tile on the faces' own ground (ink-100, the ground of every portrait on the site), the
 * illustration as wide as the tile and pulled 11 % below its foot, so the head fills about 70 % of it. On phones a
 * 112 px 6 : 5 tile beside the name; from 1024 px a 180 px square beside name and bio (session 32 review: the founders
 * the page's centrepiece, larger than the 152 px faces in a card band). The faces are the make-people.ts SVGs, cropped
 * here, not redrawn.
 */
const portraitTile =
  'relative block aspect-[6/5] w-28 shrink-0 overflow-hidden rounded-2xl bg-ink-100 lg:row-span-2 lg:aspect-square lg:w-45'
const portraitCrop = 'absolute inset-x-0 -bottom-[11%] block aspect-square'

/**
 * One tint of the palette per founder (session 32 review: three alike white cards): brand, violet, mint, in the team
 * data's order; the portrait tile framed by a 1 px ring in a darker shade of its band (session 32 fix round: the faces'
 * own grey ground, in the SVGs, stood pasted on the three bands).
 */
const tints = [
  { band: 'bg-brand-50', ring: 'ring-brand-200' },
  { band: 'bg-violet-50', ring: 'ring-violet-200' },
  { band: 'bg-mint-50', ring: 'ring-mint-200' },
] as const

/**
 * The quote's marks, „ and “ as in the vision's quote, in the text's own colour and weight (session 32 fix round 2: a
 * bold violet „ beside the first line read as a stray comma at 390): the opening mark hangs outside the text's left
 * edge, in the band's padding, on the first line, so the quote keeps the bio's left edge; its box is the glyph's width.
 */
const hangingMark = '-ml-[0.4em] inline-block w-[0.4em]'

export function TeamSection() {
  return (
    // White after the vision's white, so close under it (the two paddings left ~190 px of white between them).
    <Section id="team" labelledBy="team-titel" spacing="pb-16 pt-4 sm:pb-24 sm:pt-8">
      <PageSectionHeading id="team-titel" copy={aboutTeam} />
      {/* The page's centrepiece: each founder one band across the content width, tinted from the palette (session 32
          review: three white cards read as a template). From 1024 px the 180 px portrait, name, role and the one
          sentence of bio beside it, the motivation in a third column as the founder's own words: 18 px medium in
          ink behind a large accent „ (no italics), a level apart from the 16 px bio. On phones the portrait beside
          name and role, bio and quote under them. */}
      <ul aria-label={aboutTeam.title} className="flex flex-col gap-4 lg:gap-5">
        {team.map((person, index) => {
          const tint = tints[index % tints.length] ?? tints[0]
          return (
            <li
              key={person.name}
              data-founder
              className={`rounded-3xl ${tint.band} p-5 sm:p-7 lg:grid lg:grid-cols-[11.25rem_minmax(0,1fr)_minmax(0,1.15fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:p-8`}
              {...revealProps(index)}
            >
              <div className="flex items-center gap-4 lg:contents">
                <span className={`${portraitTile} ring-1 ${tint.ring}`}>
                  <span className={portraitCrop}>
                    <PersonPhoto
                      name={person.name}
                      src={person.image}
                      size={180}
                      sizeClass="h-full w-full"
                      rounded="rounded-none"
                    />
                  </span>
                </span>
                <div className="flex flex-col gap-1 lg:col-start-2 lg:row-start-1 lg:self-end">
                  <h3 className="text-xl font-bold leading-tight text-ink-900 lg:text-2xl">{person.name}</h3>
                  <p className="text-[0.9375rem] font-medium text-ink-600">{person.role}</p>
                </div>
              </div>
              <p className="mt-4 leading-relaxed text-ink-700 sm:text-pretty lg:col-start-2 lg:row-start-2 lg:mt-3 lg:self-start">
                {shortBio(person.bio)}
              </p>
              {/* 16 px regular on phones, under the 20 px name (session 32 fix round: 19 px semibold over six lines at
                  390 read louder than the name); from 1024 px 18 px medium, a level apart from the bio beside it. */}
              <p className="mt-5 text-base leading-relaxed text-ink-900 sm:text-pretty lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-center lg:text-lg lg:font-medium">
                <span className={hangingMark}>„</span>
                {`${person.storyMotivation}“`}
              </p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
