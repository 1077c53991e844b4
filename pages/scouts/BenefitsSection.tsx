import { IconTextList } from '../../components/ui/IconTile'
import { LazyImage } from '../../components/ui/LazyImage'
import { Section, SectionHeading } from '../../components/ui/Section'
import { scoutBenefits } from './copy'
// Inlined, not a public file: the keyring shows only on the unlocked scout page.
import keyring from './keyring.svg?raw'

const keyringSrc = `data:image/svg+xml,${encodeURIComponent(keyring)}`

/** What a scout gets beyond the commission, drawn around the keyring that stands for it: one list, each benefit once. */
export function BenefitsSection() {
  return (
    <Section
      id="vorteile"
      tone="ink"
      labelledBy="vorteile-titel"
      contentClassName="grid items-center gap-12 lg:grid-cols-2 lg:gap-20"
    >
      <div className="order-2 flex justify-center lg:order-1">
        <div className="rounded-4xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-10">
          <LazyImage
            src={keyringSrc}
            alt=""
            width={360}
            height={360}
            className="h-auto w-full max-w-[18rem] sm:max-w-[20rem]"
          />
        </div>
      </div>
      <SectionHeading id="vorteile-titel" copy={scoutBenefits} className="order-1 gap-6 lg:order-2">
        <IconTextList items={scoutBenefits.items} look="glass" />
      </SectionHeading>
    </Section>
  )
}
