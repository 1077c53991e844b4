import { describe, expect, it } from 'vitest'
import { getOverSocket, sharedTestApp } from '../support/app'

// The Content-Security-Policy and the hardening headers on pages.

const testApp = sharedTestApp()
const get = (url: string, headers: Record<string, string> = {}) => getOverSocket(testApp.app, url, headers)

describe('security headers', () => {
  it('sends a strict CSP and the hardening headers on pages', async () => {
    const response = await get('/')
    const csp = response.headers['content-security-policy'] as string
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]))
    expect(directives['script-src']).toBe("script-src 'self'")
    expect(directives['default-src']).toBe("default-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("frame-src 'none'")
    expect(response.headers['strict-transport-security']).toMatch(/max-age=(\d+)/)
    expect(
      Number(/max-age=(\d+)/.exec(response.headers['strict-transport-security'] as string)?.[1]),
    ).toBeGreaterThanOrEqual(15552000)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(response.headers['permissions-policy']).toContain('autoplay=(self)')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['x-request-id']).toBeTruthy()
  })
})
