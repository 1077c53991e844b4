import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { dashboardPreviewNote } from '../../data/dashboard'
import { closeBrowser, DESKTOP, expectAccessible, openPage, PHONE, realConsoleErrors, visitsPerTest } from './browser'

afterAll(closeBrowser)
const { track } = visitsPerTest()

const LABELS = ['Übersicht', 'Profil', 'Pitch', 'Auswertung', 'Rückmeldungen']

async function openDashboard(viewport: { width: number; height: number }) {
  const watched = track(await openPage(viewport))
  const response = await watched.page.goto('/dashboard', { waitUntil: 'load' })
  expect(response?.status()).toBe(200)
  await watched.page.waitForSelector('[data-island="DashboardTabs"][data-hydrated="true"]')
  return watched
}

/** The state with only `tab` selected, shown and focused. */
const onlyTab = (tab: string) => ({ selected: [tab], visiblePanels: [tab], focused: tab })

/** The label of the selected tab, and which panels are visible. */
async function state(page: Page) {
  const selected = await page.locator('[role="tab"][aria-selected="true"]').allTextContents()
  const visiblePanels: string[] = []
  for (const panel of await page.locator('[role="tabpanel"]').all()) {
    if (!(await panel.isVisible())) continue
    const labelledBy = (await panel.getAttribute('aria-labelledby')) ?? ''
    visiblePanels.push((await page.locator(`[id="${labelledBy}"]`).textContent()) ?? '?')
  }
  const focused = await page.evaluate(() =>
    document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null,
  )
  return { selected, visiblePanels, focused }
}

const panelText = (page: Page) => page.locator('[role="tabpanel"]:visible').innerText()

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('dashboard at %s width', (_name, viewport) => {
  it('switches tabs with the mouse and shows only the chosen panel', async () => {
    const watched = await openDashboard(viewport)
    const { page } = watched
    expect(await page.locator('[role="tab"]').allTextContents()).toEqual(LABELS)
    // Every tab whole on screen (a row cut at „Rü“ hid the fifth on phones): inside the tab list and the viewport.
    const tabList = await page.getByRole('tablist').boundingBox()
    for (const tab of await page.locator('[role="tab"]').all()) {
      const box = await tab.boundingBox()
      expect(box && tabList && box.x >= tabList.x && box.x + box.width <= tabList.x + tabList.width + 0.5).toBe(true)
      expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
    }
    expect(await state(page)).toMatchObject({ selected: ['Übersicht'], visiblePanels: ['Übersicht'] })
    expect(await panelText(page)).toContain('Nächste Schritte')

    await page.getByRole('tab', { name: 'Auswertung' }).click()
    expect(await state(page)).toMatchObject({ selected: ['Auswertung'], visiblePanels: ['Auswertung'] })
    expect(await panelText(page)).toContain('Abschlussrate')

    await page.getByRole('tab', { name: 'Rückmeldungen' }).click()
    expect(await state(page)).toMatchObject({ selected: ['Rückmeldungen'], visiblePanels: ['Rückmeldungen'] })
    expect(await panelText(page)).toContain('Noch kein Feedback erhalten')

    await page.getByRole('tab', { name: 'Profil' }).click()
    expect(await state(page)).toMatchObject({ selected: ['Profil'], visiblePanels: ['Profil'] })
    expect(realConsoleErrors(watched)).toEqual([])
  })

  it('moves between tabs with ArrowRight/ArrowLeft and Home/End (wrapping, focus follows)', async () => {
    const { page } = await openDashboard(viewport)
    await page.getByRole('tab', { name: 'Übersicht' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await state(page)).toEqual(onlyTab('Profil'))
    await page.keyboard.press('ArrowRight')
    expect(await state(page)).toEqual(onlyTab('Pitch'))
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(await state(page)).toEqual(onlyTab('Übersicht'))
    await page.keyboard.press('ArrowLeft')
    expect(await state(page)).toEqual(onlyTab('Rückmeldungen'))
    await page.keyboard.press('Home')
    expect(await state(page)).toEqual(onlyTab('Übersicht'))
    await page.keyboard.press('End')
    expect(await state(page)).toEqual(onlyTab('Rückmeldungen'))
    await page.keyboard.press('ArrowRight')
    expect(await state(page)).toEqual(onlyTab('Übersicht'))
    // Only the selected tab is in the tab order (roving tabindex).
    expect(await page.locator('[role="tab"][tabindex="0"]').allTextContents()).toEqual(['Übersicht'])
  })

  it('leads the overview with the startup pitch, which opens the pitch tab', async () => {
    const { page } = await openDashboard(viewport)
    const pitch = page.getByRole('button', { name: /^Dein Pitch öffnen \(0:58 min\)$/ })
    expect(await pitch.isVisible()).toBe(true)
    expect(await pitch.locator('img').getAttribute('src')).toBe('/images/people/miriam-kessler.svg')
    await pitch.click()
    expect(await state(page)).toEqual(onlyTab('Pitch'))
  })

  it('opens the analytics from the end of the activity list', async () => {
    const { page } = await openDashboard(viewport)
    await page
      .getByRole('region', { name: 'Letzte Aktivitäten' })
      .getByRole('button', { name: 'Zur Auswertung' })
      .click()
    expect(await state(page)).toEqual(onlyTab('Auswertung'))
  })

  it('lays the five tabs out in full rows: one row from 640 px, three over two on a phone', async () => {
    const { page } = await openDashboard(viewport)
    const boxes = await page.locator('[role="tab"]').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const box = tab.getBoundingClientRect()
        return { top: Math.round(box.top), width: box.width }
      }),
    )
    const rows = [...new Set(boxes.map((box) => box.top))].map((top) => boxes.filter((box) => box.top === top).length)
    expect(rows).toEqual(viewport.width < 640 ? [3, 2] : [5])
  })

  it('selects the pitch tab from the "Video-Pitch" header button', async () => {
    const { page } = await openDashboard(viewport)
    await page.getByRole('button', { name: 'Video-Pitch' }).click()
    expect(await state(page)).toEqual(onlyTab('Pitch'))
    const hint = page.locator('[data-upload-hint]')
    expect(await hint.isVisible()).toBe(true)
    expect((await hint.textContent())?.replace(/\u00a0/g, ' ')).toBe('max. 60 Sekunden, MP4 empfohlen, max. 100 MB')
    // The page scrolls (smoothly) so the upload area is in view.
    await page.waitForFunction(
      () => {
        const box = document.querySelector('[data-upload-hint]')?.getBoundingClientRect()
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight
      },
      undefined,
      { timeout: 3_000 },
    )
  })
})

