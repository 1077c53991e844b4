import type { ReactNode } from 'react'
import { LazyImage } from '../../components/ui/LazyImage'
import { Logo } from '../../components/ui/Logo'
import { Section } from '../../components/ui/Section'
import { formatFileSize, type PressFile, pressMaterials } from './copy'

const typeLabel = (file: PressFile) => `${file.type} · ${formatFileSize(file.bytes)}`

/**
 * The page's one download pattern, at the foot of every download (review 7.3: a card button, a text link and a list
 * row before): the file's type and size as quiet meta, one small download button beside it.
 */
function Download({ file, detail }: { file: PressFile; detail: string }) {
  return (
    <div className="flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-2" data-download>
      <p className="flex items-center gap-1.5 whitespace-nowrap text-sm text-ink-600" data-file-meta>
        <span className="i-lucide-file" aria-hidden="true" />
        {typeLabel(file)}
      </p>
      <a href={file.href} download="" className="btn-secondary btn-sm" data-press-download={file.type}>
        <span className="i-lucide-download" aria-hidden="true" />
        {pressMaterials.download}
        <span className="sr-only">
          {' '}
          ({detail}, {typeLabel(file)})
        </span>
      </a>
    </div>
  )
}

/** A download's text: its name, what it holds, the download row at the foot. */
function Body({ title, text, file }: { title: string; text: string; file: PressFile }) {
  return (
    <div className="flex flex-1 flex-col items-start gap-3 p-6 sm:p-8">
      <h3 className="text-xl font-bold text-ink-900">{title}</h3>
      <p className="prose">{text}</p>
      <div className="mt-auto w-full pt-3">
        <Download file={file} detail={title} />
      </div>
    </div>
  )
}

function Card({ title, text, file, children }: { title: string; text: string; file: PressFile; children: ReactNode }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-ink-200">
      <div className="relative aspect-video overflow-hidden bg-ink-50">{children}</div>
      <Body title={title} text={text} file={file} />
    </article>
  )
}

/** Anchor #material: logo pack, press release, key visuals and the video teaser – real files we serve. */
export function MaterialsSection() {
  const { eyebrow, title, intro, logos, release, visuals, video } = pressMaterials
  return (
    <Section id="material" tone="muted" eyebrow={eyebrow} title={title} intro={intro}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={logos.title} text={logos.text} file={logos.file}>
          <div className="grid h-full grid-cols-2">
            {/* Light grey, not white: on the white card a white half had no edge (review 7.2). */}
            <div className="flex items-center justify-center bg-ink-100">
              <span className="origin-center scale-90 sm:scale-125">
                <Logo />
              </span>
            </div>
            <div className="flex items-center justify-center bg-ink-900">
              <span className="origin-center scale-90 sm:scale-125">
                <Logo inverted />
              </span>
            </div>
          </div>
        </Card>
        <Card title={release.title} text={release.text} file={release.file}>
          <div className="flex h-full items-start justify-center bg-ink-100 px-6 pt-6">
            <LazyImage
              src={release.preview}
              alt={release.previewAlt}
              width={360}
              height={510}
              className="w-3/5 max-w-[280px] rounded-t-lg shadow-soft ring-1 ring-ink-200"
            />
          </div>
        </Card>
        {/* One surface, the three visuals a row of thumbnails (session 28: boxed items read as cards in a card), each
            with its name and the page's download row. */}
        <article
          className="flex flex-col gap-6 rounded-3xl bg-white p-6 ring-1 ring-ink-200 sm:p-8 lg:col-span-2"
          data-key-visuals
        >
          <div className="flex flex-col items-start gap-3">
            <h3 className="text-xl font-bold text-ink-900">{visuals.title}</h3>
            <p className="prose max-w-3xl">{visuals.text}</p>
          </div>
          <ul className="grid gap-x-6 gap-y-8 sm:grid-cols-3">
            {visuals.items.map((item) => (
              <li key={item.file.href} className="flex flex-col gap-3">
                <LazyImage
                  src={item.thumb}
                  alt={item.alt}
                  width={600}
                  height={338}
                  className="aspect-video w-full rounded-xl object-cover ring-1 ring-ink-200"
                />
                <div className="flex flex-col gap-2">
                  <h4 className="font-semibold text-ink-900">{item.title}</h4>
                  <Download file={item.file} detail={item.title} />
                </div>
              </li>
            ))}
          </ul>
        </article>
        <article className="grid overflow-hidden rounded-3xl bg-white ring-1 ring-ink-200 lg:col-span-2 lg:grid-cols-[1.3fr_1fr]">
          {/* The browser's controls without JavaScript; with it, the poster and our play button until the first
              play (components/media/teaser-player.ts), then the controls. */}
          <div className="relative" data-teaser>
            <video
              controls
              muted
              playsInline
              preload="none"
              poster={video.poster}
              width={1280}
              height={720}
              className="aspect-video h-auto w-full bg-ink-950"
              aria-label={video.label}
            >
              <source src={video.file.href} type="video/mp4" />
            </video>
            <button
              type="button"
              data-teaser-play
              className="absolute inset-0 hidden items-end justify-start p-3 transition-colors hover:bg-ink-950/20 sm:p-5"
            >
              <span className="sr-only">{video.play}</span>
              {/* In a corner, smaller on phones: the poster's figures stay readable (at 390 px a 56 px button covered one). */}
              <span className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink-900 shadow-lift sm:h-14 sm:w-14">
                <span className="i-lucide-play ml-0.5 text-xl sm:ml-1 sm:text-2xl" aria-hidden="true" />
              </span>
            </button>
          </div>
          <Body title={video.title} text={video.text} file={video.file} />
        </article>
      </div>
    </Section>
  )
}
