import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react'
import { Toaster, toast } from 'sonner'
import type { shareToolCopy } from '../../data/share-image'
import { linkedInShareUrl } from '../../lib/share'
import { fieldClass } from '../forms/field'
import { IconTile } from '../ui/IconTile'
import { logoBoxStyle, SHARE_FORMATS } from './fit-logo'
import { checkLogoFile, logoFileErrors, pickDroppedFile } from './logo-file'
import { renderShareImage } from './render-share-image'

/**
 * The texts come as props: importing them would bring the data modules into the island's chunk. `copy` carries
 * the template variant of the current phase (its files and their alt text), `post` that phase's ready post text
 * and `target` the address in it (pages/wildcard-share/copy.ts), which LinkedIn's dialog shares; `note`, where
 * the phase has one, the kickstart bonus's condition under the share step; `entrants`, while votes are ahead, the
 * startups of the voting, one of which the founder may pick: the address then leads to its card (`#startup-<id>`).
 */
export type ShareImageToolProps = {
  copy: (typeof shareToolCopy)[keyof typeof shareToolCopy]
  post: string
  target: string
  note?: string
  entrants?: { id: string; name: string }[]
}
type Format = ShareImageToolProps['copy']['formats'][number]

// no logo → logo chosen, image generating (spinner) → preview ready; a failure leaves no image.
type Status =
  | { kind: 'empty' }
  | { kind: 'generating'; file: File }
  | { kind: 'ready'; file: File; url: string; image: File }
  | { kind: 'failed'; file: File }

const sizeFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 })
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${sizeFormat.format(Math.max(1, bytes / 1024))}\u00a0KB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')}\u00a0MB`

