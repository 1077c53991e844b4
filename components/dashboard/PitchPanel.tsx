import { type DragEvent, useId, useState } from 'react'
import { CheckList } from '../ui/CheckList'
import { IconTile } from '../ui/IconTile'
import { TextStack } from '../ui/TextStack'
import { appCard } from './card'
import { PanelSection } from './PanelSection'

const sizeInMb = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString('de-DE', { maximumFractionDigits: 1 })}\u00a0MB`

/** Upload drop area (hints only, nothing is uploaded in the preview) and the pitch tips. */
export function PitchPanel({
  tips,
  current,
  previewNote,
}: {
  tips: string[]
  current: { file: string; details: string }
  previewNote: string
}) {
  const id = useId()
  const [file, setFile] = useState<{ name: string; size: number } | null>(null)
  const [dragging, setDragging] = useState(false)
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    const dropped = event.dataTransfer.files[0]
    if (dropped) setFile({ name: dropped.name, size: dropped.size })
  }
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1.4fr_1fr]">
      <PanelSection id={`${id}-titel`} title="Video-Pitch hochladen" className={`${appCard} flex flex-col gap-5`}>
        <label
          htmlFor={`${id}-file`}
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-drop-area
          className={`flex cursor-pointer flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition focus-within:outline-3 focus-within:outline-offset-3 focus-within:outline-violet-600 ${
            dragging ? 'border-brand-500 bg-brand-50' : 'border-ink-200 bg-ink-50 hover:border-brand-300'
          }`}
        >
          <IconTile icon="i-lucide-cloud-upload" className="h-14 w-14 rounded-full bg-white text-3xl text-ink-700" />
          <span className="font-semibold text-ink-900">Video hierher ziehen oder auswählen</span>
          <span className="text-sm text-ink-600" data-upload-hint>
            max. 60&nbsp;Sekunden, MP4 empfohlen, max. 100&nbsp;MB
          </span>
          <input
            id={`${id}-file`}
            type="file"
            accept="video/mp4,video/*"
            className="sr-only"
            onChange={(event) => {
              const chosen = event.target.files?.[0]
              if (chosen) setFile({ name: chosen.name, size: chosen.size })
            }}
          />
        </label>
        <p role="status" className="text-sm font-medium text-violet-700">
          {file ? (
            <span className="flex flex-col gap-1">
              <span className="text-ink-900">
                Ausgewählt: {file.name} ({sizeInMb(file.size)})
              </span>
              <span>{previewNote}</span>
            </span>
          ) : null}
        </p>
        {/* The pitch that is live: a grey group inside the card, not a second card (site-wide review, session 28). */}
        <div className="flex items-center gap-4 rounded-2xl bg-ink-50 p-4">
          <IconTile icon="i-lucide-circle-play" className="icon-tile h-12 w-12 bg-white text-2xl" />
          <TextStack top={<>Aktueller Pitch: {current.file}</>} bottom={current.details} look="row" truncate fill />
          <span className="badge-green hidden sm:inline-flex">Live</span>
        </div>
      </PanelSection>
      {/* A card like the upload's beside it, its header the cards' one pattern: the title left, the way to all tips a
          quiet link at its right (review 29: an icon before this title, the link at the card's foot). */}
      <PanelSection
        id={`${id}-tipps`}
        title="Pitch-Tipps"
        meta={
          <a href="/video-tipps" className="prose-link text-sm">
            Alle Video-Tipps lesen
          </a>
        }
        className={`${appCard} flex flex-col gap-5`}
      >
        <CheckList items={tips} tone="ink" />
      </PanelSection>
    </div>
  )
}
