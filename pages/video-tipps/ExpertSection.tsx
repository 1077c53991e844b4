import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckList } from '../../components/ui/CheckList'
import { SectionHeading } from '../../components/ui/Section'
import { expertChatUrl, expertHelp } from './copy'

/** Anchor #expert: personal help in the chat, with the prefilled request shown as a chat bubble. */
export function ExpertSection() {
  const links = useLinks()
  return (
    <section id="expert" aria-labelledby="expert-titel" className="section-y bg-white">
      <div className="container-site">
        <div className="grid items-center gap-10 overflow-hidden rounded-4xl bg-gradient-brand px-6 py-12 text-white shadow-brand sm:px-12 sm:py-16 lg:grid-cols-[1.2fr_1fr]">
          <SectionHeading id="expert-titel" copy={expertHelp} tone="brand" className="items-start gap-5">
            <CheckList items={expertHelp.points} tone="brand" />
            <ButtonLink
              href={expertChatUrl(links.chatSupport)}
              variant="light"
              external
              icon="i-lucide-message-circle"
              className="w-full sm:w-auto"
            >
              {expertHelp.button}
            </ButtonLink>
          </SectionHeading>
          <figure className="flex flex-col gap-3 rounded-3xl bg-ink-950/25 p-5 ring-1 ring-white/20 sm:p-6">
            <figcaption className="flex items-center gap-3 text-sm font-semibold text-white">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-white text-brand-700">
                <span className="i-lucide-message-circle text-lg" aria-hidden="true" />
              </span>
              {expertHelp.chatCaption}
            </figcaption>
            <blockquote className="ml-auto max-w-[92%] rounded-2xl rounded-br-md bg-white px-4 py-3 text-sm leading-relaxed text-ink-900 shadow-soft">
              {expertHelp.message}
            </blockquote>
            <p className="max-w-[80%] rounded-2xl rounded-bl-md bg-white/15 px-4 py-3 text-sm leading-relaxed text-white">
              {expertHelp.chatReply}
            </p>
          </figure>
        </div>
      </div>
    </section>
  )
}
