import type { ReactNode } from 'react'
import { LazyImage } from '../../components/ui/LazyImage'
import { Logo } from '../../components/ui/Logo'
import { Section } from '../../components/ui/Section'
import { formatFileSize, type PressFile, pressMaterials } from './copy'

const typeLabel = (file: PressFile) => `${file.type} · ${formatFileSize(file.bytes)}`

/**
 * File type and size, in one place on every card: the line under its title (review 7.2: above the title on two cards,
 * beside the button on the key visuals, plus a group label).
 */
function FileMeta({ file }: { file: PressFile }) {
  return (
    <p className="flex items-center gap-1.5 whitespace-nowrap text-sm font-semibold text-ink-600" data-file-meta>
      <span className="i-lucide-file" aria-hidden="true" />
      {typeLabel(file)}
    </p>
  )
}

/** A download's title with its file line under it. */
function FileTitle({ title, file }: { title: string; file: PressFile }) {
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-xl font-bold text-ink-900">{title}</h3>
      <FileMeta file={file} />
    </div>
  )
}

/** A card's download button, or (`text`) the plain link of one key visual in the row. */
function DownloadLink({
  file,
  label,
  detail,
  text,
}: {
  file: PressFile
  label: string
  detail: string
  text?: boolean
}) {
  return (
    <a
      href={file.href}
      download=""
      className={
        text ? 'prose-link inline-flex min-h-8 shrink-0 items-center gap-1.5 text-sm' : 'btn-secondary self-start'
      }
      data-press-download={file.type}
    >
      <span className="i-lucide-download" aria-hidden="true" />
      {label}
      <span className="sr-only">
        {' '}
        ({detail}, {typeLabel(file)})
      </span>
    </a>
  )
}

function Card({ title, text, file, children }: { title: string; text: string; file: PressFile; children: ReactNode }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-ink-200">
      <div className="relative aspect-video overflow-hidden bg-ink-50">{children}</div>
      <div className="flex flex-1 flex-col items-start gap-4 p-6 sm:p-8">
        <FileTitle title={title} file={file} />
        <p className="prose">{text}</p>
        <div className="mt-auto pt-2">
          <DownloadLink file={file} label={pressMaterials.downloadType(file.type)} detail={title} />
        </div>
      </div>
    </article>
  )
}

/** Anchor #material: logo pack, press release, key visuals and the video teaser – real files we serve. */
export function MaterialsSection() {
  const { eyebrow, title, intro, download, downloadType, logos, release, visuals, video } = pressMaterials
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
        {/*
          Session 28 review: a card holding three boxed items with a button each read as cards in a card. Now one
          surface, the three visuals a row of thumbnails, each with its name and one text link beside its file line.
        */}
        <article
          className="flex flex-col gap-6 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink-200 sm:p-8 lg:col-span-2"
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
                <div className="flex flex-col gap-0.5">
                  <h4 className="font-semibold text-ink-900">{item.title}</h4>
                  <div className="flex flex-wrap items-center justify-between gap-x-3">
                    <FileMeta file={item.file} />
                    <DownloadLink file={item.file} label={download} detail={item.title} text />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </article>
        <article className="grid overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-ink-200 lg:col-span-2 lg:grid-cols-[1.3fr_1fr]">
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
          <div className="flex flex-col items-start gap-4 p-6 sm:p-8">
            <FileTitle title={video.title} file={video.file} />
            <p className="prose">{video.text}</p>
            <div className="mt-auto pt-2">
              <DownloadLink file={video.file} label={downloadType(video.file.type)} detail={video.title} />
            </div>
          </div>
        </article>
      </div>
    </Section>
  )
}
