import { badgeClass } from '../../components/demo-card/badge'
import { useTimeline } from '../../components/PageContext'
import { IconLabel } from '../../components/ui/IconHeading'
import { IconTextList } from '../../components/ui/IconTile'
import { LazyImage } from '../../components/ui/LazyImage'
import { Section } from '../../components/ui/Section'
import { posterCopy, posterSrcSet, startups } from '../../data/startups'
import { MatchChip } from '../index/MatchChip'
import { benefits, feedPreview, membership } from './copy'

/**
 * The premium pass an angel gets (the page's signature) and the feed it opens (three sample pitches, as the app
 * shows them), beside what comes with it as a plain list.
 */
export function BenefitsSection() {
  const { launch } = useTimeline()
  return (
    <Section
      id="vorteile"
      layout="split"
      eyebrow={benefits.eyebrow[launch]}
      title={benefits.title[launch]}
      headingExtra={
        <div className="flex flex-col gap-10">
          <MembershipPass />
          <FeedPreview />
        </div>
      }
    >
      <IconTextList items={benefits.items} look="plain" className="grid gap-x-8 gap-y-7 sm:grid-cols-2" />
    </Section>
  )
}

function MembershipPass() {
  return (
    <figure
      className="relative mt-6 flex aspect-[8/5] w-full max-w-sm flex-col justify-between overflow-hidden rounded-3xl bg-ink-950 p-6 text-white shadow-lift ring-1 ring-white/10"
      aria-label={membership.label}
    >
      <span
        className="absolute -right-20 -top-24 h-56 w-56 rounded-full bg-violet-600/35 blur-3xl"
        aria-hidden="true"
      />
      <span className="relative flex items-center justify-between gap-3">
        <IconLabel icon="i-lucide-crown text-lg text-brand-200" className="tracking-wide">
          {membership.brand}
        </IconLabel>
        <span className="rounded-full bg-mint-200 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-ink-950">
          {membership.tier}
        </span>
      </span>
      <span className="relative flex flex-col gap-1">
        <span className="text-xs uppercase tracking-widest text-ink-100">{membership.holderLabel}</span>
        <span className="text-xl font-bold">{membership.holder}</span>
      </span>
      <span className="relative flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-100">
        {membership.facts.map((fact) => (
          <span key={fact} className="flex items-center gap-1.5">
            <span className="i-lucide-check text-mint-200" aria-hidden="true" />
            {fact}
          </span>
        ))}
      </span>
    </figure>
  )
}

/** Three pitches of the feed, fanned out: poster, stage badge, name, city and the match score. */
function FeedPreview() {
  return (
    <figure className="m-0 flex max-w-sm flex-col gap-4">
      <ul aria-label={feedPreview.label} className="flex justify-center pt-2">
        {startups.map((startup, index) => (
          <li
            key={startup.id}
            className={`w-[7.5rem] shrink-0 sm:w-36 ${
              index === 0
                ? '-mr-5 translate-y-3 -rotate-6'
                : index === 2
                  ? '-ml-5 translate-y-3 rotate-6'
                  : 'relative z-10'
            }`}
          >
            <article className="relative aspect-[9/16] overflow-hidden rounded-2xl bg-ink-950 shadow-lift ring-1 ring-ink-200">
              <LazyImage
                src={posterCopy(startup.posterUrl, 360)}
                srcSet={posterSrcSet(startup.posterUrl)}
                sizes="144px"
                alt=""
                width={360}
                height={640}
                className="absolute inset-0 h-full w-full object-cover"
              />
              <span
                className={`absolute left-2 top-2 scale-90 origin-top-left ${badgeClass(startup.headerBadge.text)}`}
              >
                {startup.headerBadge.text}
              </span>
              <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1.5 bg-gradient-to-t from-ink-950 via-ink-950/85 to-transparent p-2.5 pt-10">
                <h3 className="truncate text-sm font-bold text-white">{startup.name}</h3>
                <p className="truncate text-xs text-ink-100">{startup.location}</p>
                <div className="self-start">
                  <MatchChip score={startup.matchingScore} tone="dark" as="p" />
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <figcaption className="pt-3 text-sm text-ink-700">{feedPreview.caption}</figcaption>
    </figure>
  )
}
