import { PersonPhoto } from '../../components/media/PersonPhoto'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { team } from '../../data/team'
import { aboutHero } from './copy'

export function Hero() {
  return (
    <PageHero
      id="ueber-uns-titel"
      icon="i-lucide-users"
      copy={aboutHero}
      columns="lg:grid-cols-[1.2fr_1fr]"
      aside={
        // The founders as a group portrait: this page is about them (round 19: the card's three facts stood again
        // further down, the faces were thumbnails).
        <div className="rounded-4xl bg-gradient-ink p-6 text-white shadow-lift sm:p-8">
          <ul className="grid grid-cols-3 gap-3 sm:gap-6" aria-label="Das Gründungsteam">
            {team.map((person) => {
              const [first, ...last] = person.name.split(' ')
              return (
                <li key={person.name} className="flex flex-col items-center gap-3 text-center">
                  <PersonPhoto
                    name={person.name}
                    src={person.image}
                    size={128}
                    loading="eager"
                    className="ring-4 ring-white/15 max-sm:!h-20 max-sm:!w-20"
                  />
                  <span className="flex flex-col gap-1">
                    {/* First and last name on two lines for all three (one name wrapped, two did not). */}
                    <span className="font-semibold leading-snug text-white">
                      {first}
                      <br />
                      {last.join(' ')}
                    </span>
                    <span className="text-xs leading-snug text-ink-100">{person.role}</span>
                  </span>
                </li>
              )
            })}
          </ul>
          <p className="mt-6 flex items-center justify-center gap-2 border-t border-white/10 pt-5 text-sm text-ink-100">
            <span className="i-lucide-map-pin text-base text-brand-200" aria-hidden="true" />
            {aboutHero.team}
          </p>
        </div>
      }
    >
      <Actions>
        <ButtonLink href="#team" icon="i-lucide-arrow-down">
          Lerne das Team kennen
        </ButtonLink>
        <ButtonLink href="/plattform" variant="secondary">
          So funktioniert die Plattform
        </ButtonLink>
      </Actions>
    </PageHero>
  )
}
