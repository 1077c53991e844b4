import type { ReactNode } from 'react'
import { useLinks } from '../../components/PageContext'
import { SpotlightLine } from '../../components/spotlight/SpotlightLine'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CardHeading } from '../../components/ui/FeatureCard'
import { IconTextList } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { communityUrl, mailto } from '../../data/links'
import { businessCard, communityBanner, pressBanner, supportCard } from './copy'

/**
 * Each card keeps to one accent (round 23: five accents and boxes three deep): the support card the brand colour,
 * the business card violet; icon tile, topic icons and the banner's link all in it.
 */
const accents = {
  brand: { tile: '', icon: 'text-brand-600', link: 'text-brand-700' },
  violet: { tile: 'bg-violet-50 text-violet-700', icon: 'text-violet-600', link: 'text-violet-700' },
} as const

type Accent = keyof typeof accents

type BannerProps = {
  href: string
  external?: boolean
  icon: string
  title: string
  text: string
  action: string
}

/**
 * A linked banner at the foot of a card (community channel, press area): set off by a hairline, on the card's own
 * surface, not as a tinted box inside it.
 */
function Banner({ href, external, icon, title, text, action, accent }: BannerProps & { accent: Accent }) {
  const colours = accents[accent]
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener' } : {})}
      className="group mt-auto flex items-start gap-3 border-t border-ink-100 pt-6 text-ink-900 no-underline"
    >
      <span className={`${icon} mt-0.5 shrink-0 text-xl ${colours.icon}`} aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-ink-600">{text}</span>
        <span className={`mt-1 inline-flex items-center gap-1 text-sm font-semibold ${colours.link}`}>
          {action}
          <span
            className={`${external ? 'i-lucide-arrow-up-right' : 'i-lucide-arrow-right'} transition group-hover:translate-x-0.5`}
            aria-hidden="true"
          />
        </span>
      </span>
      {external ? <span className="sr-only"> (öffnet in neuem Tab)</span> : null}
    </a>
  )
}

type CardProps = {
  id: string
  icon: string
  accent: Accent
  copy: { title: string; text: string; topics: readonly { icon: string; title: string; text: string }[] }
  /** The card's own way to get in touch (chat button, e-mail). */
  action: ReactNode
  banner: BannerProps
}

/** One way to reach us: heading, what it is for, its topics, the action and a banner at its foot. */
function ContactCard({ id, icon, accent, copy, action, banner }: CardProps) {
  const colours = accents[accent]
  return (
    <article id={id} aria-labelledby={`${id}-titel`} className="card flex flex-col gap-6">
      <CardHeading
        icon={icon}
        tile={colours.tile}
        level="h2"
        id={`${id}-titel`}
        className="text-2xl font-bold tracking-tight text-ink-900"
      >
        {copy.title}
      </CardHeading>
      <p className="prose">{copy.text}</p>
      <IconTextList
        items={copy.topics}
        look="plain"
        tile={`mt-0.5 text-xl ${colours.icon}`}
        className="flex flex-col gap-3.5"
      />
      {action}
      <Banner {...banner} accent={accent} />
    </article>
  )
}

/**
 * The two cards of the spec: "Service & Support" (chat + community banner) and "Business & Presse" (e-mail), each
 * naming the address once at most; above them, what is on at the Spotlight now.
 */
export function ContactCards() {
  const links = useLinks()
  return (
    <Section label="Kontaktwege" spacing="pb-16 pt-2 sm:pb-24" contentClassName="flex flex-col gap-6">
      <SpotlightLine />
      <div className="grid gap-6 lg:grid-cols-2">
        <ContactCard
          id="support"
          icon="i-lucide-headset"
          accent="brand"
          copy={supportCard}
          action={
            <div className="flex flex-col gap-2">
              <ButtonLink href={links.chatSupport} external icon="i-lucide-message-circle" className="sm:self-start">
                {supportCard.button}
              </ButtonLink>
              {/* Not everyone uses WhatsApp (round 22): the same help by mail. */}
              <p className="text-sm text-ink-600">
                {supportCard.noChat}{' '}
                <a href={mailto(links.contact.email, supportCard.subject)} className="prose-link inline-block py-0.5">
                  {supportCard.mail}
                </a>
              </p>
            </div>
          }
          banner={{
            href: communityUrl(links, 'kontakt'),
            external: true,
            icon: 'i-lucide-users-round',
            title: communityBanner.title,
            text: communityBanner.text,
            action: communityBanner.button,
          }}
        />
        <ContactCard
          id="business"
          icon="i-lucide-briefcase"
          accent="violet"
          copy={businessCard}
          action={
            <ButtonLink
              href={mailto(links.contact.email, businessCard.subject)}
              variant="dark"
              icon="i-lucide-mail"
              className="sm:self-start"
            >
              {businessCard.button}
            </ButtonLink>
          }
          banner={{
            href: '/presse',
            icon: 'i-lucide-folder-open',
            title: pressBanner.title,
            text: pressBanner.text,
            action: pressBanner.button,
          }}
        />
      </div>
    </Section>
  )
}
