import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
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
        <div className="grid items-center gap-8 overflow-hidden rounded-4xl bg-gradient-to-br from-brand-50 via-white to-violet-50 px-5 py-10 shadow-soft ring-1 ring-brand-100 sm:gap-10 sm:px-12 sm:py-16 lg:grid-cols-[1.2fr_1fr]">
          <SectionHeading id="expert-titel" copy={expertHelp} className="items-start gap-5">
            <CheckList items={expertHelp.points} />
            <ButtonLink
              href={expertChatUrl(links.chatSupport)}
              external
              icon="i-lucide-message-circle"
              className="w-full sm:w-auto"
            >
              {expertHelp.button}
            </ButtonLink>
          </SectionHeading>
          <figure className="flex flex-col gap-3 self-center rounded-3xl bg-white p-5 shadow-soft ring-1 ring-ink-200 sm:p-6">
            <figcaption className="flex items-center gap-3 text-sm font-semibold text-ink-900">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-ink-50 text-ink-800 ring-1 ring-ink-200">
                <span className="i-lucide-message-circle text-lg" aria-hidden="true" />
              </span>
              {expertHelp.chatCaption}
            </figcaption>
            <blockquote className="ml-auto max-w-[92%] rounded-2xl rounded-br-md bg-mint-100 px-4 py-3 text-sm leading-relaxed text-ink-900">
              {expertHelp.message}
            </blockquote>
            <p className="hidden max-w-[80%] rounded-2xl rounded-bl-md bg-ink-100 px-4 py-3 text-sm leading-relaxed text-ink-900 sm:block">
              {expertHelp.chatReply}
            </p>
          </figure>
        </div>
      </div>
    </section>
  )
}
