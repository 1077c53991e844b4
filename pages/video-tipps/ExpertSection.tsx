import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { LogoMark } from '../../components/ui/Logo'
import { SectionHeading } from '../../components/ui/Section'
import { expertChatUrl, expertHelp } from './copy'

/**
 * Anchor #expert: personal help in the chat, with the prefilled request shown as a chat bubble. Round 26: a lightly
 * tinted card with the brand colour only on its button (the magenta card stood between the ink timeline, the grey
 * closing band and the ink footer); the chat mock centred beside the text, and on phones only the first bubble.
 */
export function ExpertSection() {
  const links = useLinks()
  return (
    <section id="expert" aria-labelledby="expert-titel" className="section-y bg-white">
      <div className="container-site">
        {/*
         * Fix round: the button is a grid item of its own, under the chat on phones (above it, it asked before the
         * mock-up showed what it sends) and under the checklist in the text's column from 1024 px.
         */}
        <div className="grid items-center gap-8 overflow-hidden rounded-4xl bg-gradient-to-br from-brand-50 via-white to-violet-50 px-5 py-10 shadow-soft ring-1 ring-brand-100 sm:gap-10 sm:px-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:gap-y-6">
          <SectionHeading
            id="expert-titel"
            copy={expertHelp}
            className="items-start gap-5 lg:col-start-1 lg:row-start-1 lg:self-end"
          >
            <CheckList items={expertHelp.points} />
          </SectionHeading>
          {/*
           * Session 32: on phones the chat stands on the tinted card without a box of its own (no card in a card), and the
           * team's reply stays, with the team's mark as its avatar; the founder's request on violet-50, the page's tint.
           * Fix round 2: the request right-aligned and the reply left, each at most ~4/5 of the width, so the direction
           * reads (at 92 % and 88 % both bubbles spanned nearly the whole box).
           */}
          <figure className="flex flex-col gap-3 self-center lg:col-start-2 lg:row-span-2 lg:row-start-1 sm:rounded-3xl sm:bg-white sm:p-6 sm:shadow-soft sm:ring-1 sm:ring-ink-200">
            <figcaption className="flex items-center gap-3 text-sm font-semibold text-ink-900">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-white text-ink-800 ring-1 ring-ink-200 sm:bg-ink-50">
                <span className="i-lucide-message-circle text-lg" aria-hidden="true" />
              </span>
              {expertHelp.chatCaption}
            </figcaption>
            <blockquote className="ml-auto max-w-[80%] rounded-2xl rounded-br-md bg-violet-50 px-4 py-3 text-sm leading-relaxed text-ink-900 ring-1 ring-violet-100">
              {expertHelp.message}
            </blockquote>
            <p className="mr-auto flex max-w-[84%] items-end gap-2" data-reply>
              <LogoMark size={28} className="shrink-0 rounded-full" />
              <span className="rounded-2xl rounded-bl-md bg-ink-100 px-4 py-3 text-sm leading-relaxed text-ink-900">
                {expertHelp.chatReply}
              </span>
            </p>
          </figure>
          <div className="lg:col-start-1 lg:row-start-2 lg:self-start" data-expert-button>
            <ButtonLink
              href={expertChatUrl(links.chatSupport)}
              external
              icon="i-lucide-message-circle"
              className="w-full sm:w-auto"
            >
              {expertHelp.button}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  )
}
