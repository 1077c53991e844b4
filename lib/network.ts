import { isIPv4, isIPv6 } from 'node:net'

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, '')
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1]
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number)
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest, ...extra] = text.split('::')
  if (extra.length > 0) return undefined
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const missing = 8 - left.length - right.length
  if (rest === undefined ? missing !== 0 : missing < 1) return undefined
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right].map((g) =>
    Number.parseInt(g, 16),
  )
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : undefined
}

/** An IPv4 address hidden in an IPv4-mapped IPv6 address (`::ffff:10.1.2.3`), else the address itself. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped?.[1] ?? address
}

/**
 * The network an address belongs to, as a stable text: IPv4 cut to `v4Bits` (32 = the address itself),
 * IPv6 cut to `v6Bits` (64: one household or phone gets a whole /64, so limits and audits key on it).
 * IPv4-mapped IPv6 counts as IPv4. Anything else is returned as it came (it keys only itself).
 */
export function networkOf(address: string, v4Bits = 32, v6Bits = 64): string {
  const plain = unmapped(address.trim())
  if (isIPv4(plain)) {
    const value = plain.split('.').reduce((sum, part) => sum * 256 + Number(part), 0)
    const kept = v4Bits >= 32 ? value : v4Bits <= 0 ? 0 : Math.floor(value / 2 ** (32 - v4Bits)) * 2 ** (32 - v4Bits)
    const octets = [24, 16, 8, 0].map((shift) => Math.floor(kept / 2 ** shift) % 256)
    return `${octets.join('.')}/${Math.min(32, Math.max(0, v4Bits))}`
  }
  const groups = isIPv6(plain) ? ipv6Groups(plain) : undefined
  if (!groups) return plain
  const bits = Math.min(128, Math.max(0, v6Bits))
  const kept = groups.map((group, index) => {
    const from = index * 16
    if (from + 16 <= bits) return group
    if (from >= bits) return 0
    return group & (0xffff << (16 - (bits - from)))
  })
  return `${kept.map((g) => g.toString(16)).join(':')}/${bits}`
}

/** The key rate limits use for a client: its IPv4 address, or its IPv6 /64. */
export const clientNetwork = (address: string) => networkOf(address, 32, 64)
