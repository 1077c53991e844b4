import { useLinks, useTimeline } from '../../components/PageContext'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { registerUrl } from '../../data/links'
import { closing } from './copy'

export function ClosingCta() {
  const links = useLinks()
  const time = useTimeline()
  return (
    <section aria-labelledby="cta-titel" className="section-y bg-white">
      <div className="container-site">
        <div className="relative overflow-hidden rounded-4xl bg-gradient-brand px-6 py-14 text-center text-white sm:px-12">
          <h2 id="cta-titel" className="h-section text-white">
            {closing.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white">{closing.text[time.launch]}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={registerUrl(links)} variant="light" external icon="i-lucide-arrow-right">
              {closing.primary[time.launch]}
            </ButtonLink>
            <ButtonLink href="/spotlight" variant="outline">
              {closing.spotlight[time.spotlight]}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  )
}
