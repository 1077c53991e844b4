import { CodeSample } from '../../components/design/CodeSample'
import { DocsBlock, Specimen } from '../../components/design/DocsLayout'
import ProgressDemo from '../../components/design/ProgressDemo'
import { Island } from '../../components/islands/Island'
import { PersonPhoto } from '../../components/media/PersonPhoto'
import { StatsBlock } from '../../components/stats/StatsBlock'
import { codeSamples } from '../../data/design-tokens'
import { platformFigures } from '../../data/figures'
import { team } from '../../data/team'
import { blocks } from './copy'

const caption = (name: string, detail: string) => (
  <>
    <span className="font-semibold text-ink-900">{name}</span>
    <span>{detail}</span>
  </>
)

/** The site's animations, playing (and standing still under "reduce motion"). */
export function Motion() {
  const [first] = team
  return (
    <DocsBlock id="animationen" copy={blocks.animationen}>
      <div className="grid gap-4 md:grid-cols-3">
        <Specimen caption={caption('Einblenden', '600\u00a0ms, 150\u00a0ms versetzt')} loop className="min-h-56">
          <span className="mx-auto flex w-full max-w-48 flex-col gap-2" aria-hidden="true">
            <span className="h-4 w-3/4 rounded-full bg-ink-900 motion-safe:animate-fade-in-up motion-safe:animate-count-infinite motion-safe:animate-duration-2000" />
            <span className="h-3 w-full rounded-full bg-ink-300 motion-safe:animate-fade-in-up motion-safe:animate-count-infinite motion-safe:animate-duration-2000 motion-safe:animate-delay-150" />
            <span className="h-3 w-5/6 rounded-full bg-ink-300 motion-safe:animate-fade-in-up motion-safe:animate-count-infinite motion-safe:animate-duration-2000 motion-safe:animate-delay-300" />
            <span className="mt-2 h-8 w-24 rounded-full bg-gradient-brand motion-safe:animate-fade-in-up motion-safe:animate-count-infinite motion-safe:animate-duration-2000 motion-safe:animate-delay-450" />
          </span>
        </Specimen>
        <Specimen
          caption={caption('Zähler', '50 Schritte à 30\u00a0ms, sobald sichtbar')}
          stage="light"
          className="md:col-span-2"
        >
          <div className="w-full">
            <StatsBlock
              items={[
                { value: 60, suffix: '\u00a0s', label: 'pro Pitch' },
                {
                  value: Number.parseInt(platformFigures.angels, 10),
                  suffix: '+',
                  label: 'verifizierte Angels',
                },
                { value: platformFigures.matchScoreMax, prefix: '0–', label: 'Match-Score' },
              ]}
            />
          </div>
        </Specimen>
        <Specimen caption={caption('Schweben', '2\u00a0× 2,5\u00a0s, 6\u00a0px hoch')} loop className="min-h-56">
          {first ? (
            <span className="hero-float mx-auto flex">
              <PersonPhoto name={first.name} src={first.image} size={88} className="shadow-lift ring-4 ring-white" />
            </span>
          ) : null}
        </Specimen>
        <Specimen caption={caption('Live-Puls', '3\u00a0× 1,6\u00a0s, dann ruhig')} loop className="min-h-56">
          <span className="mx-auto inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-900 shadow-soft ring-1 ring-ink-200">
            <span className="live-dot" aria-hidden="true" />
            Abstimmung läuft
          </span>
        </Specimen>
        <Specimen caption={caption('Fortschritt', 'in 10er-Schritten, 300\u00a0ms')} stage="light" className="min-h-56">
          <div className="w-full">
            <Island name="ProgressDemo" component={ProgressDemo} props={{}} />
          </div>
        </Specimen>
      </div>
      <div className="flex flex-col gap-4">
        <p className="flex gap-3 rounded-2xl bg-violet-50 p-5 text-sm leading-relaxed text-ink-800">
          <span className="i-lucide-puzzle mt-0.5 text-lg text-violet-700" aria-hidden="true" />
          Interaktive Teile sind Inseln: Sie laden ihr JavaScript erst, wenn sie ins Bild kommen. Alles andere ist
          reines HTML und CSS.
        </p>
        <CodeSample code={codeSamples.island} label="Insel einbinden" />
      </div>
    </DocsBlock>
  )
}
