import type { ReactNode } from 'react'
import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { TextStack } from '../../components/ui/TextStack'
import { communityUrl, mailto } from '../../data/links'
import { businessCard, communityBanner, pressBanner, replyTime, supportCard } from './copy'

type ChannelProps = {
  href: string
  external?: boolean
  icon: string
  title: string
  text: string
  action: string
}

/** A channel row's icon: one style for every icon of the cards (review 7.7: tiles, grey and magenta icons side by side). */
const channelIcon = (name: string) => (
  <span className={`${name} mt-0.5 shrink-0 text-xl text-ink-500`} aria-hidden="true" />
)

/**
 * A further way to reach us at the card's foot (community channel, press area): a plain row between hairlines, its
 * name over what it holds, the action in the page's one text-link style (review 7.5: coloured arrow links beside
 * underlined ones) – no box, no tinted banner.
 */
function Channel({ href, external, icon, title, text, action }: ChannelProps) {
  return (
    // The card's last row: no padding under it, the card's own closes it (as above its heading).
    <li className="flex items-start gap-3 pt-4">
      {channelIcon(icon)}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold text-ink-900">{title}</span>
        <span className="text-sm text-ink-600">{text}</span>
        <a
          href={href}
          {...(external ? { target: '_blank', rel: 'noopener' } : {})}
          className="prose-link mt-1 inline-block self-start py-0.5"
        >
          {action}
          {external ? <span className="sr-only"> (öffnet in neuem Tab)</span> : null}
        </a>
      </span>
    </li>
  )
}

type CardProps = {
  id: string
  copy: { title: string; text: string; topics: readonly { title: string; text: string }[] }
  /** The card's one button: the chat leads (primary), the e-mail follows (secondary). */
  button: ReactNode
  /** The other way in a plain row: by mail without WhatsApp, or the address itself. */
  direct: { icon: string; content: ReactNode }
  channel: ChannelProps
}

/**
 * One way to reach us in three text levels (review 7.7: about nine elements in three icon styles): the heading, what
 * it is for with its topics, the button with the reply time beside it; then the other channels as plain rows between
 * hairlines, each with a bare slate icon.
 */
function ContactCard({ id, copy, button, direct, channel }: CardProps) {
  return (
    <article id={id} aria-labelledby={`${id}-titel`} className="card flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h2 id={`${id}-titel`} className="text-2xl font-bold tracking-tight text-ink-900">
          {copy.title}
        </h2>
        <p className="prose">{copy.text}</p>
      </div>
      {/* Each topic's name on a line of its own, what it covers under it (round 26: run together with a dash, the
          dash hung at a line's end on phones); no icons: the names say it. */}
      <ul className="flex flex-col gap-3 border-l-2 border-ink-100 pl-4" data-topics>
        {copy.topics.map((topic) => (
          <li key={topic.title}>
            <TextStack top={topic.title} bottom={topic.text} look="row" />
          </li>
        ))}
      </ul>
      {/* The button spans the card on phones, as the site's other card buttons do there; the reply time under it. */}
      <div className="flex flex-col items-stretch gap-3 sm:items-start">
        {button}
        <p className="inline-flex items-center gap-1.5 text-sm text-ink-600" data-reply-time>
          <span className="i-lucide-clock text-ink-500" aria-hidden="true" />
          {replyTime}
        </p>
      </div>
      <ul className="mt-auto divide-y divide-ink-100 border-t border-ink-100" data-channels>
        <li className="flex items-start gap-3 py-4">
          {channelIcon(direct.icon)}
          {direct.content}
        </li>
        <Channel {...channel} />
      </ul>
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
        copy={supportCard}
        // The chat leads (review 7.7: two like gradient buttons side by side, neither led): the quickest way, first.
        button={
          <ButtonLink href={links.chatSupport} external icon="i-lucide-message-circle">
            {supportCard.button}
          </ButtonLink>
        }
        direct={{
          icon: 'i-lucide-mail',
          // Not everyone uses WhatsApp (round 22): the same help by mail.
          content: (
            <p className="text-ink-700">
              {supportCard.noChat}{' '}
              <a href={mailto(address, supportCard.subject)} className="prose-link inline-block py-0.5">
                {supportCard.mail}
              </a>
            </p>
          ),
        }}
        channel={{
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
        copy={businessCard}
        button={
          <ButtonLink href={mailto(address, businessCard.subject)} variant="secondary" icon="i-lucide-mail">
            {businessCard.button}
          </ButtonLink>
        }
        direct={{
          icon: 'i-lucide-at-sign',
          content: (
            <p className="min-w-0 py-0.5 text-ink-700">
              {`${businessCard.direct} `}
              <span className="break-words font-semibold text-ink-900" data-address>
                {address}
              </span>
            </p>
          ),
        }}
        channel={{
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
