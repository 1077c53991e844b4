import { PageHero } from '../../components/sections/PageHero'
import { StatusMark } from '../../components/sections/StatusMark'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'

export default function Page() {
  return (
    <PageHero
      id="danke-titel"
      mark={<StatusMark icon="i-lucide-circle-check" />}
      title="Danke für eure Bewerbung!"
      lead={
        <>
          Eure Bewerbung als Accelerator-Partner ist bei uns eingegangen. Unser Team meldet sich innerhalb von
          48&nbsp;Stunden mit den nächsten Schritten – die Partnerschaft bleibt für euch kostenlos.
        </>
      }
      leadClassName=""
      spacing="max-w-3xl gap-6 py-20 sm:py-28"
    >
      <Actions centred>
        <ButtonLink href="/accelerator" variant="secondary">
          Zurück zur Accelerator-Seite
        </ButtonLink>
        <ButtonLink href="/" icon="i-lucide-arrow-right">
          Zur Startseite
        </ButtonLink>
      </Actions>
    </PageHero>
  )
}
