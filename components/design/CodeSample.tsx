import { Island } from '../islands/Island'
import CopyCodeButton from './CopyCodeButton'

/**
 * A code sample with its copy button (the button is the island; the code is plain HTML). Lines keep their
 * shape and a long one scrolls sideways, as in every code viewer: wrapping broke class names at their hyphens
 * ("btn-" / "primary"). The block is focusable, so keyboard users can scroll it too.
 */
/** Long lines scroll sideways and fade out at the edge while there is more to see. */
const preClasses = 'fade-scroll-x overflow-x-auto whitespace-pre pb-1 text-sm leading-relaxed text-ink-100'

export function CodeSample({ code, label }: { code: string; label: string }) {
  return (
    <figure className="flex min-w-0 flex-col gap-3 rounded-2xl bg-ink-950 p-4" aria-label={`Code: ${label}`}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre tabIndex={0} className={preClasses}>
        <code>{code}</code>
      </pre>
      <Island name="CopyCodeButton" component={CopyCodeButton} props={{ code, label }} when="idle" />
    </figure>
  )
}
