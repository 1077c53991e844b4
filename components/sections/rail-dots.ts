// Position dots under each card rail on phones (components/sections/Rail.tsx): one button per card, the card in
// view marked with aria-current, a tap scrolls its card into place (smoothly unless motion is reduced:
// renderer/base.css). Without this script the dots' box stays empty and hidden, so no control is left that does
// nothing. Kept tiny: it loads on pages without React (the 3 KB budget), so its label comes from the markup.
import { currentCard } from './rail-position'

/** More cards than this (all 30 angels after „Alle anzeigen“) get no dots: two rows of dots are noise, not a position. */
const MOST_DOTS = 16

function enhanceRailDots(dots: HTMLElement) {
  const rail = dots.previousElementSibling as HTMLElement
  const label = dots.dataset.card as string
  let items: HTMLElement[] = []
  let frame = 0
  // Cards' starts from the first card's: where the rail scrolls to show each one.
  const starts = () => items.map((item, _, [first]) => item.offsetLeft - (first as HTMLElement).offsetLeft)
  const mark = () => {
    frame = 0
    const current = currentCard(starts(), rail.scrollLeft, rail.scrollWidth - rail.clientWidth)
    for (const [index, button] of [...dots.children].entries())
      (button as HTMLElement).ariaCurrent = index === current ? 'true' : null
  }
  // The cards can change (an island's "Alle anzeigen" adds some): the dots follow.
  const build = () => {
    items = [...rail.children] as HTMLElement[]
    const buttons = items.map((_, index) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.ariaLabel = label.replace('#', `${index + 1}`).replace('#', `${items.length}`)
      button.onclick = () => {
        rail.scrollLeft = starts()[index] ?? 0
      }
      return button
    })
    dots.replaceChildren(...(items.length > 1 && items.length <= MOST_DOTS ? buttons : []))
    mark()
  }
  rail.onscroll = () => {
    if (!frame) frame = requestAnimationFrame(mark)
  }
  new MutationObserver(build).observe(rail, { childList: true })
  build()
}

for (const dots of document.querySelectorAll<HTMLElement>('[data-rail-dots]')) enhanceRailDots(dots)
