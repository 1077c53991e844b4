import AudienceChooser from '../../components/chooser/AudienceChooser'
import { Island } from '../../components/islands/Island'
import { useTimeline } from '../../components/PageContext'
import { IconTextList } from '../../components/ui/IconTile'
import { Section, SectionHeading } from '../../components/ui/Section'
import { chooserOptions, plattformEarlyAccess as sectionCopy } from './copy'

/** The sign-up chooser: early access before the launch, the registration after it. */
export function EarlyAccessSection() {
  const { launch } = useTimeline()
  const plattformEarlyAccess = sectionCopy[launch]
  return (
    // A dark panel on white, not a dark band: the page's last section would otherwise run into the dark footer. Real
    // white under it (round 25: 64 px read as a thin strip between two dark blocks).
    <Section id="early-access" labelledBy="early-access-titel" spacing="pb-24 pt-4 sm:pb-32 sm:pt-8">
      {/* On a phone the choice comes right after the heading, the perks after it (round 23: three perk rows pushed the
          button 700 px down); from 1024 px the perks stand under the heading, the choice beside both. */}
      <div className="relative grid items-start gap-x-16 gap-y-10 overflow-hidden rounded-4xl bg-gradient-ink px-5 py-12 text-white shadow-lift sm:px-12 sm:py-16 lg:grid-cols-[1fr_1.1fr] lg:gap-y-6">
        <SectionHeading id="early-access-titel" copy={plattformEarlyAccess} tone="dark" className="gap-5" />
        {/* The choice in a panel of its own, level with the heading (centred, it floated in the dark); on a phone
            straight on the dark panel (a panel in a panel left its button too narrow for one line). A fill, no edge: no
            card in the card (review 7.3). */}
        <div className="flex flex-col gap-4 sm:rounded-3xl sm:bg-white/5 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
          <p className="text-lg font-semibold text-white">Wer bist du?</p>
          <Island
            name="AudienceChooser"
            component={AudienceChooser}
            props={{ options: chooserOptions(launch), label: 'Wähle, wer du bist', idPrefix: 'anmeldung' }}
            when="idle"
          />
        </div>
        {/* The perks as plain rows with the page's one icon tile (review 7.3: gradient tiles in boxed rows). */}
        <IconTextList
          items={plattformEarlyAccess.benefits}
          look="glass"
          item="flex items-center gap-4"
          tile="icon-tile"
          className="grid gap-3 sm:grid-cols-3 lg:col-start-1 lg:row-start-2 lg:grid-cols-1"
        />
      </div>
    </Section>
  )
}
