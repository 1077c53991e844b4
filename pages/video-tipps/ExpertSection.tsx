import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { expertChatUrl, expertHelp } from './copy'

/** Anchor #expert: personal help in the chat, with the prefilled request shown as a chat bubble. */
export function ExpertSection() {
  const links = useLinks()
  return (
    <section id="expert" aria-labelledby="expert-titel" className="section-y bg-white">
      <div className="container-site">
        <div className="grid items-center gap-10 overflow-hidden rounded-4xl bg-gradient-brand px-6 py-12 text-white shadow-brand sm:px-12 sm:py-16 lg:grid-cols-[1.2fr_1fr]">
          <div className="flex flex-col items-start gap-5">
            <p className="text-sm font-semibold uppercase tracking-wider text-white">{expertHelp.eyebrow}</p>
            <h2 id="expert-titel" className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
              {expertHelp.title}
            </h2>
            <p className="text-lg leading-relaxed text-white">{expertHelp.intro}</p>
            <ul className="flex flex-col gap-3">
              {expertHelp.points.map((point) => (
                <li key={point} className="flex items-start gap-3 text-white">
                  <span className="i-lucide-circle-check mt-0.5 text-xl" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
            <ButtonLink
              href={expertChatUrl(links.chatSupport)}
              variant="light"
              external
              icon="i-lucide-message-circle"
              className="w-full sm:w-auto"
            >
              {expertHelp.button}
            </ButtonLink>
          </div>
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
