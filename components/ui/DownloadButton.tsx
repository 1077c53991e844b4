import { ButtonLink } from './ButtonLink'

type Props = {
  file: { href: string; fileName: string }
  label: string
  /** The file size as shown ("9 KB"): under the button (or in it), and in the button's accessible name. */
  size: string
  variant?: 'primary' | 'secondary'
  /** Centred and full width on phones (in a hero), or aligned left. */
  centred?: boolean
  /** The size inside the button, after its label, where a line under it would stand under one of a pair. */
  sizeInside?: boolean
}

/** A file download as a button with its size under it (or inside it). */
export function DownloadButton({ file, label, size, variant = 'primary', centred = false, sizeInside = false }: Props) {
  const button = (
    <ButtonLink
      href={file.href}
      download={file.fileName}
      variant={variant}
      icon="i-lucide-download"
      className={centred ? 'w-full sm:w-auto' : ''}
    >
      {label}
      {sizeInside ? (
        <span className="font-medium text-ink-600">{` · ${size}`}</span>
      ) : (
        <span className="sr-only"> ({size})</span>
      )}
    </ButtonLink>
  )
  if (sizeInside) return button
  return (
    <div className={`flex flex-col gap-2 ${centred ? 'w-full items-center sm:w-auto' : 'items-start'}`}>
      {button}
      <span className="text-sm text-ink-600" aria-hidden="true">
        {size}
      </span>
    </div>
  )
}