describe('dashboard content', () => {
  it('shows the preview banner, the stat cards and the score as 4 of 5 stars', async () => {
    const { page } = await openDashboard(DESKTOP)
    const banner = page.locator('[data-preview-banner]')
    expect(await banner.isVisible()).toBe(true)
    expect(await banner.innerText()).toMatch(/Vorschau · Beispieldaten/i)
    const progress = page.getByRole('progressbar', { name: 'Profilvollständigkeit' })
    expect(await progress.getAttribute('aria-valuenow')).toBe('75')
    const stars = page.getByRole('img', { name: '4 von 5 Sternen' })
    expect(await stars.locator('svg[data-filled="true"]').count()).toBe(4)
    expect(await stars.locator('svg').count()).toBe(5)
    expect(await page.locator('main').innerText()).toContain('8,7')
  })

  it('adds team members and "saves" the profile as a preview without sending anything', async () => {
    const { page } = await openDashboard(DESKTOP)
    const writes: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`)
    })
    await page.getByRole('tab', { name: 'Profil' }).click()
    expect(await page.getByLabel('Firmenname').inputValue()).toBe('Kernwerk Analytics GmbH')
    expect(await page.getByLabel('Gründungsjahr').inputValue()).toBe('2023')
    expect(await page.getByLabel('Anzahl Gründer:innen').inputValue()).toBe('2')
    expect(await panelText(page)).toContain('Noch keine Teammitglieder')

    await page.getByRole('button', { name: 'Teammitglied hinzufügen' }).click()
    await page.getByLabel('Name (Teammitglied 1)').fill('Jonas Ebert')
    expect(await panelText(page)).not.toContain('Noch keine Teammitglieder')
    await page.getByRole('button', { name: 'Entfernen (Teammitglied 1)' }).click()
    expect(await panelText(page)).toContain('Noch keine Teammitglieder')

    await page.getByLabel('Standort').fill('Dresden')
    await page.getByRole('button', { name: 'Änderungen speichern' }).click()
    expect(await page.getByRole('status').filter({ hasText: 'Vorschau' }).innerText()).toBe(dashboardPreviewNote)
    expect(page.url()).toMatch(/\/dashboard$/)
    expect(writes).toEqual([])
    await page.getByRole('button', { name: 'Teammitglied hinzufügen' }).click()
    await expectAccessible(page, '/dashboard (profile tab)')
  })
})
