import { IconTile } from '../ui/IconTile'
import { appCard } from './card'
/** Empty state of the feedback tab (spec: "Noch kein Feedback erhalten"). */
export function FeedbackPanel() {
  return (
    <div className={`${appCard} flex flex-col items-center gap-4 !py-14 text-center`}>
      <IconTile
        icon="i-lucide-message-square-dashed"
        className="h-16 w-16 rounded-full bg-ink-50 text-3xl text-ink-400 ring-1 ring-ink-200"
      />
      <h2 className="text-xl font-bold text-ink-900">Noch kein Feedback erhalten</h2>
      <p className="prose max-w-md">
        Sobald die Jury oder Business Angels deinen Pitch kommentieren, findest du ihr Feedback hier&nbsp;– mit Namen
        und Funktion.
      </p>
      <a href="/video-tipps" className="btn-secondary btn-sm">
        Pitch mit Video-Tipps verbessern
      </a>
    </div>
  )
}
