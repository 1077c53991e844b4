import { afterAll, describe, expect, it } from 'vitest'
import { networkPartners } from '../../data/partners'
import { votingStartups } from '../../data/voting'
import { votingGridCopy } from '../../data/voting-grid-copy'
import { spotlightBenefits } from '../../pages/spotlight/copy-sections'
import { closeBrowser, DESKTOP, PHONE, visitsPerTest } from './browser'

// Long lists stay short on phones: the voting ranking shows its top five, /spotlight's benefits their top three
// and its network partners their first two, /angels' profile text its first three lines, each opening on request (no
// script needed); desktops show every entry.

afterAll(closeBrowser)

const { visit } = visitsPerTest()

const shownCards = (page: import('playwright-core').Page) =>
  page.evaluate(
    () => [...document.querySelectorAll<HTMLElement>('li[data-startup]')].filter((li) => li.checkVisibility()).length,
  )

describe('the voting ranking', () => {
  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])('shows the top five on a phone and all after "Alle anzeigen" (%s)', async (_name, javaScriptEnabled) => {
    const { page } = await visit('/wildcard-voting', PHONE, { javaScriptEnabled })
    expect(await shownCards(page)).toBe(5)
    const more = page.locator('[data-voting-more] > summary')
    expect(await more.textContent()).toContain(`Alle ${votingStartups.length} Startups anzeigen`)
    await more.click()
    expect(await shownCards(page)).toBe(votingStartups.length)
    expect(await more.textContent()).toContain('Weniger anzeigen')
  })

  it('shows a card that is the link’s target even while the list is closed', async () => {
    const last = votingStartups.at(-1)?.id
    const { page } = await visit(`/wildcard-voting#startup-${last}`, PHONE, { javaScriptEnabled: false })
    expect(await page.locator(`li[data-startup="${last}"]`).isVisible()).toBe(true)
  })

  it('shows every card on a desktop, without the toggle', async () => {
    const { page } = await visit('/wildcard-voting', DESKTOP)
    expect(await shownCards(page)).toBe(votingStartups.length)
    expect(await page.locator('[data-voting-more]').isVisible()).toBe(false)
  })
})

describe('the search above the voting ranking', () => {
  // The last of the ranking, far beyond a phone's top five.
  const last = votingStartups.at(-1) as (typeof votingStartups)[number]

  it('finds a startup beyond the top five on a phone by its name, without accents or case', async () => {
    const { page } = await visit('/wildcard-voting', PHONE)
    const field = page.getByRole('searchbox', { name: votingGridCopy.searchLabel })
    // The island hydrates once the ranking is in view.
    await field.scrollIntoViewIfNeeded()
    await expect.poll(() => field.isEnabled()).toBe(true)
    await field.fill(last.name.slice(0, 6).toUpperCase())
    expect(await page.locator(`li[data-startup="${last.id}"]`).isVisible()).toBe(true)
    const count = await shownCards(page)
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(votingStartups.length)
    expect(await page.locator('[data-search-count]').textContent()).toBe(`${count}\u00a0${votingGridCopy.searchFound}`)
    // The phone's "Alle anzeigen" has no job while the list is searched.
    expect(await page.locator('[data-voting-more]').count()).toBe(0)
  })

  it('finds startups by their city and says so when nothing matches, with a way back', async () => {
    const { page } = await visit('/wildcard-voting', DESKTOP)
    const field = page.getByRole('searchbox', { name: votingGridCopy.searchLabel })
    // The island hydrates once the ranking is in view.
    await field.scrollIntoViewIfNeeded()
    await expect.poll(() => field.isEnabled()).toBe(true)
    await field.fill(last.location.toLowerCase())
    const inCity = votingStartups.filter((startup) => startup.location === last.location).length
    expect(await shownCards(page)).toBe(inCity)
    await field.fill('Quxxel')
    expect(await shownCards(page)).toBe(0)
    expect(await page.locator('[data-search-none]').textContent()).toContain(votingGridCopy.searchNone)
    await page.getByRole('button', { name: votingGridCopy.searchReset }).click()
    expect(await shownCards(page)).toBe(votingStartups.length)
    expect(await field.inputValue()).toBe('')
  })

  it('is a disabled field without JavaScript (the ranking is still complete)', async () => {
    const { page } = await visit('/wildcard-voting', DESKTOP, { javaScriptEnabled: false })
    expect(await page.getByRole('searchbox', { name: votingGridCopy.searchLabel }).isDisabled()).toBe(true)
    expect(await shownCards(page)).toBe(votingStartups.length)
  })
})

const shown = (page: import('playwright-core').Page, selector: string) =>
  page.evaluate(
    (selector) => [...document.querySelectorAll<HTMLElement>(selector)].filter((li) => li.checkVisibility()).length,
    selector,
  )

