import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { dashboardPreviewNote } from '../../data/dashboard'
import { closeBrowser, DESKTOP, expectAccessible, openPage, PHONE, realConsoleErrors, visitsPerTest } from './browser'

afterAll(closeBrowser)
const { track } = visitsPerTest()

const LABELS = ['Übersicht', 'Profil', 'Pitch', 'Auswertung', 'Feedback']

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
    // The tab list stays on screen; a tab out of view on a phone's scrolling row comes whole into it when chosen.
    const tabList = await page.getByRole('tablist').boundingBox()
    expect((tabList?.x ?? -1) + (tabList?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
    const wholeInList = async (name: string) => {
      const list = await page.getByRole('tablist').boundingBox()
      const box = await page.getByRole('tab', { name }).boundingBox()
      return Boolean(box && list && box.x >= list.x - 0.5 && box.x + box.width <= list.x + list.width + 0.5)
    }
    expect(await state(page)).toMatchObject({ selected: ['Übersicht'], visiblePanels: ['Übersicht'] })
    expect(await panelText(page)).toContain('Nächste Schritte')

    await page.getByRole('tab', { name: 'Auswertung' }).click()
    expect(await state(page)).toMatchObject({ selected: ['Auswertung'], visiblePanels: ['Auswertung'] })
    expect(await panelText(page)).toContain('Abschlussrate')

    await page.getByRole('tab', { name: 'Feedback' }).click()
    expect(await state(page)).toMatchObject({ selected: ['Feedback'], visiblePanels: ['Feedback'] })
    await expect.poll(() => wholeInList('Feedback')).toBe(true)
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
    expect(await state(page)).toEqual(onlyTab('Feedback'))
    await page.keyboard.press('Home')
    expect(await state(page)).toEqual(onlyTab('Übersicht'))
    await page.keyboard.press('End')
    expect(await state(page)).toEqual(onlyTab('Feedback'))
    await page.keyboard.press('ArrowRight')
    expect(await state(page)).toEqual(onlyTab('Übersicht'))
    // Only the selected tab is in the tab order (roving tabindex).
    expect(await page.locator('[role="tab"][tabindex="0"]').allTextContents()).toEqual(['Übersicht'])
  })

  it('leads the overview with the startup pitch, which opens the pitch tab', async () => {
    const { page } = await openDashboard(viewport)
    const pitch = page.getByRole('button', { name: /^Dein Pitch öffnen \(0:58\smin\)$/ })
    expect(await pitch.isVisible()).toBe(true)
    expect(await pitch.locator('img').getAttribute('src')).toBe('/images/people/miriam-kessler.svg')
    const frame = pitch.locator('[data-pitch-frame]')
    const frameBox = await frame.boundingBox()
    const fw = frameBox?.width ?? 0
    const fh = frameBox?.height ?? 0
    const fy = frameBox?.y ?? 0
    // The portraits' grey ground.
    expect(await frame.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(233, 237, 245)')
    // No company chip in the frame (fix round 32: it repeated the header).
    expect(await frame.innerText()).not.toContain('Kernwerk')
    const still = await frame.locator('[data-pitch-still]').boundingBox()
    const sx = still?.x ?? 0
    const sw = still?.width ?? 0
    // The drawing's face (20–82 % of its width) whole inside the frame.
    expect(sx + 0.2 * sw).toBeGreaterThanOrEqual(frameBox?.x ?? 0)
    expect(sx + 0.82 * sw).toBeLessThanOrEqual((frameBox?.x ?? 0) + fw)
    if (viewport.width < 1024) {
      // The thumbnail: head and shoulders, the drawing a quarter wider than the box.
      expect(sw).toBeGreaterThan(fw * 1.2)
      // Under 1024 px a compact row (fix round 32: the 9:16 frame took a phone's whole first screen): a 4:5 thumbnail
      // of 96 × 120 px beside „Dein Pitch“, its length and views and who speaks.
      expect(Math.round(fw)).toBe(96)
      expect(Math.round(fh)).toBe(120)
      expect((await frame.innerText()).trim()).toBe('')
      expect((await pitch.locator('[data-pitch-row]').innerText()).replace(/\s+/g, ' ').trim()).toBe(
        'Dein Pitch 0:58 · 1.248 Aufrufe Miriam Kessler · CEO & Mitgründerin',
      )
      const row = await pitch.boundingBox()
      expect(row?.height ?? 999).toBeLessThanOrEqual(150)
      const text = await pitch.locator('[data-pitch-row]').boundingBox()
      expect(text?.x ?? 0).toBeGreaterThan((frameBox?.x ?? 0) + fw)
    } else {
      // From 1024 px the page's signature object (session 32 review): a 9:16 frame with a paused player's foot, her
      // name and role as a lower-third over the controls (fix round 32: a bare head on an empty box read as a
      // placeholder), „Dein Pitch“ and the view count under the frame.
      expect((await frame.innerText()).replace(/\s+/g, ' ').trim()).toBe('Miriam Kessler CEO & Mitgründerin 0:58')
      expect(fh / fw).toBeCloseTo(16 / 9, 1)
      expect(fw).toBeGreaterThanOrEqual(200)
      const play = await frame.locator('[data-play]').boundingBox()
      const track = await frame.locator('[data-pitch-track]').boundingBox()
      const pill = await frame.locator('[data-pitch-duration]').boundingBox()
      const third = await frame.locator('[data-lower-third]').boundingBox()
      expect(play?.width ?? 0).toBeGreaterThanOrEqual(44)
      // One row at the frame's foot, left to right: button, track, length; the lower-third right above it.
      const rowMiddle = (play?.y ?? 0) + (play?.height ?? 0) / 2
      for (const part of [track, pill])
        expect(Math.abs((part?.y ?? 0) + (part?.height ?? 0) / 2 - rowMiddle)).toBeLessThanOrEqual(1)
      expect(play?.y ?? 0).toBeGreaterThan(fy + fh * 0.8)
      expect((play?.x ?? 0) + (play?.width ?? 0)).toBeLessThan(track?.x ?? 0)
      expect((track?.x ?? 0) + (track?.width ?? 0)).toBeLessThan(pill?.x ?? 0)
      expect((third?.y ?? 0) + (third?.height ?? 0)).toBeLessThanOrEqual(play?.y ?? 0)
      expect((play?.y ?? 0) - ((third?.y ?? 0) + (third?.height ?? 0))).toBeLessThanOrEqual(16)
      const caption = await pitch.locator('[data-pitch-caption]').boundingBox()
      expect(caption?.y ?? 0).toBeGreaterThanOrEqual(fy + fh)
      expect((await pitch.locator('[data-pitch-caption]').innerText()).replace(/\s+/g, ' ').trim()).toBe(
        'Dein Pitch 1.248 Aufrufe',
      )
      // Her head whole and centred: the drawing as wide as the frame (review 3 of session 32: a quarter wider, her hair
      // ran off its edge), in the frame's lower part, her neck's cut end under the player's solid foot.
      expect(Math.abs(sw - fw)).toBeLessThanOrEqual(1)
      expect(Math.abs(sx - (frameBox?.x ?? 0))).toBeLessThanOrEqual(1)
      expect(still?.y ?? 0).toBeGreaterThan(fy + fh * 0.2)
      expect(await frame.locator('[data-pitch-bar]').evaluate((bar) => getComputedStyle(bar).backgroundColor)).toBe(
        'rgb(8, 13, 34)',
      )
      expect((still?.y ?? 0) + (still?.height ?? 0)).toBeGreaterThan(third?.y ?? 0)
      expect((still?.y ?? 0) + (still?.height ?? 0)).toBeLessThan(fy + fh)
    }
    // Cards of the sample with one edge: a ring, no shadow (site-wide review, session 28).
    for (const card of [page.locator('[data-summary]'), page.locator('[data-next-steps]')]) {
      expect(await card.evaluate((element) => getComputedStyle(element).boxShadow)).not.toMatch(
        /rgba?\([^)]*\) 0px [1-9]/,
      )
    }
    await pitch.click()
    expect(await state(page)).toEqual(onlyTab('Pitch'))
  })

  it('lists the next steps as rows that each open the profile, their count a quiet badge (review 29)', async () => {
    const { page } = await openDashboard(viewport)
    const steps = page.getByRole('region', { name: 'Nächste Schritte' })
    // The count only: the 75 % is the first stat card's (review 5 Nov: the card repeated it); a quiet grey badge
    // (review 29), not magenta.
    const count = steps.locator('[data-open-count]')
    expect((await count.innerText()).replace(/\u00a0/g, ' ')).toBe('3 offen')
    expect(await count.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(233, 237, 245)')
    expect(await count.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('9999px')
    expect(await steps.innerText()).not.toContain('vollständig')
    const rows = steps.getByRole('listitem')
    expect(await rows.count()).toBe(3)
    // Compact rows (round 25: three cards took ~750 px on a phone).
    const box = await steps.getByRole('list').boundingBox()
    if (viewport.width < 640) expect(box?.height ?? 999).toBeLessThan(330)
    // Each row a button with a chevron at its end, and a fill on hover (review 29: dashed circles and text did not read
    // as anything to do); no extra button at the foot to the same tab.
    const buttons = steps.getByRole('list').getByRole('button')
    expect(await buttons.count()).toBe(3)
    expect(await steps.getByRole('button').count()).toBe(3)
    for (const button of await buttons.all()) {
      expect(await button.locator('.i-lucide-chevron-right').count()).toBe(1)
      const height = (await button.boundingBox())?.height ?? 0
      expect(height).toBeGreaterThanOrEqual(44)
    }
    // The rows from the card's top, one gap between them, hairlines between them as in the activity beside them
    // (session 32 review: rows spread over the card's height left a gap 20 px larger after „Website verlinken“).
    const rowBoxes = await rows.evaluateAll((all) =>
      all.map((row) => ({
        top: row.getBoundingClientRect().top,
        bottom: row.getBoundingClientRect().bottom,
        line: getComputedStyle(row).borderTopWidth,
      })),
    )
    const [a, b, c] = rowBoxes
    expect(Math.abs((b?.top ?? 0) - (a?.bottom ?? 0) - ((c?.top ?? 0) - (b?.bottom ?? 0)))).toBeLessThanOrEqual(1)
    expect(rowBoxes.map((row) => row.line)).toEqual(['0px', '1px', '1px'])
    // The icon tiles one size in both lower cards (fix round 31: 28 px beside the activity, 36 px here), each tinted by
    // its kind (session 32 review: grey chips).
    const tiles = await page
      .locator('[data-activity] > span:first-child > span, [data-next-steps] li button > span:first-child')
      .evaluateAll((all) =>
        all.map((tile) => ({
          size: `${tile.getBoundingClientRect().width}x${tile.getBoundingClientRect().height}`,
          fill: getComputedStyle(tile).backgroundColor,
        })),
      )
    expect(tiles.length).toBe(4)
    expect(new Set(tiles.map((tile) => tile.size))).toEqual(new Set(['32x32']))
    expect(tiles.map((tile) => tile.fill)).not.toContain('rgb(233, 237, 245)')
    expect(new Set(tiles.map((tile) => tile.fill)).size).toBeGreaterThanOrEqual(3)
    const first = buttons.first()
    const fill = () => first.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(await fill()).toBe('rgba(0, 0, 0, 0)')
    if (viewport.width >= 640) {
      await first.hover()
      await expect.poll(fill).not.toBe('rgba(0, 0, 0, 0)')
    }
    for (const index of [0, 1, 2]) {
      await page.getByRole('tab', { name: 'Übersicht' }).click()
      await buttons.nth(index).click()
      expect(await state(page)).toEqual(onlyTab('Profil'))
    }
  })

  it('sets an activity line in regular text with only its actor in bold', async () => {
    const { page } = await openDashboard(viewport)
    const activity = page.getByRole('region', { name: 'Letzte Aktivitäten' })
    expect(await activity.locator('strong').allTextContents()).toEqual([
      'Paul Ziegler',
      'Dr. Henrike Sommer',
      'Lukas Bergmann',
      '8,7',
    ])
    // „Wer hat dich angesehen“ (session 32 review): each angel's face, focus and match score, times relative only.
    const viewers = activity.locator('[data-viewer]')
    expect(await viewers.count()).toBe(3)
    expect(await viewers.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual([
      '/images/people/paul-ziegler.svg',
      '/images/people/henrike-sommer.svg',
      '/images/people/lukas-bergmann.svg',
    ])
    expect(await viewers.first().innerText()).toMatch(/Industrial IoT.*vor 2 Stunden[\s\S]*Match\s*8,9\/10/i)
    // Each score labelled as the site's pitch cards label a match (fix round 32: a bare „8,9/10“ read as a
    // Spotlight-Score), the chips one width; the list's line names what its rows are.
    const chips = await activity.locator('[data-match]').evaluateAll((all) =>
      all.map((chip) => ({
        text: (chip as HTMLElement).innerText.replace(/\s+/g, ' '),
        width: chip.getBoundingClientRect().width,
      })),
    )
    expect(chips.map((chip) => chip.text)).toEqual(['MATCH 8,9/10', 'MATCH 7,6/10', 'MATCH 9,4/10'])
    expect(new Set(chips.map((chip) => Math.round(chip.width))).size).toBe(1)
    expect(await activity.locator('[data-viewers-lead]').innerText()).toBe('Aufrufe, Likes, Nachrichten und dein Score')
    expect(await activity.innerText()).not.toMatch(/\d{1,2}:\d{2}/)
    const weights = await activity
      .locator('li p:first-child')
      .evaluateAll((lines) => lines.map((line) => getComputedStyle(line).fontWeight))
    expect(weights).toEqual(['400', '400', '400', '400'])
  })

  it('ends the next steps on its last row, beside the activity card from 1024 px, each card its own height', async () => {
    const { page } = await openDashboard(viewport)
    const steps = page.getByRole('region', { name: 'Nächste Schritte' })
    const activity = page.getByRole('region', { name: 'Letzte Aktivitäten' })
    expect(await steps.getByRole('button').last().isVisible()).toBe(true)
    if (viewport.width < 1024) return
    const card = await steps.boundingBox()
    const beside = await activity.boundingBox()
    expect(Math.abs((card?.y ?? 0) - (beside?.y ?? 999))).toBeLessThanOrEqual(1)
    // Each card its own height, the next steps' ending ~24 px under its last row (fix round 32: stretched to the
    // activity's height it ended on ~100 px of nothing).
    const last = await steps.getByRole('listitem').last().boundingBox()
    expect((card?.y ?? 0) + (card?.height ?? 0) - ((last?.y ?? 0) + (last?.height ?? 0))).toBeLessThanOrEqual(32)
    expect(card?.height ?? 999).toBeLessThan((beside?.height ?? 0) - 40)
    // The rows from the top, right under the card's line (session 32 review: spread over the card's height).
    const first = await steps.getByRole('button').first().boundingBox()
    const lead = await steps.locator('[data-steps-for]').boundingBox()
    expect((first?.y ?? 0) - ((lead?.y ?? 0) + (lead?.height ?? 0))).toBeLessThanOrEqual(16)
  })

  it('opens the analytics from the end of the activity list', async () => {
    const { page } = await openDashboard(viewport)
    await page
      .getByRole('region', { name: 'Letzte Aktivitäten' })
      .getByRole('button', { name: 'Zur Auswertung' })
      .click()
    expect(await state(page)).toEqual(onlyTab('Auswertung'))
  })

  it('keeps the five tabs in one row: whole from 640 px, scrolling sideways with a fade on a phone', async () => {
    const { page } = await openDashboard(viewport)
    const tops = await page
      .locator('[role="tab"]')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    const list = page.getByRole('tablist')
    // Underlined text tabs on a hairline (review 29: the grey pill row read as a widget): the chosen tab's 2 px bar
    // magenta, the others' clear, no tab filled.
    const looks = await page.locator('[role="tab"]').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const style = getComputedStyle(tab)
        return { bar: `${style.borderBottomWidth} ${style.borderBottomColor}`, fill: style.backgroundColor }
      }),
    )
    expect(looks[0]).toEqual({ bar: '2px rgb(214, 31, 118)', fill: 'rgba(0, 0, 0, 0)' })
    for (const look of looks.slice(1)) expect(look).toEqual({ bar: '2px rgba(0, 0, 0, 0)', fill: 'rgba(0, 0, 0, 0)' })
    // Which ends of the row fade out, read off its mask (the site's scroll-driven `fade-scroll-x`): an end fades
    // where the gradient runs to transparent there.
    const row = () =>
      list.evaluate((element) => {
        const mask = getComputedStyle(element).maskImage
        const clear = 'rgba(0, 0, 0, 0)'
        const start = mask.startsWith(`linear-gradient(90deg, ${clear}`)
        const end = mask.startsWith('linear-gradient(90deg') && mask.endsWith(`${clear})`)
        return {
          overflows: element.scrollWidth > element.clientWidth + 1,
          fade: mask === 'none' ? 'none' : start ? (end ? 'both' : 'start') : end ? 'end' : 'unknown',
          mask,
        }
      })
    // No chevron over a tab's text (review 29: it covered „Feedback“): the fade alone, at the screen's edge.
    expect(await page.locator('[data-tabs-more]').count()).toBe(0)
    if (viewport.width >= 640) {
      expect(await row()).toEqual({ overflows: false, fade: 'none', mask: 'none' })
      return
    }
    // At the start the row fades out at its end only (round 25: wrapped three over two, it read as two rows), over
    // 6.5 rem and clear over its last 8 px, so the cut tab dissolves (fix round 31: „Feedb…“ read as cut; fix round 32:
    // over 4.5 rem the reviewer still saw „Fee“ cut with no fade).
    expect(await row()).toMatchObject({ overflows: true, fade: 'end' })
    expect((await row()).mask).toMatch(
      /rgb\(0, 0, 0\) calc\(100% - 104px\), rgba\(0, 0, 0, 0\.35\) calc\(100% - 48px\), rgba\(0, 0, 0, 0\) calc\(100% - 8px\)/,
    )
    // The cut tab stands under the fade at rest: „Feedback“ starts inside the faded end.
    const cut = await page.getByRole('tab', { name: 'Feedback' }).boundingBox()
    expect(cut?.x ?? 0).toBeGreaterThan(viewport.width - 104)
    expect(cut?.x ?? 999).toBeLessThan(viewport.width - 8)
    // The row runs to the screen's edges, so its fade is the screen's edge, not a cut inside the page's column; the
    // first tab still starts on the column's line.
    const listBox = await list.boundingBox()
    expect(Math.round(listBox?.x ?? 99)).toBe(0)
    expect(Math.round((listBox?.x ?? 0) + (listBox?.width ?? 0))).toBe(viewport.width)
    const first = await page.getByRole('tab', { name: 'Übersicht' }).boundingBox()
    const title = await page.locator('h1').boundingBox()
    expect(Math.abs((first?.x ?? 0) - (title?.x ?? 99))).toBeLessThanOrEqual(1)
    // A fixed fade, drawn without a running animation (session 32 review: a screenshot showed the scroll-driven
    // fade's end state, „Fee“ cut with no fade); End brings the last tab into view, whole and clear of the fade: the
    // row's end padding is as wide as the fade.
    expect(await list.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
    await page.getByRole('tab', { name: 'Übersicht' }).focus()
    await page.keyboard.press('End')
    await expect
      .poll(async () => {
        const box = await page.getByRole('tab', { name: 'Feedback' }).boundingBox()
        return (box?.x ?? 0) + (box?.width ?? 999)
      })
      .toBeLessThanOrEqual(viewport.width - 104 + 1)
    expect((await row()).mask).toContain('linear-gradient(90deg')
    await expectAccessible(page, '/dashboard (phone, tab row scrolled to its end)')
  })

  it('keeps one spacing scale: one gutter across, one gap down (review 29)', async () => {
    const { page } = await openDashboard(viewport)
    const gutter = viewport.width < 640 ? 16 : 24
    // Across: the figures' gap and the cards' gap under them.
    const figures = await page
      .locator('[data-island="DashboardTabs"] ul')
      .first()
      .evaluate((list) => {
        const style = getComputedStyle(list)
        return [style.columnGap, style.rowGap]
      })
    expect(figures).toEqual([`${gutter}px`, `${gutter}px`])
    const cards = await page.getByRole('region', { name: 'Letzte Aktivitäten' }).evaluate((card) => {
      const style = getComputedStyle(card.parentElement as HTMLElement)
      return { across: style.columnGap, down: style.rowGap }
    })
    expect(cards.down).toBe(`${gutter}px`)
    if (viewport.width >= 1024) expect(cards.across).toBe(`${gutter}px`)
    // Down: banner, header, figures, tab row, summary, the two cards: each the next one gutter under the last.
    const edges = await page.evaluate(() => {
      const boxes = [
        '[data-preview-banner]',
        '[data-dashboard-hero]',
        '[data-tab-line]',
        '[data-summary]',
        '#dash-aktivitaet',
      ].map((selector) => {
        const element = document.querySelector(selector)
        const box = (selector === '#dash-aktivitaet' ? element?.closest('section') : element)?.getBoundingClientRect()
        return { top: box?.top ?? 0, bottom: box?.bottom ?? 0 }
      })
      return boxes.slice(1).map((box, index) => Math.round(box.top - (boxes[index]?.bottom ?? 0)))
    })
    expect(edges).toEqual(edges.map(() => gutter))
  })

  it('gives every figure card the same three rows, the third right under its figure (review 29, fix round 32)', async () => {
    const { page } = await openDashboard(viewport)
    const cards = await page
      .locator('[data-island="DashboardTabs"] ul')
      .first()
      .evaluate((list) =>
        [...list.children].map((card) => ({
          rows: card.children.length,
          foot: Math.round(card.lastElementChild?.getBoundingClientRect().bottom ?? 0),
          under: Math.round(
            (card.lastElementChild?.getBoundingClientRect().top ?? 0) -
              (card.children[1]?.getBoundingClientRect().bottom ?? 0),
          ),
          top: Math.round(card.getBoundingClientRect().top),
          text: (card.lastElementChild as HTMLElement).innerText,
        })),
      )
    expect(cards.map((card) => card.rows)).toEqual([3, 3, 3, 3])
    const status = 'Wildcard-Voting läuft · bis 12.11., 22:00\u00a0Uhr'
    // The Spotlight's status in the score card from 640 px; on a phone under the figures across the row, on one line
    // (fix round 32: in the card's 135 px it wrapped to three lines).
    const phoneStatus = page.locator('[data-spotlight-status-phone]')
    if (viewport.width < 640) {
      expect(cards[3]?.text).toBe('aktualisiert vor 2 Tagen')
      expect(await phoneStatus.innerText()).toBe(status)
      const line = await phoneStatus.evaluate((element) => {
        const height = element.getBoundingClientRect().height
        return height / Number.parseFloat(getComputedStyle(element).lineHeight)
      })
      expect(line).toBeLessThan(1.5)
    } else {
      expect(cards[3]?.text).toBe(`aktualisiert vor 2 Tagen\n${status}`)
      expect(await phoneStatus.isVisible()).toBe(false)
    }
    // Each third row right under its figure at every width (session 32 review: „+5 seit gestern“ stood ~40 px under
    // „37“ on a phone; fix round 32: at 1280 at the card's foot).
    for (const card of cards) expect(card.under).toBeLessThanOrEqual(16)
  })

  it('rounds every chip as a pill and ends on a cool band, magenta only on its button (review 29)', async () => {
    const { page } = await openDashboard(viewport)
    const radii = await page.locator('[data-stage], [data-summary] li.chip').evaluateAll((chips) =>
      chips.map((chip) => {
        const box = chip.getBoundingClientRect()
        return Number.parseFloat(getComputedStyle(chip).borderTopLeftRadius) >= box.height / 2
      }),
    )
    expect(radii).toEqual([true, true, true, true, true])
    const band = page.locator('[data-closing]')
    expect(await band.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)')
    expect(await band.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(211, 218, 232)')
  })

  it('titles the dashboard with the company, the Video-Pitch button a compact labelled one beside the title', async () => {
    const { page } = await openDashboard(viewport)
    expect(await page.locator('h1').innerText()).toBe('Kernwerk Analytics GmbH')
    const heading = await page.locator('h1').boundingBox()
    const pitch = page.getByRole('button', { name: 'Video-Pitch' })
    const button = await pitch.boundingBox()
    const subtitle = await page.locator('[data-dashboard-header] p').boundingBox()
    // Never a full-width row of its own (round 25b: on a phone it outweighed the real call): beside the title from
    // 640 px; on a phone at the end of the line under the one-line name, level with the page's name and stage
    // (review 29: beside the title the name wrapped onto two lines at 390 px).
    if (viewport.width >= 640) {
      expect(button?.y ?? 999).toBeLessThan((heading?.y ?? 0) + (heading?.height ?? 0))
    } else {
      const middle = (button?.y ?? 0) + (button?.height ?? 0) / 2
      expect(middle).toBeGreaterThan(subtitle?.y ?? 999)
      expect(middle).toBeLessThan((subtitle?.y ?? 0) + (subtitle?.height ?? 0))
      expect(button?.x ?? 0).toBeGreaterThan((subtitle?.x ?? 999) + (subtitle?.width ?? 0))
    }
    expect(button?.width ?? 999).toBeLessThanOrEqual(viewport.width < 640 ? 110 : 200)
    // The page's one secondary height, the cards' buttons' and the header's (review 5 Nov, second round: 50 px
    // beside 40 px ones).
    const heights = await page
      .locator('main button.btn-secondary:visible, header a:visible:has-text("Early Access")')
      .evaluateAll((buttons) => buttons.map((element) => Math.round(element.getBoundingClientRect().height)))
    // Video-Pitch, „Zur Auswertung“ and the header's Early Access (the next steps' foot button left in review 29).
    expect(heights.length).toBeGreaterThanOrEqual(3)
    expect(new Set(heights)).toEqual(new Set([button?.height ? Math.round(button.height) : 0]))
    expect(button?.height ?? 0).toBeGreaterThanOrEqual(40)
    // A word on it at every width (review 5 Nov: on a phone a bare play circle), „Pitch“ on a phone.
    expect((await pitch.innerText()).trim()).toBe(viewport.width < 640 ? 'Pitch' : 'Video-Pitch')
    // The stage a neutral chip, not a third accent colour (review 5 Nov: a green „SEED“ badge).
    const stage = page.locator('[data-stage]')
    expect(await stage.innerText()).toBe('SEED')
    expect(await stage.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(233, 237, 245)')
  })

  it('keeps the header’s name and its line under it on one line each, from 360 px (review 29)', async () => {
    const { page } = await openDashboard(viewport)
    for (const width of viewport.width < 640 ? [360, 390] : [viewport.width]) {
      await page.setViewportSize({ width, height: viewport.height })
      const lines = await page.locator('[data-dashboard-header]').evaluate((header) =>
        [...header.querySelectorAll('h1, p, button')].map((element) => {
          const style = getComputedStyle(element)
          return {
            tag: element.tagName,
            lines: Math.round(element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
            overflow: element.scrollWidth > element.clientWidth + 1,
          }
        }),
      )
      for (const line of lines.filter((entry) => entry.tag !== 'BUTTON'))
        expect(line, `${line.tag} at ${width} px`).toMatchObject({ lines: 1, overflow: false })
      expect(lines.find((entry) => entry.tag === 'BUTTON')?.overflow, `button at ${width} px`).toBe(false)
    }
  })

  it('sets the score and its stars as one unit: small stars on its baseline beside it, tight under it on a phone', async () => {
    const { page } = await openDashboard(viewport)
    const stars = page.getByRole('img', { name: '4 von 5 Sternen' })
    const star = await stars.locator('svg').first().boundingBox()
    const box = await stars.boundingBox()
    // The figure's own text: „8,7“ and „/ 10“ (review 29: a row of 20 px stars under it looked stuck on).
    const figure = await stars.evaluate((element) => {
      const value = element.previousElementSibling as HTMLElement
      const probe = document.createElement('span')
      probe.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline'
      value.append(probe)
      const baseline = probe.getBoundingClientRect().top
      probe.remove()
      const rect = value.getBoundingClientRect()
      return { baseline, right: rect.right, bottom: rect.bottom }
    })
    expect(star?.height ?? 99).toBeLessThanOrEqual(14)
    if (viewport.width >= 640) {
      expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) - figure.baseline)).toBeLessThanOrEqual(1)
      expect(box?.x ?? 0).toBeGreaterThan(figure.right)
      expect((box?.x ?? 999) - figure.right).toBeLessThanOrEqual(16)
    } else {
      expect((box?.y ?? 999) - figure.bottom).toBeLessThanOrEqual(8)
      expect(box?.y ?? 0).toBeGreaterThanOrEqual(figure.bottom)
    }
  })

  it('heads every card of every tab the same way: an 18 px semibold title, a quiet meta or link at its right', async () => {
    const { page } = await openDashboard(viewport)
    const titles: { text: string; size: string; weight: string; icons: number }[] = []
    for (const tab of ['Übersicht', 'Profil', 'Pitch', 'Auswertung']) {
      await page.getByRole('tab', { name: tab }).click()
      titles.push(
        ...(await page.locator('[role="tabpanel"]:visible').evaluate((panel) =>
          [...panel.querySelectorAll('h2, legend')].map((title) => ({
            text: title.textContent ?? '',
            size: getComputedStyle(title).fontSize,
            weight: getComputedStyle(title).fontWeight,
            icons: title.querySelectorAll('[class*="i-lucide"]').length,
          })),
        )),
      )
    }
    expect(titles.map((title) => title.text)).toEqual([
      'Kurzprofil',
      'Letzte Aktivitäten',
      'Nächste Schritte',
      'Unternehmensprofil',
      'Team',
      'Video-Pitch hochladen',
      'Pitch-Tipps',
      'Aufrufe diese Woche',
    ])
    for (const title of titles) expect(title, title.text).toMatchObject({ size: '18px', weight: '600', icons: 0 })
    // The way to all tips at the title's right, on its line (review 29: at the card's foot).
    await page.getByRole('tab', { name: 'Pitch' }).click()
    const tips = page.getByRole('region', { name: 'Pitch-Tipps' })
    const title = await tips.getByRole('heading', { name: 'Pitch-Tipps' }).boundingBox()
    const link = await tips.getByRole('link', { name: 'Alle Video-Tipps lesen' }).boundingBox()
    expect(
      Math.abs((link?.y ?? 0) + (link?.height ?? 0) / 2 - ((title?.y ?? 0) + (title?.height ?? 0) / 2)),
    ).toBeLessThan(6)
    expect(link?.x ?? 0).toBeGreaterThan((title?.x ?? 999) + (title?.width ?? 0))
  })

  it('sets the Kurzprofil as its tagline over one grid of facts: two columns, four from 1024 px', async () => {
    const { page } = await openDashboard(viewport)
    const summary = page.getByRole('region', { name: 'Kurzprofil' })
    const lists = summary.locator('dl')
    expect(await lists.count()).toBe(1)
    expect(await summary.locator('dt').allTextContents()).toEqual([
      'Standort',
      'Gegründet',
      'Telefon',
      'Ansprechpartnerin',
      'Geschäftsmodell',
      'Spezialisierung',
      'Technologien',
    ])
    // The pitch heads the page beside the figures now (session 32): no frame in the summary.
    expect(await summary.locator('[data-pitch-frame]').count()).toBe(0)
    const columns = await lists.evaluate(
      (dl) => getComputedStyle(dl).gridTemplateColumns.split(' ').filter(Boolean).length,
    )
    expect(columns).toBe(viewport.width >= 1024 ? 4 : 2)
    const tagline = await summary.locator('h2 + p').boundingBox()
    const card = await summary.boundingBox()
    expect(tagline?.width ?? 0).toBeGreaterThan((card?.width ?? 0) * 0.8)
    // The hairline right under the tagline (review 5 Nov, second round: ~50 px between them at 1280 px).
    const divider = await summary.locator('h2').evaluate((h2) => {
      const head = h2.parentElement as HTMLElement
      const box = head.getBoundingClientRect()
      return { y: getComputedStyle(head).borderBottomWidth === '1px' ? box.bottom : 999 }
    })
    expect(divider.y - ((tagline?.y ?? 0) + (tagline?.height ?? 0))).toBeLessThanOrEqual(24)
    // The technologies at 13 px in dark slate (review 5 Nov, second round: 12 px grey).
    const chip = await summary
      .locator('dd li')
      .first()
      .evaluate((li) => ({ size: getComputedStyle(li).fontSize, color: getComputedStyle(li).color }))
    expect(chip).toEqual({ size: '13px', color: 'rgb(27, 36, 64)' })
  })

  it('ends on a band of its own that meets the footer, not on one more card', async () => {
    const { page } = await openDashboard(viewport)
    const closing = page.locator('[data-closing]')
    const look = await closing.evaluate((element) => ({
      background: getComputedStyle(element).backgroundColor,
      radius: getComputedStyle(element).borderTopLeftRadius,
      width: element.getBoundingClientRect().width,
      bottom: element.getBoundingClientRect().bottom + window.scrollY,
      footer: ([...document.querySelectorAll('footer')].at(-1)?.getBoundingClientRect().top ?? 0) + window.scrollY,
    }))
    // A cool white band across the slate page (review 29: a pink one on a cool page), not a rounded card.
    expect(look.background).toBe('rgb(255, 255, 255)')
    expect(look.radius).toBe('0px')
    expect(look.width).toBe(viewport.width)
    expect(Math.abs(look.footer - look.bottom)).toBeLessThanOrEqual(1)
    // From 640 px its title, text and button centred in the tinted panel (fix round 32: left-set, its right half
    // stood empty).
    if (viewport.width < 640) return
    const centres = await page.locator('[data-closing-panel]').evaluate((panel) => {
      const middle = (element: Element | null) => {
        const box = element?.getBoundingClientRect()
        return Math.round((box?.left ?? 0) + (box?.width ?? 0) / 2)
      }
      const range = document.createRange()
      const heading = panel.querySelector('h2')
      if (heading) range.selectNodeContents(heading)
      return [
        middle(panel),
        Math.round(range.getBoundingClientRect().left + range.getBoundingClientRect().width / 2),
        middle(panel.querySelector('a')),
      ]
    })
    for (const centre of centres) expect(Math.abs(centre - (centres[0] ?? 0))).toBeLessThanOrEqual(2)
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

describe('dashboard without JavaScript', () => {
  it('shows the overview and hides the tab row and the buttons that only pick a tab', async () => {
    const watched = track(await openPage(PHONE, { javaScriptEnabled: false }))
    const { page } = watched
    expect((await page.goto('/dashboard'))?.status()).toBe(200)
    expect(await page.getByRole('heading', { name: 'Kurzprofil' }).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'Nächste Schritte' }).isVisible()).toBe(true)
    // Nothing that looks tappable and does nothing (review 5 Nov): without a script a tab changes no panel.
    const tabList = page.locator('[role="tablist"]')
    expect(await tabList.count()).toBe(1)
    expect(await tabList.evaluate((list) => list.parentElement?.checkVisibility())).toBe(false)
    for (const name of ['Video-Pitch', 'Zur Auswertung']) {
      const button = page.locator('button', { hasText: name })
      expect(await button.count()).toBe(1)
      expect(await button.isVisible()).toBe(false)
    }
    // The next steps stay, as plain rows: no button and no chevron until the script runs (review 29 made them rows
    // that open the profile).
    const steps = page.getByRole('region', { name: 'Nächste Schritte' })
    expect(await steps.getByRole('listitem').count()).toBe(3)
    expect(await steps.getByRole('listitem').first().isVisible()).toBe(true)
    expect(await steps.locator('button, .i-lucide-chevron-right').count()).toBe(0)
    expect(await page.locator('[data-pitch-preview] [data-needs-script]:visible').count()).toBe(0)
  })
})

describe('dashboard content', () => {
  it('shows the preview banner, the stat cards and the score of 8,7 as 4 of 5 stars', async () => {
    const { page } = await openDashboard(DESKTOP)
    const banner = page.locator('[data-preview-banner]')
    expect(await banner.isVisible()).toBe(true)
    expect(await banner.innerText()).toMatch(/Vorschau · Beispieldaten/i)
    const progress = page.getByRole('progressbar', { name: 'Profilvollständigkeit' })
    expect(await progress.getAttribute('aria-valuenow')).toBe('75')
    // Four of five stars filled, as the spec's sample has it (review 5 Nov, second round: a fifth clipped to 35 % read
    // as a broken glyph).
    const stars = page.getByRole('img', { name: '4 von 5 Sternen' })
    expect(
      await stars.locator('[data-filled]').evaluateAll((all) => all.map((star) => star.getAttribute('data-filled'))),
    ).toEqual(['true', 'true', 'true', 'true', 'false'])
    // The empty star keeps its whole outline in a visible grey (round 25b: a pale star read as „1☆“).
    expect(await stars.locator('[data-filled="false"] path').evaluate((path) => getComputedStyle(path).stroke)).toBe(
      'rgb(120, 134, 165)',
    )
    // Figures in slate, magenta kept for actions (review 5 Nov: magenta icons, bar and stars left nothing to stand
    // out): the stat icons, the bar, the stars and the activity icons.
    const slate = await page.evaluate(() => {
      const colour = (selector: string, property: 'color' | 'backgroundColor' | 'fill') =>
        [...document.querySelectorAll<HTMLElement>(selector)].map((element) => getComputedStyle(element)[property])
      return {
        statIcons: colour('main ul:has([role="progressbar"]) > li > span:first-child > span[aria-hidden]', 'color'),
        bar: colour('[role="progressbar"] > div', 'backgroundColor'),
        stars: colour('[data-filled="true"] path', 'fill'),
      }
    })
    expect(slate.statIcons).toEqual(Array(4).fill('rgb(86, 98, 127)'))
    // The completeness bar in brand (session 32 review: a navy bar on grey).
    expect(slate.bar).toEqual(['rgb(214, 31, 118)'])
    expect(new Set(slate.stars)).toEqual(new Set(['rgb(45, 55, 82)']))
    // The activity's kinds tinted within the palette (session 32 review): a view violet, a like magenta, a message mint.
    const kinds = await page
      .getByRole('region', { name: 'Letzte Aktivitäten' })
      .locator('[data-kind]')
      .evaluateAll((tiles) => tiles.map((tile) => getComputedStyle(tile).color))
    expect(kinds).toEqual(['rgb(109, 40, 217)', 'rgb(176, 23, 95)', 'rgb(4, 120, 87)'])
    // The banner's sign-up is a text link: the header's „Early Access“ button stands in the same screen.
    const bannerLink = banner.getByRole('link')
    expect(await bannerLink.getAttribute('class')).not.toMatch(/\bbtn/)
    // A slim light strip (review 5 Nov: a dark ~200 px block outweighed the product): one line and its link here.
    const strip = await banner.evaluate((element) => ({
      background: getComputedStyle(element).backgroundColor,
      height: element.getBoundingClientRect().height,
    }))
    expect(strip.background).toBe('rgb(255, 255, 255)')
    expect(strip.height).toBeLessThanOrEqual(56)
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
