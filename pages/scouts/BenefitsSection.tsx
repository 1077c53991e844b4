import { IconTextList } from '../../components/ui/IconTile'
import { LazyImage } from '../../components/ui/LazyImage'
import { Section } from '../../components/ui/Section'
import { CommissionTable } from './CommissionTable'
import { scoutBenefits, scoutCommission } from './copy'
// Inlined, not a public file: the keyring shows only on the unlocked scout page.
import keyring from './keyring.svg?raw'

const keyringSrc = `data:image/svg+xml,${encodeURIComponent(keyring)}`

/** Each of the section's two rows: its words on the left (5 parts), its picture on the right (7). */
const row = 'grid items-center gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16'

/** A row's heading and its text. */
function RowHeading({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex max-w-xl flex-col gap-3">
      <h3 className="text-2xl font-bold leading-snug tracking-tight text-ink-900">{title}</h3>
      <p className="text-lg leading-relaxed text-ink-700">{text}</p>
    </div>
  )
}

/**
 * The page's one benefits section, as the spec has it: the commission per paying sign-up first (its table), then the
 * keyring and the four benefits it stands for, each said once. Two rows under one heading, not two sections alike.
 */
export function BenefitsSection() {
  return (
    <Section id="vorteile" tone="muted" copy={scoutBenefits}>
      <div className="flex flex-col gap-16 sm:gap-24">
        <div id="provision" className={row}>
          <RowHeading title={scoutCommission.title} text={scoutCommission.intro} />
          <CommissionTable />
        </div>
        <div className={row}>
          {/* Flat navy, no gradient: the gradient is the primary button's and the hero's accent (session 28). */}
          <div className="flex justify-center rounded-4xl bg-ink-900 p-8 sm:p-10">
            <LazyImage
              src={keyringSrc}
              alt=""
              width={360}
              height={360}
              className="h-auto w-full max-w-[14rem] sm:max-w-[18rem]"
            />
          </div>
          <div className="flex flex-col gap-6">
            <RowHeading title={scoutBenefits.keyring.title} text={scoutBenefits.keyring.text} />
            <IconTextList
              items={scoutBenefits.items}
              look="plain"
              tile="icon-tile"
              className="grid gap-x-8 gap-y-6 sm:grid-cols-2"
            />
          </div>
        </div>
      </div>
    </Section>
  )
}