describe('the lists of /spotlight', () => {
  const benefits = spotlightBenefits.items.length
  const network = networkPartners.map((partner) => `[data-partner="${partner.id}"]`).join(', ')

  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])(
    'stack on a phone, the benefits opening with "Alle anzeigen", all four network partners shown (%s)',
    async (_name, javaScriptEnabled) => {
      const { page } = await visit('/spotlight', PHONE, { javaScriptEnabled })
      expect(await shown(page, '[data-benefit]')).toBe(3)
      const moreBenefits = page.locator('[data-benefits-more] > summary')
      expect(await moreBenefits.textContent()).toContain(`Alle ${benefits} Vorteile anzeigen`)
      await moreBenefits.click()
      expect(await shown(page, '[data-benefit]')).toBe(benefits)
      expect(await moreBenefits.textContent()).toContain('Weniger anzeigen')

      // Four short cards: all shown (two behind a button saved nothing).
      expect(await shown(page, network)).toBe(networkPartners.length)
      expect(await page.locator('[data-partners-more]').count()).toBe(0)
      // Stacked, not a carousel: each card is as wide as the list, one under the other.
      const boxes = await page
        .locator('[data-benefit]')
        .evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect()).map(({ left, top }) => ({ left, top })),
        )
      expect(new Set(boxes.map((box) => box.left)).size).toBe(1)
      expect(boxes.map((box) => box.top)).toEqual([...boxes.map((box) => box.top)].sort((a, b) => a - b))
    },
  )

  it('show every benefit and partner on a desktop, without the toggle', async () => {
    const { page } = await visit('/spotlight', DESKTOP)
    expect(await shown(page, '[data-benefit]')).toBe(benefits)
    expect(await shown(page, network)).toBe(networkPartners.length)
    expect(await page.locator('[data-benefits-more]').isVisible()).toBe(false)
  })
})

