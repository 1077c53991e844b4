import { useState } from 'react'
import { PROGRESS_START, stepProgress } from './progress'

export default function ProgressDemo() {
  const [value, setValue] = useState(PROGRESS_START)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between text-sm font-semibold text-ink-700">
        <span id="progress-demo-label">Profil-Vollständigkeit</span>
        <span data-progress-value>{value}&nbsp;%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="progress-demo-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-3 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-gradient-brand transition-[width] duration-300"
          style={{ width: `${value}%` }}
        />
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-secondary btn-sm"
          onClick={() => setValue((v) => stepProgress(v, -1))}
          disabled={value === 0}
        >
          − 10
        </button>
        <button
          type="button"
          className="btn-secondary btn-sm"
          onClick={() => setValue((v) => stepProgress(v, 1))}
          disabled={value === 100}
        >
          + 10
        </button>
      </div>
    </div>
  )
}
