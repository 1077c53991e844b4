import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { spotlightNow } from '../../components/spotlight/steps'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTextList, IconTile } from '../../components/ui/IconTile'
import { KeyFigure } from '../../components/ui/KeyFigure'
import { QrCode } from '../../components/ui/QrCode'
import { Section, SectionHeading } from '../../components/ui/Section'
import { platformFacts } from '../../data/figures'
import { communityUrl, signUpTarget } from '../../data/links'
import { ChannelPreview } from './ChannelPreview'
import { bitsChannel, bitsClosing, bitsDates, bitsFeatures, bitsHero, bitsPerk, bitsQr } from './copy'

// /bits: landing page for visitors of the trade fair in Munich – the public community channel (the call in the hero,
// its code beside it for a wide screen, the call again at the end), the 3-months-free perk as a strip under the hero
// (with the registration link once the platform runs), what the channel brings beside a sample of it, and a link to
// the start page.
export default function Page() {
  const links = useLinks()
  const time = useTimeline()
  const channel = communityUrl(links, 'bits')
  const now = spotlightNow[time.spotlight]
  return (
    <>
      <PageHero
        id="bits-titel"
        tone="dark"
        badge={{ icon: 'i-lucide-map-pin', text: `${bitsHero.badge} · ${bitsDates}` }}
        title={bitsHero.title}
        lead={bitsHero.lead}
        columns="lg:grid-cols-[1.5fr_1fr]"
        // Room at the foot for the perk strip that overlaps the hero's edge.
        spacing="gap-12 pb-24 pt-14 sm:pb-28 sm:pt-20"
        decoration={
          <span
            className="absolute -right-24 -top-24 h-80 w-80 rounded-full bg-brand-600/30 blur-3xl"
            aria-hidden="true"
          />
        }
        aside={
          // A channel is followed on the phone: on a wide screen the code takes the visitor there (on a phone the
          // button does, and the code would be a picture of the page it is on).
          <aside
            aria-labelledby="bits-qr"
            className="hidden max-w-xs flex-col items-center gap-4 justify-self-end rounded-3xl bg-white p-7 text-center text-ink-900 shadow-lift lg:flex"
          >
            <QrCode value={channel} label={bitsQr.label} className="h-48 w-48" />
            <h2 id="bits-qr" className="h-card">
              {bitsQr.title}
            </h2>
            <p className="text-sm leading-relaxed text-ink-600">{bitsQr.text}</p>
          </aside>
        }
      >
        <div className="flex w-full flex-col gap-3 sm:w-auto">
          <ButtonLink href={channel} external icon="i-lucide-message-circle" className="sm:self-start">
            {bitsHero.join}
          </ButtonLink>
          <p className="flex items-center gap-2 text-sm text-ink-100">
            <span className="i-lucide-eye-off" aria-hidden="true" />
            {bitsHero.joinHint}
          </p>
          {/* While the Spotlight is open: what is on now, a reason to follow today (round 21: the page spoke only of
              the fair weeks ago). */}
          {now ? (
            <a
              href={now.href}
              className="mt-3 inline-flex min-h-9 items-center gap-2 self-start rounded-3xl bg-white/10 px-4 py-1.5 text-sm font-semibold text-white no-underline ring-1 ring-white/20 hover:bg-white/15"
            >
              <span className="live-dot shrink-0" aria-hidden="true" />
              <span>
                <span className="font-normal text-ink-100">{bitsHero.nowLabel}:</span> {now.text}
              </span>
              <span className="i-lucide-arrow-right" aria-hidden="true" />
            </a>
          ) : null}
        </div>
      </PageHero>
      {/* The perk as one strip over the hero's edge: an offer beside the call, not a second hero (as a card beside the
          call it drew the eye from it: rounds 18, 19). */}
      <div className="container-site relative z-10 -mt-12 sm:-mt-14">
        <aside
          aria-labelledby="bits-perk"
          className="flex flex-col gap-4 rounded-3xl bg-white p-6 shadow-lift ring-1 ring-ink-200 sm:flex-row sm:items-center sm:gap-6 sm:p-7"
          data-phase={time.launch}
        >
          <IconTile icon="i-lucide-gift" className="icon-tile shrink-0" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="text-xs font-bold uppercase tracking-wider text-brand-700">{bitsPerk.label}</p>
            <h2 id="bits-perk" className="h-card">
              {bitsPerk.title}{' '}
              {/* On one line with the title from 640 px, under it on phones (a wrapped „· im Wert …“ led with a dot). */}
              <span className="block font-medium text-ink-600 sm:inline">
                <span className="hidden sm:inline" aria-hidden="true">
                  ·{' '}
                </span>
                {bitsPerk.value}
              </span>
            </h2>
            <p className="text-sm leading-relaxed text-ink-700">{bitsPerk.text[time.launch]}</p>
          </div>
          <ButtonLink
            {...signUpTarget(links, time.launch)}
            variant="secondary"
            icon="i-lucide-arrow-right"
            className="shrink-0 sm:self-center"
          >
            {bitsPerk.register[time.launch]}
          </ButtonLink>
        </aside>
      </div>
      {/* The sample channel beside the heading and what the channel brings (under the heading on phones, then the
          list): one column of text, top-aligned with the sample (round 19: a loose gap between them). */}
      <Section
        id="kanal"
        labelledBy="kanal-titel"
        contentClassName="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-x-20 lg:gap-y-10"
      >
        <SectionHeading id="kanal-titel" copy={bitsChannel} className="max-w-xl gap-4 lg:col-start-1" />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ChannelPreview />
        </div>
        <IconTextList
          items={bitsFeatures(time.launch)}
          look="plain"
          className="flex max-w-xl flex-col gap-8 lg:col-start-1"
        />
      </Section>
      {/* A closing call: heading, text and buttons as one centred block. */}
      <Section
        id="folgen"
        tone="muted"
        title={bitsClosing.title}
        intro={bitsClosing.text}
        align="center"
        headingExtra={
          <>
            <div className="mt-4 flex w-full justify-center">
              <Actions centred>
                <ButtonLink href={channel} external icon="i-lucide-message-circle">
                  {bitsHero.join}
                </ButtonLink>
                <ButtonLink href="/" variant="secondary" icon="i-lucide-arrow-right">
                  {bitsClosing.aboutLink}
                </ButtonLink>
              </Actions>
            </div>
            {/* What OnePitch is, in its three figures (round 21: the code repeated the hero's; a visitor who scrolled
                this far has not been told how big the network is). */}
            <dl className="mx-auto mt-10 grid max-w-2xl grid-cols-3 gap-4 border-t border-ink-200 pt-8 text-center">
              {platformFacts.map((fact) => (
                <KeyFigure key={fact.label} label={fact.label} value={fact.value} className="flex flex-col gap-1" />
              ))}
            </dl>
          </>
        }
      />
    </>
  )
}