/** The share-image tool: choose or drop a logo, see it on the Spotlight template, download the PNG, share the post. */
export default function ShareImageTool({ copy, post, target, note, entrants }: ShareImageToolProps) {
  const baseId = useId()
  const inputId = `${baseId}-logo`
  const hintId = `${baseId}-hint`
  const errorId = `${baseId}-error`
  const postId = `${baseId}-post`
  const entrantId = `${baseId}-entrant`
  // A fixed id: the island's useId differs between the page's render and its hydration, and the link to the preview
  // appears only on the client (one tool per page).
  const previewId = 'vorschau'
  const [entrant, setEntrant] = useState('')
  // The post and LinkedIn's dialog with the address of the chosen startup's card, or the page's address.
  const link = entrant ? `${target}#startup-${entrant}` : target
  const postText = post.replace(target, link)
  const [format, setFormat] = useState<Format>(copy.formats[0])
  const [status, setStatus] = useState<Status>({ kind: 'empty' })
  const [error, setError] = useState<string | undefined>()
  const [dragging, setDragging] = useState(false)
  const [canShare, setCanShare] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const run = useRef(0)
  const currentUrl = useRef<string | undefined>(undefined)

  const releaseUrl = () => {
    if (currentUrl.current) URL.revokeObjectURL(currentUrl.current)
    currentUrl.current = undefined
  }
  useEffect(
    () => () => {
      if (currentUrl.current) URL.revokeObjectURL(currentUrl.current)
    },
    [],
  )

  const generate = async (file: File, into = format) => {
    const id = ++run.current
    releaseUrl()
    setStatus({ kind: 'generating', file })
    try {
      const blob = await renderShareImage(file, into.templateUrl, into.id)
      if (id !== run.current) return
      const url = URL.createObjectURL(blob)
      currentUrl.current = url
      const image = new File([blob], into.fileName, { type: 'image/png' })
      setStatus({ kind: 'ready', file, url, image })
      // The phone's share sheet where it takes an image (mobile browsers): checked once an image exists.
      setCanShare(typeof navigator.canShare === 'function' && navigator.canShare({ files: [image] }))
      toast.success(copy.toastCreated)
    } catch {
      if (id !== run.current) return
      setStatus({ kind: 'failed', file })
      toast.error(copy.toastFailed)
    }
  }

  const takeFile = (file: File | undefined) => {
    if (!file) return
    const problem = checkLogoFile(file)
    setError(problem)
    if (!problem) void generate(file)
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    takeFile(event.target.files?.[0])
    // Choosing the same file again after removing it must fire a change again.
    event.target.value = ''
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    const files = [...event.dataTransfer.files]
    if (files.length === 0) return
    const file = pickDroppedFile(files)
    if (file) takeFile(file)
    else setError(logoFileErrors.type)
  }

  const reset = () => {
    run.current++
    releaseUrl()
    setStatus({ kind: 'empty' })
    setError(undefined)
    if (input.current) input.current.value = ''
  }

  const chooseFormat = (next: Format) => {
    setFormat(next)
    if (status.kind !== 'empty') void generate(status.file, next)
  }

  const copyPost = async (done: string = copy.toastCopied) => {
    try {
      await navigator.clipboard.writeText(postText)
      toast.success(done)
    } catch {
      toast.error(copy.toastCopyFailed)
    }
  }

  // The image and the post straight into the phone's share sheet (Instagram, LinkedIn, WhatsApp); closing the
  // sheet is no error.
  const shareImage = async (image: File) => {
    try {
      await navigator.share({ files: [image], text: postText })
    } catch (problem) {
      if (!(problem instanceof DOMException && problem.name === 'AbortError')) toast.error(copy.toastShareFailed)
    }
  }

  const file = status.kind === 'empty' ? undefined : status.file
  const { width, height } = SHARE_FORMATS[format.id]

  return (
    <>
      <Toaster position="top-center" customAriaLabel={copy.toastRegion} toastOptions={{ className: 'font-sans' }} />
      {/*
        A workbench: the logo and the format beside the preview and its download, the post to share under the preview.
        On a phone the same order reads top to bottom: logo, format, preview, download, post.
      */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
        <div className="card flex flex-col gap-5 lg:sticky lg:top-20 lg:row-span-2 lg:self-start">
          <StepHeading step={1}>{entrants ? copy.uploadTitle : copy.uploadTitleLogoOnly}</StepHeading>
          {/* The startup first: it decides where the post's link leads (round 19: in step 3 most shared the link to the
              whole list; round 22: after the format it read as an afterthought). */}
          {entrants ? (
            <div className="flex flex-col gap-2">
              <label htmlFor={entrantId} className="text-sm font-semibold text-ink-800">
                {copy.entrantLabel}
              </label>
              {/* Drawn as the format cards beside it: its own chevron with room (the browser's
                  arrow sat tight at the edge: round 20; 16 px text, or a phone zooms in on focus). */}
              <span className="relative flex">
                <select
                  id={entrantId}
                  value={entrant}
                  onChange={(event) => setEntrant(event.target.value)}
                  aria-describedby={`${entrantId}-hint`}
                  className={`${fieldClass} appearance-none pr-12 font-semibold`}
                  data-entrant
                >
                  <option value="">{copy.entrantNone}</option>
                  {entrants.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </select>
                <span
                  className="i-lucide-chevron-down pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-lg text-ink-600"
                  aria-hidden="true"
                />
              </span>
              <p id={`${entrantId}-hint`} className="text-sm text-ink-600">
                {copy.entrantHint}
              </p>
            </div>
          ) : null}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the labelled file input is the accessible way */}
          <div
            onDragEnter={(event) => {
              event.preventDefault()
              setDragging(true)
            }}
            onDragOver={(event) => event.preventDefault()}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
            }}
            onDrop={onDrop}
            data-drop-zone
          >
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/png,image/jpeg"
              onChange={onChange}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              // The icon above the centred text, the whole box the target (round 27: the icon beside the text left it
              // 220 px and six lines on a phone, and in step 1's column on a wide screen).
              className={`flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed p-4 text-center transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-violet-600 peer-focus-visible:outline-solid ${
                dragging
                  ? 'border-brand-500 bg-brand-50'
                  : 'border-ink-200 bg-ink-50 hover:border-brand-300 hover:bg-brand-50/60'
              }`}
            >
              <IconTile
                icon="i-lucide-image-up"
                className="h-11 w-11 rounded-xl bg-white text-2xl text-brand-700 shadow-soft"
              />
              <span className="flex max-w-sm flex-col gap-1">
                <span className="font-semibold text-ink-900">
                  {dragging ? (
                    copy.dropActive
                  ) : (
                    <>
                      <span className="pointer-fine-only">{copy.dropLabel}</span>
                      <span className="pointer-coarse-only">{copy.dropLabelTouch}</span>
                    </>
                  )}
                </span>
                <span id={hintId} className="text-sm text-ink-600">
                  {copy.hint}
                </span>
              </span>
            </label>
          </div>
          {error ? (
            <p
              id={errorId}
              role="alert"
              className="flex items-start gap-2 rounded-2xl bg-brand-50 p-4 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              <span className="i-lucide-circle-alert mt-0.5 text-base" aria-hidden="true" />
              {error}
            </p>
          ) : null}
          {file ? (
            <div
              className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-ink-200"
              data-chosen-logo
            >
              <IconTile
                icon="i-lucide-file-image"
                className="h-10 w-10 rounded-xl bg-brand-50 text-xl text-brand-700"
              />
              <p className="min-w-0 flex-1 basis-32 text-sm">
                <span className="block text-xs font-medium uppercase tracking-wide text-ink-500">{copy.chosen}</span>
                <span className="block truncate font-semibold text-ink-900">{file.name}</span>
                <span className="block text-ink-500">{fileSize(file.size)}</span>
              </p>
              <button type="button" onClick={reset} className="btn-secondary btn-sm w-full shrink-0 sm:w-auto">
                <span className="i-lucide-x" aria-hidden="true" />
                {copy.remove}
              </button>
              {/* Below 1024 px the preview stands under the format choice, off the screen while the logo is chosen
                  (round 27): the result small here, and the way to it. */}
              {status.kind === 'ready' ? (
                <a
                  href={`#${previewId}`}
                  className="flex basis-full items-center gap-3 rounded-xl bg-ink-50 p-2 text-sm font-semibold text-ink-900 no-underline ring-1 ring-ink-200 hover:ring-ink-300 lg:hidden"
                  data-preview-thumb
                >
                  <img
                    src={status.url}
                    alt=""
                    width={width}
                    height={height}
                    className="h-14 w-auto max-w-28 rounded-lg object-contain"
                  />
                  {copy.toPreview}
                  <span className="i-lucide-arrow-down ml-auto mr-2 text-base text-ink-600" aria-hidden="true" />
                </a>
              ) : null}
            </div>
          ) : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-ink-800">{copy.formatLegend}</legend>
            {/* 1 px like the other fields, the chosen one tinted (round 27: 2 px borders weighed more than the upload). */}
            <div className="grid gap-2 sm:grid-cols-3 lg:grid-cols-1">
              {copy.formats.map((option) => (
                <label
                  key={option.id}
                  className="inline-flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-900 hover:border-ink-300 has-[:checked]:border-violet-500 has-[:checked]:bg-violet-50"
                >
                  <input
                    type="radio"
                    name={`${baseId}-format`}
                    value={option.id}
                    checked={option.id === format.id}
                    onChange={() => chooseFormat(option)}
                    className="h-6 w-6 accent-violet-600"
                    data-format={option.id}
                  />
                  <span className="flex flex-col py-2">
                    {option.label}
                    <span className="text-[0.8125rem] font-medium leading-snug text-ink-600">{option.hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {/* Under the choices; on a wide screen the card stays in view beside the preview and the post. */}
          <p className="mt-auto flex items-start gap-2 text-sm font-medium text-ink-600" data-privacy-note>
            <span className="i-lucide-shield-check shrink-0 text-lg text-brand-700" aria-hidden="true" />
            {copy.privacy}
          </p>
        </div>

        {/* A white card like the other steps (grey, it read as a different kind of thing), as tall as its content
            (stretched to step 1, it stood 230 px empty under the download): round 19. */}
        <div className="card flex flex-col gap-5 lg:self-start">
          <StepHeading step={2}>{copy.previewTitle}</StepHeading>
          <div
            // At the card's content width like everything else in the card (round 25: on a phone it took the card's
            // padding too and stood 4 px from its border). A square or a story narrower and centred (at the card's
            // width a story stood 1.150 px tall).
            className={`relative scroll-mt-24 overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-ink-200 ${height > width ? 'mx-auto w-full max-w-72' : width === height ? 'mx-auto w-full max-w-md' : ''}`}
            style={{ aspectRatio: `${width} / ${height}` }}
            id={previewId}
            data-preview={status.kind}
            data-format={format.id}
          >
            {status.kind === 'ready' ? (
              <img
                src={status.url}
                alt={copy.previewAlt}
                data-share-image
                width={width}
                height={height}
                className="h-full w-full object-contain"
              />
            ) : status.kind === 'generating' ? (
              <div
                role="status"
                className="flex h-full flex-col items-center justify-center gap-3 text-sm font-medium text-ink-700"
              >
                <span
                  className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
                  aria-hidden="true"
                />
                {copy.generating}
              </div>
            ) : status.kind === 'empty' ? (
              // Before a logo is chosen: the template itself, with the logo's box marked on its white area. It is
              // the page's one picture, in the first screen on a wide one: loaded first.
              <div className="relative h-full">
                <img
                  key={format.id}
                  src={format.previewUrl}
                  srcSet={format.previewSrcSet}
                  sizes="(min-width: 1024px) 560px, 90vw"
                  alt=""
                  width={width}
                  height={height}
                  fetchPriority="high"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
                {/* The logo's place opens the file choice too: it is where the eye goes (round 19). */}
                <button
                  type="button"
                  onClick={() => input.current?.click()}
                  className="absolute flex cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-300 bg-transparent text-sm font-semibold text-ink-600 transition-colors hover:border-brand-500 hover:bg-brand-50/60 sm:text-base"
                  style={logoBoxStyle(format.id)}
                  data-logo-place
                >
                  <span className="i-lucide-image-plus text-lg text-brand-600 sm:text-xl" aria-hidden="true" />
                  {copy.logoPlace}
                  <span className="sr-only">{copy.logoPlaceAction}</span>
                </button>
                <span className="sr-only">{copy.emptyPreview}</span>
              </div>
            ) : (
              <div className="flex h-full flex-col items-center justify-center gap-3 border-2 border-dashed border-ink-200 rounded-2xl p-6 text-center text-sm text-ink-600">
                <span className="i-lucide-image-off text-4xl text-brand-700" aria-hidden="true" />
                <span className="max-w-xs">{copy.failedHint}</span>
              </div>
            )}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            {status.kind === 'ready' ? (
              <>
                <a
                  href={status.url}
                  download={format.fileName}
                  onClick={() => toast.success(copy.toastDownloaded)}
                  className="btn-primary"
                  data-download
                >
                  <span className="i-lucide-download" aria-hidden="true" />
                  {copy.download}
                </a>
                {canShare ? (
                  <button
                    type="button"
                    onClick={() => void shareImage(status.image)}
                    className="btn-secondary"
                    data-share-sheet
                  >
                    <span className="i-lucide-share-2" aria-hidden="true" />
                    {copy.shareSheet}
                  </button>
                ) : null}
              </>
            ) : status.kind === 'failed' ? (
              <button type="button" onClick={() => void generate(status.file)} className="btn-dark">
                <span className="i-lucide-refresh-cw" aria-hidden="true" />
                {copy.retry}
              </button>
            ) : (
              // The step's end is in view before a logo is chosen: the download, not yet available. Neutral and legible
              // (round 27: the gradient at 45 % looked pale and broken); the line beside it says what comes first.
              <>
                <button
                  type="button"
                  disabled
                  className="btn cursor-not-allowed bg-ink-100 text-ink-600 ring-1 ring-ink-200"
                  data-download-pending
                >
                  <span className="i-lucide-download" aria-hidden="true" />
                  {copy.download}
                </button>
                <span className="text-sm text-ink-600">{copy.downloadPending}</span>
              </>
            )}
          </div>
        </div>

        {/* Under the preview on a wide screen (round 22: across both columns it left the preview's column 200 px
            short of step 1, a white hole beside the format choice). */}
        <div className="card flex flex-col gap-6 lg:col-start-2">
          <div className="flex flex-col gap-3">
            <StepHeading step={3}>{copy.shareTitle}</StepHeading>
            {/* Hints, a size under the body text (round 27: at 16 px they spoke as loud as the post). */}
            <ul className="flex flex-col gap-2 text-sm text-ink-600">
              {copy.shareSteps.map((step) => (
                <li key={step.icon} className="flex items-start gap-2.5">
                  <span className={`${step.icon} mt-0.5 shrink-0 text-base text-ink-500`} aria-hidden="true" />
                  {step.text}
                </li>
              ))}
            </ul>
            {note ? (
              <p className="flex items-start gap-2 text-sm font-semibold text-brand-700" data-share-note>
                <span className="i-lucide-heart mt-0.5 shrink-0 text-base" aria-hidden="true" />
                {note}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-3">
            <label htmlFor={postId} className="text-sm font-semibold text-ink-800">
              {copy.postLabel}
            </label>
            <textarea
              id={postId}
              readOnly
              // Grows with the text where the browser can (field-sizing), else shows its lines on a wide screen.
              rows={4}
              value={postText}
              onFocus={(event) => event.currentTarget.select()}
              aria-describedby={`${postId}-hint`}
              className={`${fieldClass} resize-y py-3 [field-sizing:content]`}
              data-post-text
            />
            <p id={`${postId}-hint`} className="text-sm text-ink-600">
              {copy.postHint}
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              {/* The copy a plain text button, LinkedIn the outlined (then filled) one: round 27, two equal pills. */}
              <button
                type="button"
                onClick={() => void copyPost()}
                className="btn order-last text-ink-800 hover:bg-ink-50 sm:order-none"
                data-copy-post
              >
                <span className="i-lucide-copy" aria-hidden="true" />
                {copy.copyPost}
              </button>
              {/* A plain link to LinkedIn's share dialog (nothing from LinkedIn loads before it is followed); the dialog
                  takes no text, so the click copies it on the way, to paste there. */}
              <a
                href={linkedInShareUrl(link)}
                target="_blank"
                rel="noopener"
                onClick={() => void copyPost(copy.toastCopiedForLinkedIn)}
                // Step 3's main action once there is an image to attach; before, quiet, so the eye goes to the upload
                // first (round 24: the one bright button on the page asked to post before the image existed).
                className={status.kind === 'ready' ? 'btn-primary' : 'btn-secondary'}
                data-linkedin-share
              >
                <span className="i-lucide-linkedin" aria-hidden="true" />
                {copy.linkedIn}
                <span className="sr-only"> (öffnet in neuem Tab)</span>
              </a>
            </div>
          </div>
        </div>
      </div>
    </>
  )
}

/** The heading of one of the tool's three steps, after its number in a brand circle. */
function StepHeading({ step, children }: { step: number; children: string }) {
  return (
    <h2 className="flex items-center gap-3 text-xl font-bold text-ink-900">
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-gradient-brand text-sm text-white">
        {step}
      </span>
      {children}
    </h2>
  )
}
