import { HeroVisual } from '../../components/sections/PageHero'
import { SampleChip } from '../../components/ui/SampleView'
import { juryHeroMock as mock } from './copy'
import { RatingScale } from './RatingScale'

/**
 * The hero's visual: what a juror does, drawn as the portal's rating view of one pitch – the upright video, the
 * startup, the one note on the scale and the free feedback, with the round's progress. Decorative: the caption says
 * it in words, the drawing is hidden from screen readers and holds no controls. Also beside the jury's sign-up form
 * (/jury-form), below the fold on phones: `priority` false loads its poster lazily there; `sample` marks it as an
 * example there like the site's other sample views (in the juror's place) and drops the lifted shadow, so it does
 * not compete with the form.
 */
export function HeroRating({
  priority = true,
  sample = false,
  className = 'max-w-md',
}: {
  priority?: boolean
  sample?: boolean
  className?: string
}) {
  return (
    <HeroVisual className={className}>
      <figure
        className={`m-0 flex flex-col overflow-hidden rounded-4xl bg-white text-left text-ink-900 ring-1 ring-ink-200 ${sample ? '' : 'shadow-lift'}`}
      >
        <figcaption className="sr-only">{mock.caption}</figcaption>
        <div className="flex flex-col" aria-hidden="true">
          <div className="flex items-center justify-between gap-3 border-b border-ink-200 px-5 py-3.5">
            <span className="flex items-center gap-2 text-sm font-bold">
              <span className="i-lucide-gavel text-brand-700" />
              {mock.portal}
            </span>
            <span className="flex items-center gap-3">
              <span className="text-xs font-semibold tabular-nums text-ink-700">{mock.progress}</span>
              {sample ? (
                <SampleChip text={mock.sample} />
              ) : (
                <img src={mock.juror} alt="" width={32} height={32} className="h-8 w-8 rounded-full bg-brand-100" />
              )}
            </span>
          </div>
          <span className="block h-1 bg-ink-100">
            <span
              className="block h-1 bg-brand-600"
              style={{ width: `${Math.round((mock.rated / mock.total) * 100)}%` }}
            />
          </span>
          <div className="flex flex-col gap-5 p-5">
            {/* Beside the form (`sample`, a wider figure) the note stands beside the video under the pitch text,
                where the text left an empty half (round 26); in the hero's narrow figure and on phones under both. */}
            <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-5 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-x-5">
              <span
                className={`relative block w-24 shrink-0 overflow-hidden rounded-2xl bg-ink-900 ring-1 ring-ink-200 sm:w-28 ${sample ? 'sm:row-span-2' : ''}`}
              >
                <img
                  src={mock.poster}
                  srcSet={mock.posterSrcSet}
                  sizes="(min-width: 640px) 112px, 96px"
                  alt=""
                  width={360}
                  height={640}
                  fetchPriority={priority ? 'high' : undefined}
                  loading={priority ? undefined : 'lazy'}
                  className="block aspect-[9/16] w-full object-cover"
                />
                <span className="absolute inset-x-0 bottom-0 h-[34%] bg-[linear-gradient(to_top,#080D22_0%,#080D22f2_30%,#080D22b3_55%,transparent_100%)]" />
                <span className="absolute inset-x-2.5 bottom-2.5 flex items-center gap-2 text-xs font-bold tabular-nums text-white">
                  <span className="i-lucide-play" />
                  <span className="h-1 flex-1 rounded-full bg-white/50">
                    <span className="block h-1 w-1/4 rounded-full bg-white" />
                  </span>
                </span>
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-2">
                <span className="text-lg font-bold">{mock.startup}</span>
                <span className="text-xs text-ink-600">
                  {mock.sector} · {mock.duration}
                </span>
                <span className="mt-1 text-sm leading-relaxed text-ink-700">{mock.pitch}</span>
              </span>
              <span className={`col-span-2 ${sample ? 'sm:col-span-1 sm:col-start-2 sm:self-end' : ''}`}>
                <RatingScale label={mock.scoreLabel} scale={mock.scaleNote} score={mock.score} max={mock.scaleMax} />
              </span>
            </div>
          </div>
          <div className="flex flex-col gap-3 border-t border-ink-200 px-5 py-4">
            <span className="flex items-center justify-between gap-3 text-sm font-semibold">
              {mock.feedbackLabel}
              <span className="i-lucide-mic text-ink-600" />
            </span>
            <span className="flex flex-wrap gap-2">
              {mock.aspects.map((aspect) => (
                <span
                  key={aspect}
                  className="flex items-center gap-1.5 rounded-full bg-ink-50 px-3 py-1 text-xs font-semibold text-ink-800 ring-1 ring-ink-200"
                >
                  <span className="i-lucide-check text-mint-700" />
                  {aspect}
                </span>
              ))}
            </span>
          </div>
        </div>
      </figure>
    </HeroVisual>
  )
}
