import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { formScriptUrl } from '../../data/forms'
import { defaultLinks } from '../../data/links'
import { closeBrowser, DESKTOP, openPage, realConsoleErrors, visitsPerTest } from './browser'

// The FAQ accordions (<details name>, no JavaScript) and the external form's fallback on /form-acc.

afterAll(closeBrowser)

const { visit, track } = visitsPerTest()

describe('FAQ accordion', () => {
  const openItems = (page: Page, group: string) =>
    page
      .locator(`details[name="${group}"]`)
      .evaluateAll((nodes) => nodes.filter((node) => (node as HTMLDetailsElement).open).map((node) => node.id))

  it.each([
    ['/startups', 'faq-startups', 'faq-kosten', 'faq-crowdfunding'],
    ['/angels', 'faq-angels', 'faq-wer', 'faq-start'],
    ['/accelerator', 'faq-accelerator', 'faq-kosten', 'faq-ablauf'],
  ])('on %s opens one item at a time and closes an open item again', async (path, group, first, second) => {
    const { page } = await visit(path)
    expect(await openItems(page, group)).toEqual([])
    await page.locator(`#${first} summary`).click()
    expect(await openItems(page, group)).toEqual([first])
    expect(await page.locator(`#${first} > div`).isVisible()).toBe(true)

    await page.locator(`#${second} summary`).click()
    expect(await openItems(page, group)).toEqual([second])
    expect(await page.locator(`#${first} > div`).isVisible()).toBe(false)

    await page.locator(`#${second} summary`).click()
    expect(await openItems(page, group)).toEqual([])

    // Keyboard works too: Enter on a focused question toggles it.
    await page.locator(`#${first} summary`).focus()
    await page.keyboard.press('Enter')
    expect(await openItems(page, group)).toEqual([first])
  })

  it('has five questions on /angels', async () => {
    const { page } = await visit('/angels')
    expect(await page.locator('#faq details[name="faq-angels"]').count()).toBe(5)
  })
})

