/**
 * The block the design pages' navigation marks: the last one whose top has passed `line` (px from the screen's
 * top), the first before any has, and the last once the page is scrolled to its end (`below`: px left to scroll),
 * so a short last block is reached too.
 */
export function currentBlock(tops: readonly number[], line: number, below: number): number {
  if (below <= 2) return tops.length - 1
  let current = 0
  for (const [index, top] of tops.entries()) if (top <= line) current = index
  return current
}
