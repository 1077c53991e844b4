import { DemoBesideText } from '../../components/sections/DemoSection'
import { IconTile } from '../../components/ui/IconTile'
import { earlyAccessDemo } from './copy'

export function DemoSection() {
  return (
    <DemoBesideText id="demo" tone="muted" copy={earlyAccessDemo}>
      <ul className="mt-2 grid gap-4 sm:grid-cols-2">
        {earlyAccessDemo.points.map((point) => (
          <li
            key={point.text}
            className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-soft ring-1 ring-ink-200"
          >
            <IconTile icon={point.icon} className="h-10 w-10 rounded-xl bg-brand-50 text-xl text-brand-700" />
            <span className="text-sm font-medium leading-snug text-ink-800">{point.text}</span>
          </li>
        ))}
      </ul>
    </DemoBesideText>
  )
}
