import { ButtonLink } from '../../components/ui/ButtonLink'
import { videoHero } from './copy'

/** A camera viewfinder drawn in HTML: frame corners, rule-of-thirds grid, the recording timer. */
function Viewfinder() {
  return (
    <div className="relative mx-auto w-full max-w-[520px]" aria-hidden="true">
      <div className="absolute -inset-6 rounded-full bg-gradient-brand opacity-15 blur-3xl" />
      <div className="relative aspect-video overflow-hidden rounded-3xl bg-gradient-ink shadow-lift ring-1 ring-ink-800">
        <div className="absolute left-1/2 top-[18%] h-[34%] w-[20%] -translate-x-1/2 rounded-full bg-gradient-to-b from-brand-300 to-violet-500 opacity-90" />
        <div className="absolute bottom-0 left-1/2 h-[36%] w-[46%] -translate-x-1/2 rounded-t-full bg-gradient-to-b from-violet-200 to-violet-600 opacity-90" />
        <div className="absolute inset-0 grid grid-cols-3 grid-rows-3">
          {Array.from({ length: 9 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative grid
            <span key={index} className="border-[0.5px] border-white/15" />
          ))}
        </div>
        <span className="absolute left-4 top-4 h-6 w-6 border-l-3 border-t-3 border-white/80" />
        <span className="absolute right-4 top-4 h-6 w-6 border-r-3 border-t-3 border-white/80" />
        <span className="absolute bottom-4 left-4 h-6 w-6 border-b-3 border-l-3 border-white/80" />
        <span className="absolute bottom-4 right-4 h-6 w-6 border-b-3 border-r-3 border-white/80" />
        <span className="absolute left-1/2 top-5 flex -translate-x-1/2 items-center gap-2 rounded-full bg-ink-950/70 px-3 py-1 text-xs font-bold text-white">
          <span className="h-2 w-2 rounded-full bg-brand-500" />
          REC 00:42
        </span>
        <span className="absolute right-5 top-12 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold text-white sm:bottom-5 sm:right-12 sm:top-auto">
          1080p · 16:9
        </span>
      </div>
      <div className="absolute -bottom-6 left-0 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lift ring-1 ring-ink-100 sm:-left-6">
        <span className="icon-tile h-10 w-10 text-xl">
          <span className="i-lucide-timer" />
        </span>
        <span className="text-sm leading-tight">
          <span className="block font-bold text-ink-900">{videoHero.badge.value}</span>
          <span className="block text-ink-600">{videoHero.badge.label}</span>
        </span>
      </div>
    </div>
  )
}

export function Hero() {
  return (
    <section aria-labelledby="video-tipps-titel" className="overflow-hidden bg-gradient-hero">
      <div className="container-site grid items-center gap-14 pb-20 pt-12 sm:pb-24 sm:pt-20 lg:grid-cols-[1.1fr_1fr]">
        <div className="flex flex-col items-start gap-6">
          <p className="hero-label">
            <span className="i-lucide-video" aria-hidden="true" />
            {videoHero.eyebrow}
          </p>
          <h1 id="video-tipps-titel" className="h-display">
            {videoHero.title[0]}
            <span className="text-gradient-brand">{videoHero.title[1]}</span>
            {videoHero.title[2]}
          </h1>
          <p className="lead max-w-xl">{videoHero.intro}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink href="#tipps" icon="i-lucide-arrow-down">
              {videoHero.tipsButton}
            </ButtonLink>
            <ButtonLink href="#expert" variant="secondary" icon="i-lucide-message-circle">
              {videoHero.expertButton}
            </ButtonLink>
          </div>
        </div>
        <Viewfinder />
      </div>
    </section>
  )
}
