import { useLinks, useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { ContactPerson } from '../../components/spotlight/ContactPerson'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { mailto } from '../../data/links'
import { CommunityButton } from './CommunityButton'
import { scoutContact as contact, scoutProgramme, scoutRoundCopy } from './copy'

/**
 * The closing call, in the site's navy panel as on the jury page, with the slots bar, and beside it the co-founder who
 * answers questions before a sign-up: the call to action and the personal contact in one block, as wide as every
 * other section (the round's dates stand once, in the hero, worded by the stage there).
 */
export function SlotsSection() {
  const { places, taken } = scoutProgramme
  const { scouts: stage } = useTimeline()
  const copy = scoutRoundCopy[stage]
  const links = useLinks()
  return (
    <CtaPanel
      id="plaetze"
      phase={stage}
      look="ink"
      // The short call centred beside the taller contact card, not over an empty lower half (round 26).
      asideColumns="items-center lg:grid-cols-[1.4fr_1fr]"
      // Between the white steps and the white FAQ: their own padding spaces the panel, one section's rhythm each side;
      // room below it for the panel's shadow (48 px blur, 24 px down), as sections clip what overflows them: with 32 px
      // the shadow ended in a hard line (round 23).
      spacing="pb-16"
      eyebrow={copy.chip}
      title={copy.title}
      text={copy.text}
      aside={
        <ContactPerson
          copy={contact}
          mail={mailto(links.contact.email, contact.mailSubject)}
          person={{ name: contact.name, role: contact.role, image: contact.photo }}
          // Both actions outlined: the panel's own button is the page's primary, and a navy button on the light card
          // made a second dark style (session 28).
          lead="none"
        />
      }
    >
      {stage === 'closed' ? null : (
        <div className="flex w-full max-w-xl flex-col gap-3">
          <span id="plaetze-label" className="text-sm font-semibold">{`${taken} von ${places} Plätzen vergeben`}</span>
          {/* One cell per place, the taken ones filled white (no gradient on bars, session 28): the round's size and
              what is left, at a glance. */}
          <div
            role="progressbar"
            aria-labelledby="plaetze-label"
            aria-valuemin={0}
            aria-valuemax={places}
            aria-valuenow={taken}
            aria-valuetext={`${taken} von ${places} Plätzen vergeben`}
            className="flex gap-1"
          >
            {Array.from({ length: places }, (_, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the places of the round
                key={index}
                data-seat={index < taken ? 'taken' : 'free'}
                className={`h-7 flex-1 rounded ${index < taken ? 'bg-white' : 'bg-white/10 ring-1 ring-inset ring-white/40'}`}
              />
            ))}
          </div>
        </div>
      )}
      {stage === 'closed' ? (
        <CommunityButton className="self-start" />
      ) : (
        <ButtonLink href="/scouts-form" icon="i-lucide-arrow-right" className="self-start">
          {copy.button}
        </ButtonLink>
      )}
    </CtaPanel>
  )
}
