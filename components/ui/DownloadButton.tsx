import { ButtonLink } from './ButtonLink'

type Props = {
  file: { href: string; fileName: string }
  label: string
  /** The file size as shown ("9 KB"): under the button, and in the button's accessible name. */
  size: string
  variant?: 'primary' | 'secondary'
  /** Centred and full width on phones (in a hero), or aligned left. */
  centred?: boolean
}

/** A file download as a button with its size under it. */
export function DownloadButton({ file, label, size, variant = 'primary', centred = false }: Props) {
  return (
    <div className={`flex flex-col gap-2 ${centred ? 'w-full items-center sm:w-auto' : 'items-start'}`}>
      <ButtonLink
        href={file.href}
        download={file.fileName}
        variant={variant}
        icon="i-lucide-download"
        className={centred ? 'w-full sm:w-auto' : ''}
      >
        {label}
        <span className="sr-only"> ({size})</span>
      </ButtonLink>
      <span className="text-sm text-ink-600" aria-hidden="true">
        {size}
      </span>
    </div>
  )
}
