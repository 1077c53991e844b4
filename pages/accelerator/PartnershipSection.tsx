import { PersonPhoto } from '../../components/media/PersonPhoto'
import { useLinks } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { TrustList } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { partnership, team } from './copy'

/**
 * The closing call to action with the two co-founders who onboard programmes beside it (team and CTA in one): one
 * card on the pale brand tint (review 31: on the grey band, with 48 px faces and 14 px text, it read weaker than the
 * hero; review 31b: white on white with a 1 px edge, it was the quietest surface at the point of conversion),
 * the co-founders plain rows under a rule inside it (no card in the card), faces at 64 px, their words at 16 px. Its
 * points are check and text like the hero's; the roles grey, magenta is for actions.
 */
export function PartnershipSection() {
  const links = useLinks()
  return (
    <CtaPanel
      id="cta"
      copy={partnership}
      look="tint"
      // Close under the stages (two sections' padding, 192 px, left the card adrift).
      spacing="pb-16 pt-2 sm:pb-24 sm:pt-4"
      asideColumns="items-start lg:grid-cols-[1.2fr_1fr] lg:gap-16"
      aside={
        <div className="flex flex-col gap-3" data-partnership-team>
          <p className="text-sm font-semibold text-ink-700">{team.intro}</p>
          <ul className="flex flex-col divide-y divide-ink-200 border-t border-ink-200">
            {team.members.map((member) => (
              <li key={member.name} className="flex items-start gap-4 py-5 last:pb-0">
                <PersonPhoto name={member.name} src={member.image} size={64} />
                <span className="flex flex-col gap-1 pt-1">
                  <span className="font-semibold text-ink-900">{member.name}</span>
                  <span className="text-sm font-medium text-ink-600">{member.role}</span>
                  <span className="leading-relaxed text-ink-700">{member.bio}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      }
    >
      <Actions>
        <ButtonLink href="/form-acc" icon="i-lucide-arrow-right">
          {partnership.primary}
        </ButtonLink>
        <ButtonLink href={links.bookingCalendar} variant="secondary" external icon="i-lucide-calendar">
          {partnership.secondary}
        </ButtonLink>
      </Actions>
      <TrustList items={partnership.points} />
    </CtaPanel>
  )
}
