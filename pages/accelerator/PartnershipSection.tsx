import { useLinks } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { partnership } from './copy'

/** The partnership call to action: the application form on /form-acc, or a call first. */
export function PartnershipSection() {
  const links = useLinks()
  return (
    <section id="cta" aria-labelledby="cta-titel" className="section-y bg-white">
      <div className="container-site">
        <div className="grid items-center gap-10 rounded-4xl bg-gradient-brand px-6 py-12 text-white shadow-brand sm:px-12 sm:py-16 lg:grid-cols-[1.4fr_1fr]">
          <div className="flex flex-col gap-5">
            <p className="text-sm font-semibold uppercase tracking-wider text-white">{partnership.eyebrow}</p>
            <h2 id="cta-titel" className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
              {partnership.title}
            </h2>
            <p className="text-lg leading-relaxed">{partnership.text}</p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <ButtonLink href="/form-acc" variant="light" icon="i-lucide-arrow-right">
                {partnership.primary}
              </ButtonLink>
              <ButtonLink href={links.bookingCalendar} variant="outline" external icon="i-lucide-calendar">
                {partnership.secondary}
              </ButtonLink>
            </div>
          </div>
          <ul className="flex flex-col gap-3 rounded-3xl bg-white/10 p-6 ring-1 ring-white/20 sm:p-8">
            {partnership.points.map((point) => (
              <li key={point} className="flex items-center gap-3 font-semibold">
                <span className="i-lucide-circle-check text-xl" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
