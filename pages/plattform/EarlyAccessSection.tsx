import AudienceChooser from '../../components/chooser/AudienceChooser'
import { Island } from '../../components/islands/Island'
import { IconText } from '../../components/ui/IconTile'
import { Section, SectionHeading } from '../../components/ui/Section'
import { chooserOptions, plattformEarlyAccess } from './copy'

export function EarlyAccessSection() {
  return (
    <Section
      id="early-access"
      tone="ink"
      labelledBy="early-access-titel"
      contentClassName="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-16"
    >
      <SectionHeading
        id="early-access-titel"
        eyebrow={plattformEarlyAccess.eyebrow}
        title={plattformEarlyAccess.title}
        intro={plattformEarlyAccess.intro}
        className="gap-5"
      >
        <ul className="mt-2 grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
          {plattformEarlyAccess.benefits.map((benefit) => (
            <li key={benefit.title} className="flex items-center gap-4 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
              <IconText
                icon={benefit.icon}
                tile="h-11 w-11 rounded-xl bg-gradient-brand text-xl text-white"
                title={benefit.title}
                titleClassName="font-semibold text-white"
                text={benefit.text}
                textClassName="text-sm text-ink-100"
              />
            </li>
          ))}
        </ul>
      </SectionHeading>
      <div className="flex flex-col gap-4">
        <p className="text-lg font-semibold text-white">Wer bist du?</p>
        <Island
          name="AudienceChooser"
          component={AudienceChooser}
          props={{ options: chooserOptions, label: 'Wähle, wer du bist', idPrefix: 'anmeldung' }}
          when="idle"
        />
      </div>
    </Section>
  )
}