describe('the profile beside the demo phone on /angels', () => {
  const profileText = (page: import('playwright-core').Page) =>
    page.locator('article[aria-labelledby="profil-titel"] p.more-text').evaluate((text) => {
      const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight)
      return Math.round(text.getBoundingClientRect().height / lineHeight)
    })

  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])(
    'shows three lines of the text on a phone and all after "Mehr lesen", its facts on one line each, the phone’s controls one under the other (%s)',
    async (_name, javaScriptEnabled) => {
      const { page } = await visit('/angels', PHONE, { javaScriptEnabled })
      expect(await profileText(page)).toBe(3)
      const more = page.locator('[data-profile-more] > summary')
      expect(await more.textContent()).toContain('Mehr lesen')
      await more.click()
      expect(await profileText(page)).toBeGreaterThan(3)
      expect(await more.textContent()).toContain('Weniger anzeigen')

      // Each fact's value on one line (review 7.2: „12 Personen“ wrapped in three equal columns).
      const facts = await page.locator('article[aria-labelledby="profil-titel"] dl dd').evaluateAll((values) =>
        values.map((value) => {
          const lineHeight = Number.parseFloat(getComputedStyle(value).lineHeight)
          return Math.round(value.getBoundingClientRect().height / lineHeight)
        }),
      )
      expect(facts).toEqual([1, 1, 1])

      // The phone's three controls under it, one under the other, each drawn left of its line and inside the screen
      // (review 30: a row of four steps repeated the hero and the benefits; the Full-Profile pill first stood out left).
      const controls = await page.locator('#demo [data-demo-controls] > li').evaluateAll((items) =>
        items.map((item) => {
          const [mark, text] = [...item.children].map((child) => child.getBoundingClientRect())
          const drawn = item.firstElementChild?.firstElementChild?.getBoundingClientRect()
          return {
            left: Math.round(item.getBoundingClientRect().left),
            centre: Math.round(drawn ? drawn.left + drawn.width / 2 : -1),
            markInside: (mark?.left ?? -1) >= 0 && (mark?.right ?? 0) <= (text?.left ?? 0),
            pill: Math.round((item.querySelector('[lang="en"]') ?? item).getBoundingClientRect().left),
            textLeft: Math.round(text?.left ?? 0),
          }
        }),
      )
      expect(controls).toHaveLength(3)
      expect(new Set(controls.map((control) => control.left)).size).toBe(1)
      expect(controls.every((control) => control.markInside && control.pill >= control.left)).toBe(true)
      // One fixed column for the drawn controls, so every line's words start at one x (review 31: gaps of 25–80 px).
      expect(new Set(controls.map((control) => control.textLeft)).size).toBe(1)
      // Fix round 31: the drawn controls flush left in a 104 px column left 20–64 px before the words; now each is
      // centred in a 96 px column, the pill inside it.
      expect(new Set(controls.map((control) => control.centre)).size).toBe(1)

      // The hero's feed: two lines a row, the phase badge on the field's line (review 30: three lines a row at 390 px).
      const rows = await page.locator('[data-feed-pitch]').evaluateAll((items) =>
        items.map((item) => {
          const meta = item.querySelector('[data-feed-meta]')
          const [badge, field] = meta ? [...meta.children].map((child) => child.getBoundingClientRect()) : []
          const name = item.querySelector('.font-semibold')?.getBoundingClientRect()
          return {
            badgeBesideField: Boolean(
              badge && field && Math.abs(badge.top + badge.height / 2 - (field.top + field.height / 2)) < 2,
            ),
            nameAbove: Boolean(name && badge && name.bottom <= badge.top),
          }
        }),
      )
      expect(rows).toHaveLength(3)
      expect(rows.every((row) => row.badgeBesideField && row.nameAbove)).toBe(true)
    },
  )

  it.each([
    ['1024', { width: 1024, height: 800 }],
    ['1280', DESKTOP],
  ])(
    'names each control of the phone on a line from the control itself, the last running on to the profile (%s px)',
    async (_name, viewport) => {
      // Review 31: the legend stood under the phone with a lone „→“ and the profile floated beside it; now callouts.
      const { page } = await visit('/angels', viewport)
      const geometry = await page.locator('#demo').evaluate((demo) => {
        const box = (element: Element | null | undefined) => element?.getBoundingClientRect()
        const phone = demo.querySelector('[data-island="DemoCard"]')
        const buttons = [...(phone?.querySelectorAll('button, a') ?? [])]
        const label = [...(phone?.querySelectorAll('span') ?? [])].find((span) => span.textContent === 'Match')
        const targets = {
          watchlist: box(buttons.find((button) => button.getAttribute('aria-label')?.includes('Merkliste'))),
          match: box(label?.parentElement),
          profile: box(buttons.find((button) => button.textContent?.startsWith('Full Profile'))),
        }
        const profile = box(demo.querySelector('article[data-profile-of-phone]'))
        const callouts = [...demo.querySelectorAll('[data-callout]')].map((callout) => {
          const line = callout.getBoundingClientRect()
          const target = targets[callout.getAttribute('data-callout') as keyof typeof targets]
          const dot = callout.querySelector('[data-callout-dot]')?.getBoundingClientRect()
          return {
            name: callout.getAttribute('data-callout'),
            offY: target ? Math.abs(line.bottom - (target.top + target.height / 2)) : 999,
            offX: target ? Math.abs(line.left - target.right) : 999,
            // The dot beside the control, not on it (fix round 31: the dots sat on the heart and the MATCH chip).
            dotGap: dot && target ? dot.left - target.right : -99,
            right: Math.round(line.right),
            textLeft: Math.round(callout.querySelector('span.text-ink-700')?.getBoundingClientRect().left ?? 0),
          }
        })
        return {
          callouts,
          profileLeft: Math.round(profile?.left ?? 0),
          profileTop: profile?.top,
          profileBottom: profile?.bottom,
          phoneTop: box(phone)?.top,
          phoneBottom: box(phone)?.bottom,
        }
      })
      expect(geometry.callouts.map((callout) => callout.name)).toEqual(['watchlist', 'match', 'profile'])
      for (const callout of geometry.callouts) {
        expect(callout.offY, `${callout.name} at its control's height`).toBeLessThan(8)
        expect(callout.offX, `${callout.name} from its control's edge`).toBeLessThan(12)
        expect(callout.dotGap, `${callout.name}'s dot beside its control`).toBeGreaterThanOrEqual(1)
        expect(callout.dotGap, `${callout.name}'s dot beside its control`).toBeLessThanOrEqual(6)
      }
      // Fix round 31: two lines stopped at ~650 px, the third ran on: now the notes' lines end on one x, 32 px before the
      // profile, their words start on one x, and the connector runs on to the profile's edge.
      const [watchlist, match, connector] = geometry.callouts
      expect(watchlist?.right).toBe(geometry.profileLeft - 32)
      expect(match?.right).toBe(geometry.profileLeft - 32)
      expect(new Set(geometry.callouts.map((callout) => callout.textLeft)).size).toBe(1)
      expect(Math.abs((connector?.right ?? 0) - geometry.profileLeft)).toBeLessThanOrEqual(1)
      // The profile stands level with the phone, top and foot (fix round 31: its foot ran ~30 px below the phone's).
      expect(Math.abs((geometry.profileTop ?? 0) - (geometry.phoneTop ?? 99))).toBeLessThanOrEqual(1)
      expect(Math.abs((geometry.profileBottom ?? 0) - (geometry.phoneBottom ?? 99))).toBeLessThanOrEqual(1)
      expect(await page.locator('#demo [data-demo-controls] [class*="i-lucide-arrow"]').count()).toBe(0)
    },
  )

  it('shows the whole text on a desktop, without the toggle', async () => {
    const { page } = await visit('/angels', DESKTOP)
    expect(await profileText(page)).toBeGreaterThan(3)
    expect(await page.locator('[data-profile-more]').isVisible()).toBe(false)
  })
})
