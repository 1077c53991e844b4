import { CheckList } from '../../components/ui/CheckList'
import { Section } from '../../components/ui/Section'
import { stages } from './copy'

/**
 * The two stages side by side in one frame, like a plan comparison (no pair of floating price cards), under the
 * heading at full width: beside it (split) the frame left a bare column under the intro and wrapped one price note.
 * From 768 px both columns share their rows (subgrid), so price, text, rule and checks start on one line. One surface
 * on the white section (session 28: a white frame on grey read as a card in a card beside the grey partnership band
 * under it); the lists at 16 px.
 */
export function StagesSection() {
  return (
    <Section copy={stages} id="phasen">
      <ul className="grid overflow-hidden rounded-3xl bg-white ring-1 ring-ink-200 divide-y divide-ink-200 md:grid-cols-2 md:grid-rows-[repeat(4,auto)] md:divide-x md:divide-y-0">
        {stages.items.map((stage) => (
          <li key={stage.id} className="flex flex-col gap-4 p-6 sm:p-8 md:row-span-4 md:grid md:grid-rows-subgrid">
            <span
              className={`${stage.tone === 'green' ? 'badge-green' : 'badge-fundraising'} self-start justify-self-start`}
            >
              {stage.badge}
            </span>
            <h3 className="flex flex-col gap-1">
              <span className="text-2xl font-extrabold tracking-tight text-ink-900 tabular-nums">{stage.price}</span>
              <span className="text-sm font-medium text-ink-600">{stage.priceNote}</span>
            </h3>
            <p className="prose">{stage.text}</p>
            <CheckList items={stage.features} className="self-start border-t border-ink-200 pt-4 text-base" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
