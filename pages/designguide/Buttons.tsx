import { CodeSample } from '../../components/design/CodeSample'
import { DocsBlock, DocsTable, Specimen } from '../../components/design/DocsLayout'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { codeSamples } from '../../data/design-tokens'
import { blocks } from './copy'

/** Each variant in its states, drawn with the classes a state adds (hover and focus cannot be forced in CSS). */
const matrix = [
  {
    name: 'Primär',
    token: 'btn-primary',
    rest: 'btn-primary',
    hover: 'btn-primary shadow-lift',
    focus: 'btn-primary outline outline-3 outline-offset-3 outline-violet-600',
    disabled: 'btn-primary opacity-45',
  },
  {
    name: 'Sekundär',
    token: 'btn-secondary',
    rest: 'btn-secondary',
    hover: 'btn-secondary !bg-ink-50 !ring-ink-300',
    focus: 'btn-secondary outline outline-3 outline-offset-3 outline-violet-600',
    // Faded white on white vanished: a grey ground with grey text still reads as a button, and as off.
    disabled: 'btn-secondary !bg-ink-100 !text-ink-500 !ring-ink-200',
  },
  {
    name: 'Dunkel',
    token: 'btn-dark',
    rest: 'btn-dark',
    hover: 'btn-dark !bg-ink-800',
    focus: 'btn-dark outline outline-3 outline-offset-3 outline-violet-600',
    disabled: 'btn-dark opacity-45',
  },
] as const

const states = ['Standard', 'Hover', 'Fokus', 'Deaktiviert'] as const

export function Buttons() {
  return (
    <DocsBlock id="buttons" copy={blocks.buttons}>
      <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Specimen
          caption={
            <>
              <code className="font-mono text-brand-700">btn-primary</code>
              <code className="font-mono text-brand-700">btn-secondary</code>
              <code className="font-mono text-brand-700">btn-dark</code>
              <span>Live&nbsp;– fahr drüber oder wechsle mit Tab</span>
            </>
          }
        >
          <ButtonLink href="/startups">Jetzt pitchen</ButtonLink>
          <ButtonLink href="/angels" variant="secondary">
            Deal Flow sichern
          </ButtonLink>
          <ButtonLink href="/kontakt" variant="dark">
            Kontakt
          </ButtonLink>
        </Specimen>
        <Specimen
          stage="dark"
          caption={
            <>
              <code className="font-mono text-brand-700">light</code>
              <code className="font-mono text-brand-700">outline</code>
              <span>auf dunklen Flächen</span>
            </>
          }
        >
          <ButtonLink href="/plattform" variant="light">
            Plattform
          </ButtonLink>
          <ButtonLink href="/presse" variant="outline">
            Presse
          </ButtonLink>
        </Specimen>
      </div>
      <DocsTable
        headClassName="hidden grid-cols-[8rem_repeat(4,minmax(0,1fr))] gap-4 lg:grid"
        head={
          <>
            <span>Variante</span>
            {states.map((state) => (
              <span key={state}>{state}</span>
            ))}
          </>
        }
      >
        {matrix.map((row) => (
          <li
            key={row.token}
            className="grid grid-cols-2 items-center gap-x-4 gap-y-5 p-5 lg:grid-cols-[8rem_repeat(4,minmax(0,1fr))]"
          >
            <span className="col-span-2 flex flex-col lg:col-span-1">
              <span className="text-sm font-semibold text-ink-900">{row.name}</span>
              <code className="font-mono text-xs text-ink-600">{row.token}</code>
            </span>
            {[row.rest, row.hover, row.focus].map((className, index) => (
              <span key={states[index]} className="flex flex-col items-start gap-2">
                <span className="text-xs text-ink-600 lg:sr-only">{states[index]}</span>
                <span className={`${className} btn-sm`}>Pitchen</span>
              </span>
            ))}
            <span className="flex flex-col items-start gap-2">
              <span className="text-xs text-ink-600 lg:sr-only">Deaktiviert</span>
              <button type="button" disabled className={`${row.disabled} btn-sm cursor-not-allowed`}>
                Pitchen
              </button>
            </span>
          </li>
        ))}
      </DocsTable>
      <div className="flex flex-col gap-4">
        <Specimen
          stage="light"
          caption={
            <>
              <code className="font-mono text-brand-700">btn</code>
              <code className="font-mono text-brand-700">btn-sm</code>
              <span>48 und 40&nbsp;px, Icon rechts</span>
            </>
          }
        >
          <ButtonLink href="/startups" icon="i-lucide-arrow-right">
            Standard
          </ButtonLink>
          <ButtonLink href="/startups" icon="i-lucide-arrow-right" small>
            Klein
          </ButtonLink>
        </Specimen>
        <CodeSample code={codeSamples.buttonPrimary} label="Primärer Button" />
      </div>
    </DocsBlock>
  )
}
