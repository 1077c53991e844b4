import { describe, expect, it } from 'vitest'
import { clientNetwork, networkOf } from '../../lib/network'

describe('networkOf', () => {
  it('keys IPv4 clients by address and audits them by /24', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7/32')
    expect(networkOf('203.0.113.7', 24)).toBe('203.0.113.0/24')
    expect(networkOf('203.0.113.255', 24)).toBe(networkOf('203.0.113.1', 24))
    expect(networkOf('203.0.114.1', 24)).not.toBe(networkOf('203.0.113.1', 24))
  })

  it('treats IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7/32')
    expect(networkOf('::FFFF:10.1.2.3', 24)).toBe('10.1.2.0/24')
  })

  it('keys IPv6 clients by their /64, whatever the notation', () => {
    const a = clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')
    expect(a).toBe('2001:db8:1:2:0:0:0:0/64')
    expect(clientNetwork('2001:0db8:0001:0002::1')).toBe(a)
    expect(clientNetwork('2001:db8:1:2::ffff')).toBe(a)
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(a)
    expect(clientNetwork('::1')).toBe('0:0:0:0:0:0:0:0/64')
    expect(networkOf('2001:db8:1:2:3:4:5:6', 32, 48)).toBe('2001:db8:1:0:0:0:0:0/48')
  })

  it('returns text that is no address unchanged', () => {
    expect(clientNetwork('not-an-ip')).toBe('not-an-ip')
  })
})
