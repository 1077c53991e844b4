import { CodeSample } from '../../components/design/CodeSample'
import { DocsBlock, Specimen } from '../../components/design/DocsLayout'
import { codeSamples } from '../../data/design-tokens'
import { blocks } from './copy'

export function Badges() {
  return (
    <DocsBlock id="badges" copy={blocks.badges}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Specimen
          caption={
            <>
              <code className="font-mono text-brand-700">badge-fundraising</code>
              <code className="font-mono text-brand-700">badge-green</code>
            </>
          }
        >
          <span className="badge-fundraising">Fundraising</span>
          <span className="badge-green">Currently Funding</span>
        </Specimen>
        <Specimen caption={<code className="font-mono text-brand-700">chip</code>}>
          <span className="chip">SaaS</span>
          <span className="chip">Pre-Seed</span>
          <span className="chip">
            <span className="i-lucide-map-pin" aria-hidden="true" />
            München
          </span>
        </Specimen>
        <Specimen
          caption={
            <>
              <code className="font-mono text-brand-700">hero-kicker</code>
              <code className="font-mono text-brand-700">hero-label</code>
              <span>über der h1: Text, als Pille nur mit Link</span>
            </>
          }
        >
          <span className="hero-kicker">
            <span className="i-lucide-sparkles" aria-hidden="true" />
            Für Business Angels
          </span>
          <span className="hero-label">
            <span className="i-lucide-sparkles" aria-hidden="true" />
            Wildcard-Voting
            <span className="i-lucide-arrow-right" aria-hidden="true" />
          </span>
        </Specimen>
        <Specimen
          stage="dark"
          caption={
            <>
              <code className="font-mono text-brand-700">hero-label-dark</code>
              <span>Status mit pulsierendem Punkt</span>
            </>
          }
        >
          <span className="hero-label-dark">
            <span className="i-lucide-sparkles" aria-hidden="true" />
            Spotlight
          </span>
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-bold uppercase tracking-wide text-mint-800">
            <span className="live-dot" aria-hidden="true" />
            Live
          </span>
        </Specimen>
      </div>
      <CodeSample code={codeSamples.badge} label="Stage-Badges" />
    </DocsBlock>
  )
}
