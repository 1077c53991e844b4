import { Island } from '../islands/Island'
import CopyCodeButton from './CopyCodeButton'

/** A code sample with its copy button (the button is the island; the code is plain HTML). */
export function CodeSample({ code, label }: { code: string; label: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-ink-950 p-4">
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a horizontally scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={`Code: ${label}`}
        className="overflow-x-auto rounded-lg"
      >
        <pre className="text-sm leading-relaxed text-ink-100">
          <code>{code}</code>
        </pre>
      </section>
      <Island name="CopyCodeButton" component={CopyCodeButton} props={{ code, label }} when="idle" />
    </div>
  )
}
