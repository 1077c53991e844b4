import { DocsBlock } from '../../components/design/DocsLayout'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { CheckRow } from '../../components/ui/CheckList'
import { blocks, closing, README, rules } from './copy'

export function Rules() {
  return (
    <DocsBlock id="regeln" copy={blocks.regeln}>
      <CheckRow
        items={rules}
        className="grid gap-x-8 gap-y-4 sm:grid-cols-2"
        item="flex gap-3 text-sm leading-relaxed text-ink-800"
        icon="i-lucide-check mt-0.5 text-base text-brand-600"
      />
      <div className="grid items-center gap-8 rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-200 sm:p-8 md:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="flex flex-col items-start gap-4">
          <h3 className="text-xl font-bold text-ink-900">{closing.title}</h3>
          <p className="prose">{closing.text}</p>
          <ButtonLink href={README} variant="dark" external icon="i-lucide-file-text">
            README öffnen
          </ButtonLink>
        </div>
        <div
          className="hidden flex-col gap-2 rounded-xl bg-white p-5 font-mono text-[0.625rem] leading-relaxed text-ink-600 shadow-lift ring-1 ring-ink-200 md:flex"
          aria-hidden="true"
        >
          <span className="font-semibold text-ink-900">OnePitch Design-System</span>
          <span>1. Tokens</span>
          <span>2. Komponenten</span>
          <span>3. Animationen</span>
          <span>4. Barrierefreiheit</span>
          <span className="mt-2 h-1.5 w-full rounded-full bg-ink-100" />
          <span className="h-1.5 w-4/5 rounded-full bg-ink-100" />
          <span className="h-1.5 w-3/5 rounded-full bg-ink-100" />
        </div>
      </div>
    </DocsBlock>
  )
}
