import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTextList } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { communityUrl, signUpTarget } from '../../data/links'
import { ChannelPreview } from './ChannelPreview'
import { bitsChannel, bitsClosing, bitsDates, bitsFeatures, bitsHero, bitsPerk } from './copy'

// /bits: landing page for visitors of the trade fair in Munich – the public community channel (linked twice),
// the 3-months-free perk (with the registration link once the platform runs), three feature cards and a link
// to the start page.
export default function Page() {
  const links = useLinks()
  const time = useTimeline()
  const channel = communityUrl(links, 'bits')
  return (
    <>
      <PageHero
        id="bits-titel"
        tone="dark"
        badge={{ icon: 'i-lucide-map-pin', text: `${bitsHero.badge} · ${bitsDates}` }}
        title={bitsHero.title}
        lead={bitsHero.lead}
        columns="lg:grid-cols-[1.3fr_1fr]"
        spacing="gap-12 pb-16 pt-14 sm:pb-24 sm:pt-20"
        decoration={
          <span
            className="absolute -right-24 -top-24 h-80 w-80 rounded-full bg-brand-600/30 blur-3xl"
            aria-hidden="true"
          />
        }
        aside={
          <aside
            aria-labelledby="bits-perk"
            // Smaller than the call to follow beside it (as large, it drew the eye from it: round 18).
            className="relative flex flex-col gap-3 rounded-3xl bg-white p-6 text-ink-900 shadow-lift sm:p-8"
            data-phase={time.launch}
          >
            <span className="badge-fundraising self-start">{bitsPerk.label}</span>
            <h2 id="bits-perk" className="flex flex-col">
              <span className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{bitsPerk.title}</span>
              <span className="mt-1 text-lg font-semibold text-ink-700">{bitsPerk.value}</span>
            </h2>
            <p className="prose">{bitsPerk.text[time.launch]}</p>
            {/* Outlined: the page's one primary action is following the channel, beside it (round 7: two loud buttons). */}
            <ButtonLink
              {...signUpTarget(links, time.launch)}
              variant="secondary"
              icon="i-lucide-arrow-right"
              className="sm:self-start"
            >
              {bitsPerk.register[time.launch]}
            </ButtonLink>
            <span
              className="i-lucide-gift absolute right-6 top-6 text-3xl text-brand-600 sm:right-8 sm:top-8"
              aria-hidden="true"
            />
          </aside>
        }
      >
        <div className="flex w-full flex-col gap-3 sm:w-auto">
          <ButtonLink href={channel} external icon="i-lucide-message-circle" className="sm:self-start">
            {bitsHero.join}
          </ButtonLink>
          <p className="flex items-center gap-2 text-sm text-ink-100">
            <span className="i-lucide-megaphone" aria-hidden="true" />
            {bitsHero.joinHint}
          </p>
        </div>
      </PageHero>
      <Section copy={bitsChannel} id="kanal">
        <div className="grid items-start gap-12 lg:grid-cols-[minmax(0,30rem)_minmax(0,24rem)] lg:justify-between lg:gap-20">
          <IconTextList items={bitsFeatures(time.launch)} look="plain" className="flex flex-col gap-8 lg:pt-4" />
          {/* On phones the channel first: it shows what the features say (after them it came 2.5 screens down). */}
          <div className="max-lg:order-first">
            <ChannelPreview />
          </div>
        </div>
      </Section>
      {/* A closing call: heading, text and buttons as one centred block. */}
      <Section
        id="folgen"
        tone="muted"
        title={bitsClosing.title}
        intro={bitsClosing.text}
        align="center"
        headingExtra={
          <div className="mt-4 flex justify-center">
            <Actions centred>
              <ButtonLink href={channel} external icon="i-lucide-message-circle">
                {bitsHero.join}
              </ButtonLink>
              <ButtonLink href="/" variant="secondary" icon="i-lucide-arrow-right">
                {bitsClosing.aboutLink}
              </ButtonLink>
            </Actions>
          </div>
        }
      />
    </>
  )
}
