/**
 * The card a rail shows, for its position dots: the one whose start is nearest the scroll position, or the last
 * one once the rail is scrolled to its end (a last card narrower than the rail never reaches the start).
 * `starts` are the cards' distances from the first card's start, `maxScroll` the rail's scroll width beyond its box.
 */
export function currentCard(starts: readonly number[], scrollLeft: number, maxScroll: number): number {
  if (maxScroll > 0 && scrollLeft >= maxScroll - 2) return starts.length - 1
  let nearest = 0
  let distance = Number.POSITIVE_INFINITY
  for (const [index, start] of starts.entries())
    if (Math.abs(start - scrollLeft) < distance) {
      nearest = index
      distance = Math.abs(start - scrollLeft)
    }
  return nearest
}
