import type { ReactNode } from 'react'
import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CardHeading } from '../../components/ui/FeatureCard'
import { IconTextList } from '../../components/ui/IconTile'
import { Section } from '../../components/ui/Section'
import { communityUrl, mailto } from '../../data/links'
import { businessCard, communityBanner, pressBanner, supportCard } from './copy'

const bannerTones = {
  mint: { box: 'bg-mint-50 ring-mint-200 hover:bg-mint-100', icon: 'bg-mint-700', action: 'text-mint-800' },
  violet: { box: 'bg-violet-50 ring-violet-200 hover:bg-violet-100', icon: 'bg-violet-600', action: 'text-violet-700' },
} as const

type BannerProps = {
  href: string
  external?: boolean
  icon: string
  tone: keyof typeof bannerTones
  title: string
  text: string
  action: string
}

/** A linked banner at the foot of a card (community channel, press area). */
function Banner({ href, external, icon, tone, title, text, action }: BannerProps) {
  const colours = bannerTones[tone]
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener' } : {})}
      className={`group mt-auto flex items-start gap-4 rounded-2xl p-4 text-ink-900 no-underline ring-1 transition sm:p-5 ${colours.box}`}
    >
      <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-white ${colours.icon}`}>
        <span className={`${icon} text-xl`} aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-ink-700">{text}</span>
        <span className={`mt-1 inline-flex items-center gap-1 text-sm font-semibold ${colours.action}`}>
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

/** A quiet line under a card's action: a few words, then a mail link. */
function MailLine({ lead, href, children }: { lead: string; href: string; children: ReactNode }) {
  return (
    <p className="text-sm text-ink-600">
      {lead}{' '}
      <a
        href={href}
        className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
      >
        {children}
      </a>
    </p>
  )
}

type CardProps = {
  id: string
  icon: string
  /** Colours of the icon tile, where the card is not in the brand colour. */
  tile?: string
  copy: { title: string; text: string; topics: { icon: string; title: string; text: string }[] }
  /** The card's own way to get in touch (chat button, e-mail). */
  action: ReactNode
  banner: BannerProps
}

/** One way to reach us: heading, what it is for, its topics, the action and a banner at its foot. */
function ContactCard({ id, icon, tile, copy, action, banner }: CardProps) {
  return (
    <article aria-labelledby={id} className="card flex flex-col gap-6">
      <CardHeading
        icon={icon}
        tile={tile}
        level="h2"
        id={id}
        className="text-2xl font-bold tracking-tight text-ink-900"
      >
        {copy.title}
      </CardHeading>
      <p className="prose">{copy.text}</p>
      <IconTextList items={copy.topics} look="plain" className="flex flex-col gap-4" />
      {action}
      <Banner {...banner} />
    </article>
  )
}

/** The two cards of the spec: "Service & Support" (chat + community banner) and "Business & Presse" (e-mail). */
export function ContactCards() {
  const links = useLinks()
  return (
    <Section
      label="Kontaktwege"
      spacing="pb-16 pt-2 sm:pb-24"
      className="relative"
      contentClassName="flex flex-col gap-8"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <ContactCard
          id="support-titel"
          icon="i-lucide-headset"
          copy={supportCard}
          action={
            <div className="flex flex-col gap-2">
              <ButtonLink href={links.chatSupport} external icon="i-lucide-message-circle" className="sm:self-start">
                {supportCard.button}
              </ButtonLink>
              {/* Not everyone uses WhatsApp (round 22): the same help by mail. */}
              <MailLine lead={supportCard.noChat} href={mailto(links.contact.email, supportCard.subject)}>
                {supportCard.mail}
              </MailLine>
            </div>
          }
          banner={{
            href: communityUrl(links, 'kontakt'),
            external: true,
            icon: 'i-lucide-users-round',
            tone: 'mint',
            title: communityBanner.title,
            text: communityBanner.text,
            action: communityBanner.button,
          }}
        />
        <ContactCard
          id="business-titel"
          icon="i-lucide-briefcase"
          tile="bg-violet-50 text-violet-700"
          copy={businessCard}
          action={
            <div className="flex flex-col gap-2">
              <ButtonLink
                href={mailto(links.contact.email, businessCard.subject)}
                variant="dark"
                icon="i-lucide-mail"
                className="sm:self-start"
              >
                {businessCard.button}
              </ButtonLink>
              <MailLine lead="oder direkt an" href={mailto(links.contact.email)}>
                {links.contact.email}
              </MailLine>
            </div>
          }
          banner={{
            href: '/presse',
            icon: 'i-lucide-newspaper',
            tone: 'violet',
            title: pressBanner.title,
            text: pressBanner.text,
            action: pressBanner.button,
          }}
        />
      </div>
    </Section>
  )
}
