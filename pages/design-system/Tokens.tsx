import type { ReactNode } from 'react'
import { DocsBlock, DocsTable } from '../../components/design/DocsLayout'
import { colourRamps } from '../../data/design-tokens'
import { blocks, colourRoles, gradientRole, scales } from './copy'

const row = 'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-4 px-5 py-3 sm:grid-cols-[minmax(0,1fr)_8rem_9rem]'

/** One role of the colour table: swatch and role, token, value (under the token on phones). */
function RoleRow({ swatch, role, token, value }: { swatch: ReactNode; role: string; token: string; value: string }) {
  return (
    <li className={row}>
      <span className="flex items-center gap-3 text-sm font-medium text-ink-900">
        {swatch}
        {role}
      </span>
      <span className="flex flex-col items-end gap-0.5 sm:contents">
        <code className="font-mono text-xs font-semibold text-ink-900">{token}</code>
        <code className="font-mono text-xs text-ink-600">{value}</code>
      </span>
    </li>
  )
}

const swatch = 'h-6 w-6 shrink-0 rounded-lg ring-1 ring-inset ring-ink-900/10'

export function Tokens() {
  const { type, radii, shadows, widths } = scales
  const widest = Math.max(...widths.items.map((item) => item.px))
  return (
    <DocsBlock id="tokens" copy={blocks.tokens}>
      <DocsTable
        headClassName="grid grid-cols-[minmax(0,1fr)_auto] gap-4 sm:grid-cols-[minmax(0,1fr)_8rem_9rem]"
        head={
          <>
            <span>Rolle</span>
            <span>
              Token<span className="sm:hidden"> · Wert</span>
            </span>
            <span className="hidden sm:block">Wert</span>
          </>
        }
      >
        {colourRoles.map((item) => (
          <RoleRow
            key={item.role}
            swatch={<span className={swatch} style={{ backgroundColor: item.hex }} />}
            role={item.role}
            token={item.token}
            value={item.hex}
          />
        ))}
        <RoleRow
          swatch={<span className={`${swatch} bg-gradient-brand`} />}
          role={gradientRole.role}
          token={gradientRole.token}
          value={gradientRole.value}
        />
      </DocsTable>
      <Ramps />
      <dl className="grid gap-4 sm:grid-cols-2">
        <Scale group={type.group} className="sm:col-span-2">
          <ul className="flex flex-col divide-y divide-ink-200">
            {type.items.map((item) => (
              <li
                key={item.className}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 first:pt-0 last:pb-0"
              >
                <span className={`${item.className} min-w-0`} aria-hidden="true">
                  Ein Pitch
                </span>
                <code className="shrink-0 font-mono text-xs text-ink-600">
                  {item.className} · {item.spec}
                </code>
              </li>
            ))}
          </ul>
        </Scale>
        <Scale group={radii.group}>
          {/* Compact tiles wider than tall: on squares 32 px and full both drew a circle. */}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {radii.items.map((item) => (
              <li key={item.className} className="flex flex-col items-center gap-2">
                <span className={`${item.className} block h-18 w-full max-w-24 bg-ink-50 ring-1 ring-ink-300`} />
                <code className="font-mono text-xs text-ink-600">{item.label}</code>
              </li>
            ))}
          </ul>
        </Scale>
        <Scale group={shadows.group}>
          <ul className="grid grid-cols-3 gap-5">
            {shadows.items.map((item) => (
              <li key={item.className} className="flex flex-col items-center gap-2">
                <span
                  className={`${item.className} block h-18 w-full max-w-24 rounded-2xl bg-white ring-1 ring-ink-100`}
                />
                <code className="font-mono text-xs text-ink-600">{item.label}</code>
              </li>
            ))}
          </ul>
        </Scale>
        <Scale group={widths.group} className="sm:col-span-2">
          <ul className="flex flex-col gap-3">
            {widths.items.map((item) => (
              <li key={item.px} className="flex flex-col gap-1.5">
                <span className="block h-3 rounded-full bg-ink-300" style={{ width: `${(item.px / widest) * 100}%` }} />
                <code className="font-mono text-xs text-ink-600">{item.label}</code>
              </li>
            ))}
          </ul>
        </Scale>
      </dl>
    </DocsBlock>
  )
}

type ScaleProps = { group: string; className?: string; children: ReactNode }

/**
 * One scale: its name and its values drawn with their own classes, every panel on white (the shadows are used on
 * white and read only there; grey panels beside a white one looked unfinished).
 */
function Scale({ group, className = '', children }: ScaleProps) {
  return (
    <div className={`flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-200 ${className}`}>
      <dt className="text-sm font-semibold text-ink-900">{group}</dt>
      <dd className="flex-1">{children}</dd>
    </div>
  )
}

/** The tones the role table names (`ink-900`, `brand-700` …): marked in the families' rows. */
const roleTones = new Set<string>(colourRoles.map((item) => item.token))

/** Every step any family has, in order: the columns of the families' rows. */
const STEPS = [...new Set(colourRamps.flatMap((ramp) => ramp.steps.map(([step]) => step)))].sort((a, b) => a - b)

/**
 * The families behind the roles, every tone with its step, in columns of one width (500 under 500; the hex
 * values: /designguide). A step a family does not have is an outlined, labelled slot, not a hole; a tone the
 * role table uses carries a dot.
 */
function Ramps() {
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-4" aria-label="Farbfamilien">
        {colourRamps.map((ramp) => {
          const tones = new Map(ramp.steps)
          return (
            <li key={ramp.token} className="grid items-center gap-2 sm:grid-cols-[5rem_minmax(0,1fr)] sm:gap-4">
              <span className="text-sm font-semibold text-ink-900">{ramp.name}</span>
              <ol
                className="grid gap-1"
                style={{ gridTemplateColumns: `repeat(${STEPS.length}, minmax(0, 1fr))` }}
                aria-label={`${ramp.name}: ${ramp.steps.length} Töne`}
              >
                {STEPS.map((step) => {
                  const hex = tones.get(step)
                  if (!hex)
                    return (
                      <li key={step} className="flex min-w-0 flex-col items-center gap-1" aria-hidden="true">
                        <span className="block h-8 w-full rounded-md border border-dashed border-ink-200" />
                        <span className="font-mono text-[0.625rem] text-ink-600 line-through">{step}</span>
                      </li>
                    )
                  const role = roleTones.has(`${ramp.token}-${step}`)
                  return (
                    <li key={step} className="flex min-w-0 flex-col items-center gap-1">
                      <span
                        className="relative block h-8 w-full rounded-md ring-1 ring-inset ring-ink-900/10"
                        style={{ backgroundColor: hex }}
                        title={`${ramp.token}-${step} ${hex}`}
                      />
                      <span
                        className={`flex items-center gap-0.5 font-mono text-[0.625rem] ${role ? 'font-bold text-ink-900' : 'text-ink-600'}`}
                      >
                        {role ? <span className="h-1 w-1 rounded-full bg-ink-900" aria-hidden="true" /> : null}
                        {step}
                        {role ? <span className="sr-only"> (Rolle)</span> : null}
                      </span>
                    </li>
                  )
                })}
              </ol>
            </li>
          )
        })}
      </ul>
      <p className="flex items-center gap-2 text-xs text-ink-600">
        <span className="h-1.5 w-1.5 rounded-full bg-ink-900" aria-hidden="true" />
        in der Rollentabelle · gestrichelt: Stufe, die es in der Familie nicht gibt
      </p>
    </div>
  )
}