describe('embedded form on /form-acc', () => {
  it('sets the frame source from data-tally-src when the provider script cannot load', async () => {
    const formHost = new URL(defaultLinks.formProvider).host
    const watched = track(await openPage(DESKTOP, { allowHosts: [formHost] }))
    const { page } = watched
    const scriptRequests: string[] = []
    const scriptFailures: string[] = []
    page.on('request', (request) => {
      if (request.url() === formScriptUrl(defaultLinks)) scriptRequests.push(request.url())
    })
    page.on('requestfailed', (request) => {
      if (request.url() === formScriptUrl(defaultLinks)) scriptFailures.push(request.failure()?.errorText ?? '')
    })
    await page.goto('/form-acc', { waitUntil: 'load' })
    const frame = page.locator('[data-embed-form] iframe')
    const expected = await frame.getAttribute('data-tally-src')
    expect(expected).toMatch(/^https:\/\/tally\.so\/embed\/mOnePA\?/)
    await page.waitForFunction(
      () => document.querySelector('[data-embed-form] iframe')?.getAttribute('src'),
      undefined,
      {
        timeout: 5000,
      },
    )
    expect(await frame.getAttribute('src')).toBe(expected)
    expect(await frame.getAttribute('height')).toBe('979')
    expect(scriptRequests).toEqual([formScriptUrl(defaultLinks)])
    expect(scriptFailures).toHaveLength(1)
    // Only the form provider was contacted; no error beyond the blocked requests.
    expect(watched.thirdPartyRequests).toEqual([])
    expect(realConsoleErrors(watched)).toEqual([])
  })

  it('shows the frame once the form inside reports itself loaded, and hides the placeholder', async () => {
    const formHost = new URL(defaultLinks.formProvider).host
    const watched = track(await openPage(DESKTOP, { allowHosts: [formHost] }))
    const { page } = watched
    // The provider's form page, as far as the site sees it: a document that announces itself to its parent.
    await page.route(`${defaultLinks.formProvider}/embed/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Form</title><p>Formular</p><script>parent.postMessage(JSON.stringify({ event: 'Tally.FormLoaded', payload: { formId: 'mOnePA' } }), '*')</script>`,
      }),
    )
    await page.goto('/form-acc', { waitUntil: 'load' })
    const container = page.locator('[data-embed-form]')
    await page.waitForFunction(
      () => document.querySelector('[data-embed-form]')?.getAttribute('data-state') === 'ready',
    )
    expect(await container.locator('[data-embed-placeholder]').isVisible()).toBe(false)
    expect(await container.locator('iframe').evaluate((frame) => getComputedStyle(frame).opacity)).toBe('1')
  })

  it('says the form is unavailable, with a way out, when the frame loads without a form', async () => {
    const formHost = new URL(defaultLinks.formProvider).host
    const watched = track(await openPage(DESKTOP, { allowHosts: [formHost] }))
    const { page } = watched
    await page.goto('/form-acc', { waitUntil: 'load' })
    const container = page.locator('[data-embed-form]')
    // While it waits, the visitor sees the site's placeholder, never the frame's error page: the form's title over
    // its outline with one small status line, and the way out as one quiet link under the card, not a button.
    expect(await container.locator('iframe').evaluate((frame) => getComputedStyle(frame).opacity)).toBe('0')
    expect(await container.locator('[data-embed-placeholder]').isVisible()).toBe(true)
    // A card heading of its own (the page's H1 already says „Accelerator-Partner bewerben“); the frame keeps the
    // form's title.
    expect(await container.getByRole('heading', { level: 2 }).innerText()).toBe('Euer Programm')
    expect(await container.locator('iframe').getAttribute('title')).toBe('Bewerbung als Accelerator-Partner')
    expect((await container.locator('[data-embed-placeholder] [role="status"]').innerText()).trim()).toBe(
      'Formular wird geladen',
    )
    const waitingWayOut = container.getByRole('link', { name: /Formular direkt öffnen/ })
    expect(await waitingWayOut.count()).toBe(1)
    expect(await waitingWayOut.evaluate((link) => getComputedStyle(link).backgroundImage)).toBe('none')
    expect(await waitingWayOut.evaluate((link) => link.closest('[data-embed-placeholder]'))).toBeNull()
    // The outline stands at the form's own height (the frame's), not a grey box of its own size.
    const outline = await container.locator('[data-embed-placeholder]').boundingBox()
    expect(outline?.height).toBeGreaterThanOrEqual(979)
    // It ends in the send button, a pill of the site's button height, with no empty band under it: the spare
    // height goes to the outline's last, larger field.
    const submit = await container.locator('[data-embed-submit]').boundingBox()
    expect(submit?.height).toBe(48)
    expect((outline?.y ?? 0) + (outline?.height ?? 0) - ((submit?.y ?? 0) + (submit?.height ?? 0))).toBeLessThanOrEqual(
      40,
    )
    await page.waitForFunction(
      () => document.querySelector('[data-embed-form]')?.getAttribute('data-state') === 'failed',
      undefined,
      { timeout: 20_000 },
    )
    const status = container.locator('[data-embed-placeholder] [role="status"]')
    expect((await status.innerText()).trim()).toBe('Das Formular lädt gerade nicht.')
    expect(await container.locator('[data-embed-placeholder] a[href^="mailto:"]').textContent()).toBe(
      defaultLinks.contact.email,
    )
    expect(await container.locator('iframe').evaluate((frame) => getComputedStyle(frame).opacity)).toBe('0')
    // The way out is now the primary button, and the card is the notice alone: no empty frame below it.
    const open = container.getByRole('link', { name: /Formular direkt öffnen/ })
    expect(await open.count()).toBe(1)
    expect(await open.evaluate((link) => getComputedStyle(link).backgroundImage)).toContain('gradient')
    const card = await container.locator('[data-embed-placeholder]').boundingBox()
    expect(card?.height).toBeLessThan(400)
    expect(await container.locator('iframe').isVisible()).toBe(false)
  })

  it('keeps the direct link to the form for visitors whose frame stays empty', async () => {
    const { page } = await visit('/form-acc')
    const link = page.getByRole('link', { name: /Formular direkt öffnen/ })
    expect(await link.getAttribute('href')).toBe('https://tally.so/r/mOnePA')
    expect(await link.getAttribute('target')).toBe('_blank')
  })
})
