import { useLinks, useTimeline } from '../../components/PageContext'
import { PageHero } from '../../components/sections/PageHero'
import { spotlightNow } from '../../components/spotlight/steps'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { IconTextList } from '../../components/ui/IconTile'
import { KeyFigure } from '../../components/ui/KeyFigure'
import { QrCode } from '../../components/ui/QrCode'
import { Section, SectionHeading } from '../../components/ui/Section'
import { platformFacts } from '../../data/figures'
import { communityUrl, signUpTarget } from '../../data/links'
import { ChannelPreview } from './ChannelPreview'
import { bitsChannel, bitsClosing, bitsDates, bitsFeatures, bitsHero, bitsNow, bitsPerk, bitsQr } from './copy'

// /bits: landing page for visitors of the trade fair in Munich. One order of asks (round 24): following the public
// community channel is the page's goal (the one filled button in the hero, its code beside it for a wide screen), the
// 3-months-free perk the second (a strip over the hero's edge with its own dark button, the platform's three figures
// under it), then what the channel brings beside a sample of it (with what is on at the Spotlight while it is open),
// and a short closing call: the channel's link again and the start page.
export default function Page() {
  const links = useLinks()
  const time = useTimeline()
  const channel = communityUrl(links, 'bits')
  const now = spotlightNow[time.spotlight]
  const nowAction = bitsNow.action[time.spotlight]
  return (
    <>
      <PageHero
        id="bits-titel"
        tone="dark"
        badge={{ icon: 'i-lucide-map-pin', text: `${bitsHero.badge} · ${bitsDates}` }}
        title={bitsHero.title}
        lead={bitsHero.lead}
        leadClassName="max-w-2xl text-pretty"
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
        </div>
      </PageHero>
      {/* The perk as one strip over the hero's edge: an offer beside the call, not a second hero (as a card beside the
          call it drew the eye from it: rounds 18, 19); its button dark, distinct from the channel's filled one and more
          than an outline (round 24). The platform's figures under it say what the offer is for. */}
      <div className="container-site relative z-10 -mt-12 sm:-mt-14">
        <aside
          aria-labelledby="bits-perk"
          className="flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-lift ring-1 ring-ink-200 sm:flex-row sm:items-center sm:gap-6 sm:p-8"
          data-phase={time.launch}
        >
          {/* From 640 px the gift as a tile beside the offer; on a phone a small icon in its label (a row of its own). */}
          <span className="icon-tile hidden shrink-0 sm:flex" aria-hidden="true">
            <span className="i-lucide-gift" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="flex items-center gap-2 text-xs font-bold uppercase tracking-wider text-brand-700">
              <span className="i-lucide-gift text-base sm:hidden" aria-hidden="true" />
              {bitsPerk.label}
            </p>
            <h2 id="bits-perk" className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:gap-x-3">
              <span className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{bitsPerk.title}</span>
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold sm:px-2.5 sm:text-sm text-brand-700 ring-1 ring-brand-200">
                {bitsPerk.value}
              </span>
            </h2>
            <p className="text-sm leading-relaxed text-ink-700">{bitsPerk.text[time.launch]}</p>
          </div>
          <ButtonLink
            {...signUpTarget(links, time.launch)}
            variant="dark"
            icon="i-lucide-arrow-right"
            className="shrink-0 sm:self-center"
          >
            {bitsPerk.register[time.launch]}
          </ButtonLink>
        </aside>
        <dl className="mx-auto mt-10 grid max-w-2xl grid-cols-3 gap-2 text-center sm:mt-12 sm:gap-4">
          {platformFacts.map((fact) => (
            <KeyFigure key={fact.short} label={fact.short} value={fact.value} className="flex flex-col gap-1" />
          ))}
        </dl>
      </div>
      {/* The sample channel beside the heading and what the channel brings (under the heading on phones, then the
          list): one column of text, top-aligned with the sample (round 19: a loose gap between them). */}
      <Section
        id="kanal"
        labelledBy="kanal-titel"
        contentClassName="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-x-20 lg:gap-y-10"
      >
        <SectionHeading id="kanal-titel" copy={bitsChannel} className="max-w-xl gap-4 text-balance lg:col-start-1" />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ChannelPreview />
        </div>
        <IconTextList
          items={bitsFeatures(time.launch)}
          look="plain"
          className="flex max-w-xl flex-col gap-8 lg:col-start-1"
        />
        {/* While the Spotlight is open: what is on now, a reason to follow today (round 21: the page spoke only of the
            fair weeks ago), as a link with its verb under what the channel brings (round 24: a chip in the hero). */}
        {now ? (
          <a
            href={now.href}
            className="group flex max-w-xl items-center gap-3 rounded-2xl bg-ink-50 px-4 py-3 text-sm text-ink-900 no-underline ring-1 ring-ink-200 hover:ring-ink-300 lg:col-start-1"
          >
            <span className="live-dot shrink-0" aria-hidden="true" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="text-xs font-medium text-ink-600">{bitsNow.label}</span>
              <span className="font-semibold">{now.text}</span>
            </span>
            {nowAction ? (
              <span className="flex shrink-0 items-center gap-1 font-semibold text-brand-700 group-hover:underline">
                {nowAction}
                <span className="i-lucide-arrow-right" aria-hidden="true" />
              </span>
            ) : null}
          </a>
        ) : null}
      </Section>
      {/* A closing call, short (round 24: its text said the hero's again): the heading beside the channel's link (the
          spec's second) and the start page on a wide screen, above them on a phone; the same room above and below. */}
      <Section
        id="folgen"
        tone="muted"
        labelledBy="folgen-titel"
        spacing="py-14 sm:py-16"
        contentClassName="flex flex-col items-center gap-6 text-center lg:flex-row lg:justify-between lg:text-left"
      >
        <h2 id="folgen-titel" className="h-section">
          {bitsClosing.title}
        </h2>
        <Actions centred>
          <ButtonLink href={channel} external icon="i-lucide-message-circle">
            {bitsHero.join}
          </ButtonLink>
          <ButtonLink href="/" variant="secondary" icon="i-lucide-arrow-right">
            {bitsClosing.aboutLink}
          </ButtonLink>
        </Actions>
      </Section>
    </>
  )
}
