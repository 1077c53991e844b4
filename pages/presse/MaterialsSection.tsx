import type { ReactNode } from 'react'
import { LazyImage } from '../../components/ui/LazyImage'
import { Logo } from '../../components/ui/Logo'
import { Section } from '../../components/ui/Section'
import { formatFileSize, type PressFile, pressMaterials } from './copy'

const typeLabel = (file: PressFile) => `${file.type} · ${formatFileSize(file.bytes)}`

/** The download row at the foot of every asset card: the file's type and size as quiet meta, one small button. */
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

/**
 * One asset card for every file (review 7.3, session 29: two cards, a card of tiles and a side-by-side video card read
 * as three layouts): a 16:9 preview, the title, one line, the download row at the foot.
 */
function AssetCard({
  title,
  text,
  file,
  preview,
}: {
  title: string
  text: string
  file: PressFile
  preview: ReactNode
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-ink-200" data-asset>
      <div className="relative aspect-video overflow-hidden border-b border-ink-200 bg-ink-100">{preview}</div>
      <div className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
        <h3 className="text-lg font-bold text-ink-900">{title}</h3>
        <p className="text-ink-600">{text}</p>
        <div className="mt-auto w-full pt-4">
          <Download file={file} detail={title} />
        </div>
      </div>
    </li>
  )
}

/** The teaser's player: the browser's controls without JavaScript; with it, the poster and our play button until the
 * first play (components/media/teaser-player.ts), then the controls. */
function TeaserPlayer() {
  const { video } = pressMaterials
  return (
    <div className="h-full" data-teaser>
      <video
        controls
        muted
        playsInline
        preload="none"
        poster={video.poster}
        width={1280}
        height={720}
        className="aspect-video h-full w-full bg-ink-950 object-cover"
        aria-label={video.label}
      >
        <source src={video.file.href} type="video/mp4" />
      </video>
      <button
        type="button"
        data-teaser-play
        className="absolute inset-0 hidden items-end justify-start p-3 transition-colors hover:bg-ink-950/20"
      >
        <span className="sr-only">{video.play}</span>
        {/* In a corner and small: the poster's figures stay readable. */}
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink-900 shadow-lift">
          <span className="i-lucide-play ml-0.5 text-xl" aria-hidden="true" />
        </span>
      </button>
    </div>
  )
}

/** Anchor #material: logo pack, press release, key visuals and the video teaser – real files we serve. */
export function MaterialsSection() {
  const { eyebrow, title, intro, logos, release, visuals, video } = pressMaterials
  return (
    <Section id="material" tone="muted" eyebrow={eyebrow} title={title} intro={intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-assets>
        <AssetCard
          title={logos.title}
          text={logos.text}
          file={logos.file}
          preview={
            <div className="grid h-full grid-cols-2">
              <div className="flex items-center justify-center">
                <Logo />
              </div>
              <div className="flex items-center justify-center bg-ink-900">
                <Logo inverted />
              </div>
            </div>
          }
        />
        <AssetCard
          title={release.title}
          text={release.text}
          file={release.file}
          preview={
            <div className="flex h-full justify-center px-6 pt-5">
              <LazyImage
                src={release.preview}
                alt={release.previewAlt}
                width={360}
                height={510}
                className="h-fit w-2/3 rounded-t-md bg-white shadow-soft ring-1 ring-ink-200"
              />
            </div>
          }
        />
        {visuals.items.map((item) => (
          <AssetCard
            key={item.file.href}
            title={item.title}
            text={item.text}
            file={item.file}
            preview={
              <LazyImage
                src={item.thumb}
                alt={item.alt}
                width={600}
                height={338}
                className="h-full w-full object-cover"
              />
            }
          />
        ))}
        <AssetCard title={video.title} text={video.text} file={video.file} preview={<TeaserPlayer />} />
      </ul>
    </Section>
  )
}
