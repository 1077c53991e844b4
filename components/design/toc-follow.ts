// The design pages' in-page navigation (components/design/DocsLayout.tsx) follows the reader: the block whose
// heading has passed the upper third of the screen is marked (aria-current), and on phones its chip is scrolled
// into the row when it is off-screen (the row only, never the page). Without this script the browser marks the
// block itself (`scroll-target-group`, renderer/base.css), which switches early near the page's end.
import { currentBlock } from './toc-position'

for (const list of document.querySelectorAll<HTMLElement>('[data-toc]')) {
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
  const blocks = links.map((link) => document.getElementById(link.hash.slice(1)))
  const still = matchMedia('(prefers-reduced-motion: reduce)')
  let frame = 0
  let marked = -1
  const mark = () => {
    frame = 0
    const root = document.documentElement
    const index = currentBlock(
      blocks.map((block) => block?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY),
      innerHeight / 3,
      root.scrollHeight - innerHeight - root.scrollTop,
    )
    if (index === marked) return
    marked = index
    for (const [at, link] of links.entries()) link.ariaCurrent = at === index ? 'location' : null
    const link = links[index]
    if (!link || list.scrollWidth <= list.clientWidth) return
    // Clear of the row's faded edges (3 rem).
    const room = 48
    const chip = link.getBoundingClientRect()
    const row = list.getBoundingClientRect()
    const by = Math.min(0, chip.left - row.left - room) || Math.max(0, chip.right - row.right + room)
    if (by) list.scrollBy({ left: by, behavior: still.matches ? 'instant' : 'smooth' })
  }
  list.dataset.spy = ''
  addEventListener('scroll', () => {
    if (!frame) frame = requestAnimationFrame(mark)
  })
  mark()
}
