import { useLinks, useTimeline } from '../../components/PageContext'
import { CtaPanel } from '../../components/sections/CtaPanel'
import { PageHero } from '../../components/sections/PageHero'
import { FounderQuote, productStepVisuals } from '../../components/sections/ProductSteps'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckRow } from '../../components/ui/CheckList'
import { Section } from '../../components/ui/Section'
import { Steps } from '../../components/ui/Steps'
import { signUpTarget } from '../../data/links'
import { oldHomeCta, oldHomeHero, oldHomeProcess } from './copy'
import { PitchPosters } from './PitchPosters'
import { Problem } from './Problem'

// /old-home: the earlier, simpler start page (hero, problem figures, how it works, call to action); noindex.
export default function Page() {
  const { launch } = useTimeline()
  const links = useLinks()
  const signUp = signUpTarget(links, launch)
  return (
    <>
      <aside
        aria-label="Frühere Fassung"
        className="border-b border-ink-200 bg-ink-50 py-3 text-center text-sm text-ink-700"
      >
        {/* One line on phones too (three stacked lines took 95 px above the hero). */}
        <div className="container-site flex items-center justify-center gap-x-3">
          <span className="i-lucide-archive shrink-0 text-base text-ink-500 max-sm:hidden" aria-hidden="true" />
          <span>
            <span className="max-sm:hidden">Du siehst eine frühere Fassung unserer Startseite.</span>
            <span className="sm:hidden">Frühere Fassung der Startseite</span>
          </span>
          <a className="prose-link inline-flex min-h-6 shrink-0 items-center font-semibold" href="/">
            <span className="sm:hidden">Aktuelle Startseite</span>
            <span className="max-sm:hidden">Zur aktuellen Startseite</span>
          </a>
        </div>
      </aside>
      <PageHero
        id="old-home-titel"
        icon="i-lucide-users"
        copy={oldHomeHero}
        title={
          <>
            Pitch Once. <span className="text-gradient-brand">Reach Hundreds.</span>
          </>
        }
        titleClassName="max-w-4xl"
        // 16 px on phones: at 18 px the lead ran to five centred lines (review 7.2).
        leadClassName="max-w-2xl max-sm:text-base"
        // On phones the pitch row's scrolling box holds the cards' shadow, its position dots under it.
        spacing="gap-6 pb-8 pt-12 sm:pb-20 sm:pt-8"
      >
        <Actions centred>
          <ButtonLink {...signUp} icon="i-lucide-arrow-right">
            {oldHomeHero.primary[launch]}
          </ButtonLink>
          <ButtonLink href="#so-funktionierts" variant="secondary">
            {oldHomeHero.secondary}
          </ButtonLink>
        </Actions>
        {/* The offer's terms where the visitor decides (they stood only in the closing band); each point whole on
            its line, no separators to dangle at a line's end. */}
        <CheckRow
          items={oldHomeHero.terms[launch]}
          label="Konditionen"
          className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm font-medium text-ink-700"
          item="flex items-center gap-1.5 whitespace-nowrap"
          icon="i-lucide-check text-mint-700"
        />
        <PitchPosters />
      </PageHero>
      {/* No answer card beside the pains: the hero has just said it, the steps follow. The two figures as the
          section's picture, the four other pains in a row under them (review 7.2 of session 32). */}
      <Problem />
      <Section id="so-funktionierts" copy={oldHomeProcess}>
        {/* The product in each step and a founder's word under them (round 19: three text steps and no proof),
            centred and large as on the home page (review 6.8: at the left it left a third of the row empty). */}
        {/* The product look, as the current start page draws them: the recording as a 9:16 camera frame with its
            REC dot, the matches' scores as the demo card's chip (review 7.2 of session 32: a tall mint box with a
            small head did not read as a camera). */}
        {/* `quiet` (fix review of session 32): one neutral chip per head, the dashboard's button part of the mock-up,
            three matched angels, and in the camera frame Fristwerk's other founder, not the hero's first face again. */}
        <Steps steps={oldHomeProcess.steps} visuals={productStepVisuals({ look: 'product', quiet: true })} />
        {/* No quote icon over the quote: its „…“ marks say it (review 7.2 of session 32: quoted twice). */}
        <FounderQuote centred mark={false} medium />
      </Section>
      {/* The close as a deep ink panel on white, as the current start page ends (review 7.2: a pale grey band with
          ~190 px of padding read as the page trailing off); its main button the site's primary one, as in the hero
          (review 7.2 of session 32: a white button here, the gradient one everywhere else), then outlined. */}
      {/* No top padding: the steps' section ends in its own on the same white (review 6.9: ~190 px between the quote's
          author and the panel); one section-y step between them. */}
      {/* Under it one section gap and a half before the dark footer, and no glow (fix review of session 32: ~95 px
          above the footer, two dark blocks crowding; the pink blur in one corner read as a smudge). */}
      <CtaPanel
        id="cta"
        look="ink"
        glow={false}
        spacing="pb-24 sm:pb-36"
        title={oldHomeCta.title}
        text={oldHomeCta.text[launch]}
      >
        <Actions centred>
          <ButtonLink {...signUp} icon="i-lucide-arrow-right">
            {oldHomeHero.primary[launch]}
          </ButtonLink>
          {/* The other audience's way on (the banner at the top leads to the current start page). */}
          <ButtonLink href="/angels" variant="outline">
            Für Business Angels
          </ButtonLink>
        </Actions>
      </CtaPanel>
    </>
  )
}
