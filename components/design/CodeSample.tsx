import { Island } from '../islands/Island'
import CopyCodeButton from './CopyCodeButton'

/**
 * A code sample with its copy button (the button is the island; the code is plain HTML). Long lines wrap
 * instead of scrolling, so a sample is read whole at any width.
 */
export function CodeSample({ code, label }: { code: string; label: string }) {
  return (
    <figure className="flex flex-col gap-3 rounded-2xl bg-ink-950 p-4" aria-label={`Code: ${label}`}>
      <pre className="whitespace-pre-wrap text-sm leading-relaxed text-ink-100 [overflow-wrap:anywhere]">
        <code>{code}</code>
      </pre>
      <Island name="CopyCodeButton" component={CopyCodeButton} props={{ code, label }} when="idle" />
    </figure>
  )
}
