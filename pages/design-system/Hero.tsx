import { PageHero } from '../../components/sections/PageHero'
import { Actions } from '../../components/ui/Actions'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { hero, layers, README } from './copy'

/** The four layers of the system, stacked: each is built from the one above it. */
function LayerDiagram() {
  return (
    <ol
      className="relative flex flex-col gap-3 before:absolute before:bottom-8 before:left-7 before:top-8 before:w-px before:bg-white/20 before:content-['']"
      aria-label="Schichten des Systems"
    >
      {layers.map((layer, index) => (
        <li
          key={layer.name}
          className="relative flex items-center gap-4 rounded-2xl bg-white/5 p-3 pr-5 ring-1 ring-white/10 backdrop-blur"
        >
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-ink-800 font-mono text-sm font-semibold text-white ring-1 ring-white/20">
            {index + 1}
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-white">{layer.name}</span>
              <code className="font-mono text-xs text-ink-200">{layer.where}</code>
            </span>
            <span className="truncate font-mono text-xs text-ink-100">{layer.example}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}

export function Hero() {
  return (
    <PageHero
      id="ds-titel"
      tone="dark"
      icon="i-lucide-layers"
      copy={hero}
      leadClassName="max-w-xl"
      columns="lg:grid-cols-[1.2fr_1fr]"
      spacing="gap-12 pb-16 pt-12 sm:pb-20 sm:pt-20"
      aside={
        <div className="mx-auto w-full max-w-md">
          <LayerDiagram />
        </div>
      }
    >
      <Actions>
        <ButtonLink href={README} variant="light" external icon="i-lucide-file-text">
          {hero.readme}
        </ButtonLink>
        <ButtonLink href="/designguide" variant="outline" icon="i-lucide-arrow-right">
          {hero.guide}
        </ButtonLink>
      </Actions>
    </PageHero>
  )
}
