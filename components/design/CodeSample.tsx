import { Island } from '../islands/Island'
import CopyCodeButton from './CopyCodeButton'

/**
 * A code sample with its copy button top right (the button is the island; the code is plain HTML). Each line is
 * a block; on phones a long line wraps between words (a word itself never breaks, so a class name is never cut
 * at its hyphen: "btn-" / "primary"), its continuation indented. From 640 px lines keep their shape and a long
 * one scrolls sideways, fading at the edge while there is more to see. The block is focusable, so keyboard users
 * can scroll it too.
 */
const preClasses =
  'fade-scroll-x overflow-x-auto whitespace-pre-wrap pb-1 pr-10 text-[13px] leading-relaxed text-ink-100 sm:whitespace-pre sm:text-sm'

/** A line as words that keep together and the spaces between them, where it may wrap (and after a tag's `>`). */
const words = (line: string) =>
  line.split(/( +|(?<=>)(?=\S))/).map((part, index) =>
    index % 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a line's parts have no identity beyond their place
      part || <wbr key={index} />
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a line's parts have no identity beyond their place
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ),
  )

export function CodeSample({ code, label }: { code: string; label: string }) {
  return (
    <figure className="relative flex min-w-0 flex-col rounded-2xl bg-ink-950 p-4 sm:p-5" aria-label={`Code: ${label}`}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre tabIndex={0} className={preClasses}>
        <code>
          {code.split('\n').map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place
            <span key={index} className="block pl-[2ch] -indent-[2ch]">
              {line ? words(line) : ' '}
            </span>
          ))}
        </code>
      </pre>
      <div className="absolute right-2.5 top-2.5">
        <Island name="CopyCodeButton" component={CopyCodeButton} props={{ code, label }} when="idle" />
      </div>
    </figure>
  )
}
