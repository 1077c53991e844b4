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
        <code className="font-mono text-xs text-brand-700">{token}</code>
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
          {/* Wide, tall tiles: on squares 32 px and full both drew a circle, on low tiles both a pill. */}
          <ul className="grid grid-cols-2 gap-3">
            {radii.items.map((item) => (
              <li key={item.className} className="flex flex-col items-center gap-2">
                <span className={`${item.className} block h-24 w-full bg-white ring-1 ring-ink-300`} />
                <code className="font-mono text-xs text-ink-600">{item.label}</code>
              </li>
            ))}
          </ul>
        </Scale>
        {/* On white, as the shadows are used (on the grey they were hard to tell apart). */}
        <Scale group={shadows.group} white>
          {/* The tiles fill the card's height beside the radii (it stood half empty). */}
          <ul className="grid h-full grid-cols-3 gap-5">
            {shadows.items.map((item) => (
              <li key={item.className} className="flex flex-col items-center gap-3">
                <span
                  className={`${item.className} block min-h-24 w-full flex-1 rounded-2xl bg-white ring-1 ring-ink-100`}
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

type ScaleProps = { group: string; className?: string; white?: boolean; children: ReactNode }

/** One scale: its name and its values drawn with their own classes, on grey (`white`: on white). */
function Scale({ group, className = '', white = false, children }: ScaleProps) {
  return (
    <div
      className={`flex flex-col gap-4 rounded-2xl p-5 ring-1 ring-ink-200 ${white ? 'bg-white' : 'bg-ink-50'} ${className}`}
    >
      <dt className="text-sm font-semibold text-ink-900">{group}</dt>
      <dd className="flex-1">{children}</dd>
    </div>
  )
}

/** Every step any family has, in order: the columns of the families' rows. */
const STEPS = [...new Set(colourRamps.flatMap((ramp) => ramp.steps.map(([step]) => step)))].sort((a, b) => a - b)

/** The families behind the roles, every tone with its step, in columns of one width (the hex values: /designguide). */
function Ramps() {
  return (
    <ul className="flex flex-col gap-4" aria-label="Farbfamilien">
      {colourRamps.map((ramp) => (
        <li key={ramp.token} className="grid items-center gap-2 sm:grid-cols-[5rem_minmax(0,1fr)] sm:gap-4">
          <span className="text-sm font-semibold text-ink-900">{ramp.name}</span>
          <ol
            className="grid gap-1"
            style={{ gridTemplateColumns: `repeat(${STEPS.length}, minmax(0, 1fr))` }}
            aria-label={`${ramp.name}: ${ramp.steps.length} Töne`}
          >
            {ramp.steps.map(([step, hex]) => (
              <li
                key={step}
                className="flex min-w-0 flex-col items-center gap-1"
                // Each step in its own column in every family (500 under 500), a gap where a family has none.
                style={{ gridColumnStart: STEPS.indexOf(step) + 1 }}
              >
                <span
                  className="block h-8 w-full rounded-md ring-1 ring-inset ring-ink-900/10"
                  style={{ backgroundColor: hex }}
                  title={`${ramp.token}-${step} ${hex}`}
                />
                <span className="font-mono text-[0.625rem] text-ink-600">{step}</span>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  )
}
