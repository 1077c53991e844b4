const germanNumber = new Intl.NumberFormat('de-DE')

/** A count in German notation (1.248), the same on the server, in islands and in scripts. */
export const formatNumber = (value: number) => germanNumber.format(value)
