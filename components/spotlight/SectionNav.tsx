import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { ButtonLink } from '../ui/ButtonLink'
import { activeSection, scrollTarget } from './scroll-spy'

export type SectionNavItem = { id: string; label: string }

export type SectionNavProps = {
  items: SectionNavItem[]
  /** Accessible name of the navigation. */
  label: string
  apply: { href: string; label: string; shortLabel: string }
  /** Id of the overlay menu (phones). */
  menuId: string
}

const documentTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY

/**
 * The sticky section navigation of the event page (the page's header scrolls away: one bar over the content).
 * The server HTML is a list of ordinary anchor links (they work without JavaScript; `scroll-padding-top` keeps
 * the bar free); once hydrated it marks the section in view (scroll spy, 150 px offset) and scrolls smoothly,
 * keeping 80 px above the section.
 * On phones the entries sit in an overlay menu (native popover) opened from the bar.
 */
export default function SectionNav({ items, label, apply, menuId }: SectionNavProps) {
  const [active, setActive] = useState<string | null>(null)
  const menu = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const tops = items.map(({ id }) => {
        const element = document.getElementById(id)
        return element ? documentTop(element) : Number.POSITIVE_INFINITY
      })
      const index = activeSection(tops, window.scrollY)
      setActive(index === null ? null : (items[index]?.id ?? null))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [items])

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id)
    if (!section || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover()
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: scrollTarget(documentTop(section)), behavior: reduced ? 'instant' : 'smooth' })
    history.pushState(null, '', `#${id}`)
    // Keyboard and screen-reader users continue reading in the section they chose.
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1')
    section.style.outline = 'none'
    section.focus({ preventScroll: true })
  }

  // Over the footer the bar steps aside (session 30 review: on a phone it stayed over the dark footer): an
  // IntersectionObserver, no scroll handler and no timer, says when the footer's top has come into the upper three
  // quarters of the screen; the bar then slides up out of view and is hidden from the tab order.
  const [atFooter, setAtFooter] = useState(false)
  useEffect(() => {
    const footer = document.querySelector('body footer')
    if (!footer || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(([entry]) => setAtFooter(entry?.isIntersecting ?? false), {
      rootMargin: '0px 0px -25% 0px',
    })
    observer.observe(footer)
    return () => observer.disconnect()
  }, [])
  useEffect(() => {
    if (atFooter && menu.current?.matches(':popover-open')) menu.current.hidePopover()
  }, [atFooter])

  const current = items.find((item) => item.id === active)

  const link = (item: SectionNavItem, variant: 'bar' | 'menu') => (
    <a
      href={`#${item.id}`}
      onClick={(event) => go(event, item.id)}
      aria-current={item.id === active ? 'true' : undefined}
      data-section-link={item.id}
      className={
        variant === 'bar'
          ? 'flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-ink-600 no-underline transition-colors hover:bg-ink-50 hover:text-ink-900 aria-[current=true]:bg-ink-900 aria-[current=true]:text-white'
          : 'flex min-h-12 items-center justify-between rounded-2xl px-4 text-lg font-semibold text-ink-800 no-underline hover:bg-ink-50 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-700'
      }
    >
      {item.label}
      {variant === 'menu' ? <span className="i-lucide-arrow-down-right text-lg opacity-60" aria-hidden="true" /> : null}
    </a>
  )

  return (
    <div
      className={`border-b border-ink-100 bg-white/95 backdrop-blur transition-[transform,visibility] duration-200 motion-reduce:transition-none ${atFooter ? 'invisible -translate-y-full' : ''}`}
      data-section-nav-bar={atFooter ? 'away' : 'shown'}
    >
      <div className="container-site flex h-14 items-center justify-between gap-3">
        <nav aria-label={label} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.id}>{link(item, 'bar')}</li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          popoverTarget={menuId}
          className="flex min-h-10 min-w-0 items-center gap-2 rounded-full bg-ink-50 px-4 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 md:hidden"
        >
          <span className="i-lucide-list text-base text-brand-700" aria-hidden="true" />
          {/* One short word until a section is active: „Auf dieser Seite“ was cut beside the apply button. */}
          <span className="truncate">{current ? current.label : 'Abschnitte'}</span>
          <span className="i-lucide-chevron-down text-base text-ink-500" aria-hidden="true" />
          <span className="sr-only">&nbsp;– Abschnitte öffnen</span>
        </button>
        <a
          href={apply.href}
          target="_blank"
          rel="noopener"
          className="btn-primary btn-sm shrink-0"
          data-section-nav-apply
        >
          <span className="md:hidden">{apply.shortLabel}</span>
          <span className="hidden md:inline">{apply.label}</span>
          <span className="i-lucide-arrow-up-right text-base" aria-hidden="true" />
          <span className="sr-only"> (öffnet in neuem Tab)</span>
        </a>
      </div>
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        className="inset-x-0 bottom-auto top-0 m-0 h-auto max-h-dvh w-full max-w-none overflow-y-auto border-0 bg-white p-0 shadow-lift backdrop:bg-ink-950/60"
      >
        <div className="container-site flex flex-col gap-4 py-5">
          <div className="flex items-center justify-between gap-4">
            <p className="eyebrow">Auf dieser Seite</p>
            <button
              type="button"
              popoverTarget={menuId}
              popoverTargetAction="hide"
              className="btn-secondary btn-sm"
              aria-label="Abschnitte schließen"
            >
              <span className="i-lucide-x text-xl" aria-hidden="true" />
            </button>
          </div>
          <nav aria-label={`${label} (Menü)`}>
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.id}>{link(item, 'menu')}</li>
              ))}
            </ul>
          </nav>
          <ButtonLink href={apply.href} external icon="i-lucide-arrow-up-right text-base">
            {apply.label}
          </ButtonLink>
        </div>
      </div>
    </div>
  )
}
