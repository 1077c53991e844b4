import { CodeSample } from '../../components/design/CodeSample'
import { DocsBlock } from '../../components/design/DocsLayout'
import { FeatureCard } from '../../components/ui/FeatureCard'
import { codeSamples, radiusTokens, shadowTokens } from '../../data/design-tokens'
import { blocks } from './copy'

export function Surfaces() {
  return (
    <DocsBlock id="karten" copy={blocks.karten}>
      <div className="grid gap-4 md:grid-cols-3">
        <FeatureCard icon="i-lucide-video" title={'60\u2011Sekunden-Pitch'}>
          Ein Video statt 30 Folien.
        </FeatureCard>
        <article className="card-muted flex flex-col gap-3">
          <p className="font-mono text-xs text-ink-600">card-muted</p>
          <h3 className="h-card">Auf grauen Abschnitten</h3>
          <p className="prose">Ring statt Schatten, damit die Karte nicht schwebt.</p>
        </article>
        <article className="flex flex-col gap-3 rounded-3xl bg-gradient-ink p-6 text-white sm:p-8">
          <p className="font-mono text-xs text-ink-200">bg-gradient-ink</p>
          <h3 className="text-lg font-semibold leading-snug text-white">Die dunkle Bühne</h3>
          <p className="text-base leading-relaxed text-ink-100">Einmal je Seite, für den Moment, der zählt.</p>
        </article>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ul className="grid grid-cols-2 gap-3 rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-200 sm:p-6">
          {radiusTokens.map((radius) => (
            <li key={radius.token} className="flex flex-col gap-2">
              <span className={`h-16 border-2 border-violet-600 bg-violet-50 ${radius.className}`} />
              <span className="text-xs leading-snug text-ink-600">
                <code className="font-mono font-semibold text-ink-900">{radius.token}</code>
                <br />
                {radius.px} · {radius.use}
              </span>
            </li>
          ))}
        </ul>
        <ul className="flex flex-col gap-5 rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-200 sm:p-6">
          {shadowTokens.map((shadow) => (
            <li key={shadow.token} className="flex items-center gap-4">
              <span className={`h-12 w-20 shrink-0 rounded-2xl bg-white ${shadow.className}`} />
              <span className="text-xs leading-snug text-ink-600">
                <code className="font-mono font-semibold text-ink-900">{shadow.token}</code>
                <br />
                {shadow.use}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <CodeSample code={codeSamples.card} label="Karte" />
    </DocsBlock>
  )
}
