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
    // A dark panel on white, not a dark band: the page's last section would otherwise run into the dark footer.
    <Section id="early-access" labelledBy="early-access-titel" spacing="pb-16 pt-4 sm:pb-24 sm:pt-8">
      <div className="relative grid items-start gap-12 overflow-hidden rounded-4xl bg-gradient-ink px-6 py-12 text-white shadow-lift sm:px-12 sm:py-16 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <SectionHeading id="early-access-titel" copy={plattformEarlyAccess} tone="dark" className="gap-5">
          <IconTextList
            items={plattformEarlyAccess.benefits}
            look="glass"
            className="mt-2 grid gap-3 sm:grid-cols-3 lg:grid-cols-1"
          />
        </SectionHeading>
        {/* The choice in a panel of its own, level with the heading (centred, it floated in the dark). */}
        <div className="flex flex-col gap-4 rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          <p className="text-lg font-semibold text-white">Wer bist du?</p>
          <Island
            name="AudienceChooser"
            component={AudienceChooser}
            props={{ options: chooserOptions(launch), label: 'Wähle, wer du bist', idPrefix: 'anmeldung' }}
            when="idle"
          />
        </div>
      </div>
    </Section>
  )
}
