import type { ReactNode } from 'react'
import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
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

/**
 * A further way to reach us at the card's foot (community channel, press area): a plain row under a hairline, its
 * name over what it holds, the action in the page's one text-link style – no box, no tinted banner. On phones no
 * icon column and no detail line (round 29: a 36 px column squeezed the text into three lines): the name and the link.
 */
function Channel({ href, external, icon, title, text, action }: ChannelProps) {
  return (
    // The card's last row: no padding under it, the card's own closes it (as above its heading).
    <li className="flex items-start gap-3 pt-4 sm:pt-5">
      <span className={`${icon} mt-0.5 hidden shrink-0 text-xl text-ink-500 sm:block`} aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold text-ink-900">{title}</span>
        <span className="hidden text-sm text-ink-600 sm:block">{text}</span>
        <a
          href={href}
          {...(external ? { target: '_blank', rel: 'noopener' } : {})}
          className="prose-link mt-0.5 inline-block self-start py-0.5"
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
  /** The quiet line under the button: how soon we answer, or the address (to copy into another mail program). */
  under: ReactNode
  channel: ChannelProps
}

/**
 * One way to reach us, each thing said once (round 29: e-mail offered three times, the reply time in both cards): the
 * heading and one line on whom it serves, its topics, the button, then one further channel under a hairline.
 */
function ContactCard({ id, copy, button, under, channel }: CardProps) {
  return (
    <article id={id} aria-labelledby={`${id}-titel`} className="card flex flex-col gap-5 sm:gap-6">
      <div className="flex flex-col gap-2 sm:gap-3">
        <h2 id={`${id}-titel`} className="text-2xl font-bold tracking-tight text-ink-900">
          {copy.title}
        </h2>
        <p className="prose">{copy.text}</p>
      </div>
      {/* A plain list (review 7.1: a grey left rule read as a quote at 390 px): a small slate check, each topic's name
          over what it covers, at both widths. */}
      <ul className="flex flex-col gap-2.5 sm:gap-3" data-topics>
        {copy.topics.map((topic) => (
          <li key={topic.title} className="flex items-start gap-2.5">
            <span className="i-lucide-check mt-1 shrink-0 text-base text-ink-500" aria-hidden="true" />
            <span className="flex flex-col">
              <span className="font-semibold text-ink-900">{topic.title}</span>
              <span className="text-sm text-ink-600">{topic.text}</span>
            </span>
          </li>
        ))}
      </ul>
      {/* Both cards end alike, at the card's foot (review 7.1: a button over a loose address in one, none in the
          other): the button (spanning the card on phones, as the site's other card buttons do there), one quiet line
          under it, left-aligned at every width; then the further channel under a hairline. */}
      <div className="mt-auto flex flex-col gap-5 sm:gap-6" data-footer>
        <div className="flex flex-col items-stretch gap-2 sm:items-start">
          {button}
          {under}
        </div>
        <ul className="border-t border-ink-100" data-channels>
          <Channel {...channel} />
        </ul>
      </div>
    </article>
  )
}

/**
 * The two cards of the spec: "Service & Support" (chat + community banner) and "Business & Presse" (e-mail). Under
 * each button one quiet line: how soon we answer under the chat (the spec's note, said once for the page), the
 * address as text under the mail button.
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
        under={
          <p className="text-sm text-ink-600" data-under>
            {replyTime}
          </p>
        }
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
        under={
          <p className="break-words text-sm text-ink-600" data-under data-address>
            {address}
          </p>
        }
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
