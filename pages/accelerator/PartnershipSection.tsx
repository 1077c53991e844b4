import { useLinks } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { partnership } from './copy'

/** The partnership call to action: the application form on /form-acc, or a call first. */
export function PartnershipSection() {
  const links = useLinks()
  return (
    <CtaPanel
      id="cta"
      headingId="cta-titel"
      eyebrow={partnership.eyebrow}
      title={partnership.title}
      text={partnership.text}
      look="ink"
      aside={
        <CheckList
          items={partnership.points}
          tone="brand"
          className="relative rounded-3xl bg-white/10 p-6 font-semibold ring-1 ring-white/20 sm:p-8"
        />
      }
    >
      <Actions>
        <ButtonLink href="/form-acc" variant="light" icon="i-lucide-arrow-right">
          {partnership.primary}
        </ButtonLink>
        <ButtonLink href={links.bookingCalendar} variant="outline" external icon="i-lucide-calendar">
          {partnership.secondary}
        </ButtonLink>
      </Actions>
    </CtaPanel>
  )
}
