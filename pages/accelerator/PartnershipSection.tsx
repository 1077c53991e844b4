import { PersonPhoto } from '../../components/media/PersonPhoto'
import { useLinks } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { TrustList } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { partnership, team } from './copy'

/**
 * The closing call to action with the two co-founders who onboard programmes beside it (team and CTA in one). Its
 * points are check and text like the hero's (grey chips wrapped unevenly); the roles grey, magenta is for actions.
 */
export function PartnershipSection() {
  const links = useLinks()
  return (
    <CtaPanel
      id="cta"
      copy={partnership}
      look="light"
      aside={
        <div className="relative flex flex-col gap-4">
          <p className="text-sm font-semibold text-ink-700">{team.intro}</p>
          <ul className="flex flex-col gap-4">
            {team.members.map((member) => (
              <li key={member.name} className="flex items-start gap-4 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200">
                <PersonPhoto name={member.name} src={member.image} size={56} />
                <span className="flex flex-col gap-1">
                  <span className="font-semibold text-ink-900">{member.name}</span>
                  <span className="text-sm font-medium text-ink-600">{member.role}</span>
                  <span className="text-sm leading-relaxed text-ink-700">{member.bio}</span>
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
