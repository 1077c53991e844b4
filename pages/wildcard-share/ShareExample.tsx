import { logoBoxStyle, SHARE_FORMATS } from '../../components/share-image/fit-logo'
import type { shareToolCopy } from '../../data/share-image'
import { votingStartups } from '../../data/voting'
import { exampleCaption } from './copy'

/** The startup whose logo the example carries: the first of the voting list. */
const example = votingStartups[0]

/**
 * Beside the hero on wide screens: a finished share image as an example, the post template of the phase's
 * variant (the one the tool draws on) with one voting startup's mark and name set where the tool puts a logo
 * (the post format's logo box, centred). Phones skip it: the tool and its preview follow right under the heading
 * there.
 */
export function ShareExample({ format }: { format: (typeof shareToolCopy)['invite']['formats'][0] }) {
  if (!example) return null
  const { previewHalfUrl, previewSrcSet } = format
  const { width, height } = SHARE_FORMATS.post
  return (
    <figure className="hidden flex-col items-center gap-4 lg:flex">
      <div className="relative w-full rotate-2 overflow-hidden rounded-2xl shadow-lift ring-1 ring-ink-200">
        <img
          src={previewHalfUrl}
          srcSet={previewSrcSet}
          sizes="440px"
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          className="block w-full"
        />
        <span className="absolute flex items-center justify-center gap-3" style={logoBoxStyle('post')}>
          <img src={example.image} alt="" width={96} height={96} className="h-4/5 w-auto" />
          <span className="text-3xl font-extrabold tracking-tight text-ink-900">{example.name}</span>
        </span>
      </div>
      <figcaption className="text-sm text-ink-600">{exampleCaption(example.name)}</figcaption>
    </figure>
  )
}
