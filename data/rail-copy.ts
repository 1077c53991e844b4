// Labels of the position dots under a card rail on phones (components/sections/Rail.tsx, rail-dots.ts).

export const railCopy = {
  /** The group of dots, named after the rail's own label. */
  position: (rail: string) => `Position in ${rail}`,
  /** One dot: rail-dots.ts puts the card's number for the first # and the number of cards for the second. */
  card: 'Karte # von #',
}
