import type { ReactNode } from 'react'
import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CardHeading } from '../../components/ui/FeatureCard'
import { Section } from '../../components/ui/Section'
import { TextStack } from '../../components/ui/TextStack'
import { communityUrl, mailto } from '../../data/links'
import { businessCard, communityBanner, pressBanner, replyTime, supportCard } from './copy'

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
function Banner({ href, external, icon, title, text, action }: BannerProps) {
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener' } : {})}
      className="group mt-auto flex items-start gap-3 border-t border-ink-100 pt-6 text-ink-900 no-underline"
    >
      <span className={`${icon} mt-0.5 shrink-0 text-xl text-brand-600`} aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-ink-600">{text}</span>
        <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
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
  copy: { title: string; text: string; topics: readonly { icon: string; title: string; text: string }[] }
  /** The card's one button (chat or e-mail), in the same style in both cards. */
  button: ReactNode
  /** The line under the button: the other way by mail, or the address itself. */
  note: ReactNode
  banner: BannerProps
}

/**
 * One way to reach us: heading, what it is for, its topics as quiet text (not rows that look like links), the button
 * with the reply time under it, and a banner at its foot. Both cards in the brand colour (round 24: magenta and
 * violet, a gradient and a dark button read as two ranks).
 */
function ContactCard({ id, icon, copy, button, note, banner }: CardProps) {
  return (
    <article id={id} aria-labelledby={`${id}-titel`} className="card flex flex-col gap-5 sm:gap-6">
      <CardHeading icon={icon} level="h2" id={`${id}-titel`} className="text-2xl font-bold tracking-tight text-ink-900">
        {copy.title}
      </CardHeading>
      <p className="prose">{copy.text}</p>
      {/* Each topic's name on a line of its own, what it covers under it (round 26: run together with a dash, the
          dash hung at a line's end on phones). */}
      <ul className="flex flex-col gap-3" data-topics>
        {copy.topics.map((topic) => (
          <li key={topic.title} className="flex items-start gap-3">
            <span className={`${topic.icon} mt-0.5 shrink-0 text-base text-ink-400`} aria-hidden="true" />
            <TextStack top={topic.title} bottom={topic.text} look="row" />
          </li>
        ))}
      </ul>
      {/* The button spans the card on phones, as the site's other card buttons do there. */}
      <div className="flex flex-col items-stretch gap-3 sm:items-start">
        {button}
        <div className="flex flex-col gap-1 text-sm text-ink-600">
          {note}
          <p className="inline-flex items-center gap-1.5" data-reply-time>
            <span className="i-lucide-clock text-ink-500" aria-hidden="true" />
            {replyTime}
          </p>
        </div>
      </div>
      <Banner {...banner} />
    </article>
  )
}

/**
 * The two cards of the spec: "Service & Support" (chat + community banner) and "Business & Presse" (e-mail); the
 * address stands as text once, under the mail button.
 */
export function ContactCards() {
  const links = useLinks()
  const address = links.contact.email
  return (
    <Section label="Kontaktwege" spacing="pb-12 pt-2 sm:pb-16" contentClassName="grid gap-6 lg:grid-cols-2">
      <ContactCard
        id="support"
        icon="i-lucide-headset"
        copy={supportCard}
        button={
          <ButtonLink href={links.chatSupport} external icon="i-lucide-message-circle">
            {supportCard.button}
          </ButtonLink>
        }
        note={
          // Not everyone uses WhatsApp (round 22): the same help by mail.
          <p>
            {supportCard.noChat}{' '}
            <a href={mailto(address, supportCard.subject)} className="prose-link inline-block py-0.5">
              {supportCard.mail}
            </a>
          </p>
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
        copy={businessCard}
        button={
          <ButtonLink href={mailto(address, businessCard.subject)} icon="i-lucide-mail">
            {businessCard.button}
          </ButtonLink>
        }
        note={
          <p className="py-0.5">
            {`${businessCard.direct} `}
            <span className="font-medium text-ink-900" data-address>
              {address}
            </span>
          </p>
        }
        banner={{
          href: '/presse',
          icon: 'i-lucide-folder-open',
          title: pressBanner.title,
          text: pressBanner.text,
          action: pressBanner.button,
        }}
      />
    </Section>
  )
}
