import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { wildcardWinner } from '../../data/spotlight-results'
import { closeBrowser, DESKTOP, openPage, PHONE, previewServer, realConsoleErrors } from './browser'
import { announcement, type Card, cards, heart, settled, showAllCards, total, votingPage } from './voting-page'

// Voting with the heart, and votes that are stored (over a reload, without JavaScript, after the final).

const voting = votingPage()
const { openVoting, track } = voting
afterAll(closeBrowser)

describe('voting with the heart', () => {
  it('adds one vote, then takes it back, and announces the place', async () => {
    const watched = await openVoting()
    const { page } = watched
    const before = await cards(page)
    const target = before[4] as Card
    const sum = await total(page)
    // The note box under the prize card only appears with a problem to report (an empty box showed once).
    expect(await page.locator('[data-voting-note]').isVisible()).toBe(false)

    await heart(page, target.id).click()
    let after = await cards(page)
    let card = after.find((c) => c.id === target.id) as Card
    expect(card.votes).toBe(target.votes + 1)
    expect(card.pressed).toBe(true)
    expect(await heart(page, target.id).textContent()).toContain(`${target.votes + 1} Stimmen`)
    expect(await total(page)).toBe(sum + 1)
    const name = await page.locator(`li[data-startup="${target.id}"] [data-startup-name]`).textContent()
    expect(await announcement(page)).toBe(`Stimme für ${name} abgegeben\u00a0– jetzt Platz ${card.rank}`)

    await heart(page, target.id).click()
    after = await cards(page)
    card = after.find((c) => c.id === target.id) as Card
    expect(card.votes).toBe(target.votes)
    expect(card.pressed).toBe(false)
    expect(await total(page)).toBe(sum)
    expect(await announcement(page)).toBe(`Stimme für ${name} zurückgenommen\u00a0– jetzt Platz ${card.rank}`)
    expect(after).toEqual(before)
    expect(realConsoleErrors(watched)).toEqual([])
  })

  it('moves a card up in the DOM order when it overtakes another, and back on taking the vote back', async () => {
    const { page } = await openVoting()
    const before = await cards(page)
    // A card tied with the one above it: one more vote puts it ahead (ties keep the data order).
    const index = before.findIndex((card, i) => i > 0 && card.votes === before[i - 1]?.votes)
    expect(index, 'the sample data has a tie').toBeGreaterThan(0)
    const mover = before[index] as Card
    const overtaken = before[index - 1] as Card
    // Tied, both show one place.
    expect([overtaken.rank, mover.rank]).toEqual([index, index])

    await heart(page, mover.id).click()
    const after = await cards(page)
    expect(after.map((c) => c.id).indexOf(mover.id)).toBe(index - 1)
    expect(after.map((c) => c.id).indexOf(overtaken.id)).toBe(index)
    expect(after[index - 1]?.rank).toBe(index)
    expect(after[index]?.rank).toBe(index + 1)
    // Every other place is as before.
    const others = (list: Card[]) => list.filter((_, i) => i !== index).map((c) => c.rank)
    expect(others(after)).toEqual(others(before))
    expect(await announcement(page)).toContain(`jetzt Platz ${index}`)
    // The pressed heart keeps the focus although its card moved.
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.voteButton)).toBe(mover.id)

    await heart(page, mover.id).click()
    expect((await cards(page)).map((c) => c.id)).toEqual(before.map((c) => c.id))
  })

  it('keeps the list sorted by descending votes after every toggle', async () => {
    const { page } = await openVoting()
    const ids = (await cards(page)).map((c) => c.id)
    for (const id of [ids[19], ids[12], ids[6], ids[12], ids[7], ids[19], ids[6], ids[7]]) {
      await heart(page, id as string).click()
      const now = await cards(page)
      const votes = now.map((c) => c.votes)
      expect(votes).toEqual([...votes].sort((a, b) => b - a))
    }
  })

  it('never lets a count go below 0', async () => {
    const { page } = await openVoting(PHONE)
    const zero = (await cards(page)).find((card) => card.votes === 0) as Card
    expect(zero, 'a startup without votes').toBeDefined()
    const seen: number[] = []
    for (let i = 0; i < 5; i++) {
      await heart(page, zero.id).click()
      seen.push((await cards(page)).find((card) => card.id === zero.id)?.votes ?? -1)
    }
    expect(seen).toEqual([1, 0, 1, 0, 1])
    expect(await heart(page, zero.id).textContent()).toContain('1 Stimme')
    expect(Math.min(...(await cards(page)).map((card) => card.votes))).toBeGreaterThanOrEqual(0)
    await settled(page)
    expect((await cards(page)).find((card) => card.id === zero.id)?.votes, 'the server agrees').toBe(1)
    await heart(page, zero.id).click()
  })

  it('animates the cards to their new places, but not under reduced motion', async () => {
    const moving = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page } = await openVoting(DESKTOP, { reducedMotion })
      const before = await cards(page)
      const index = before.findIndex((card, i) => i > 0 && card.votes === before[i - 1]?.votes)
      // Every animation of a card is collected from the click until the vote has settled, frame by frame: read
      // once after the click, a busy machine could look before the move starts or after it ended.
      await page.evaluate(() => {
        const seen = new Set<Animation>()
        const w = window as unknown as { cardMoves: Set<Animation>; collecting: boolean }
        w.cardMoves = seen
        w.collecting = true
        const collect = () => {
          for (const animation of document.getAnimations())
            if ((animation.effect as KeyframeEffect | null)?.target?.matches('li[data-startup]')) seen.add(animation)
          if (w.collecting) requestAnimationFrame(collect)
        }
        collect()
      })
      await heart(page, (before[index] as Card).id).click()
      await settled(page)
      const durations = await page.evaluate(() => {
        const w = window as unknown as { cardMoves: Set<Animation>; collecting: boolean }
        w.collecting = false
        return [...w.cardMoves].map((animation) => Number(animation.effect?.getTiming().duration))
      })
      await heart(page, (before[index] as Card).id).click()
      return durations
    }
    const animated = await moving('no-preference')
    expect(animated.length).toBeGreaterThanOrEqual(2)
    for (const duration of animated) expect(duration).toBe(300)
    expect(await moving('reduce')).toEqual([])
  })

  it('links „Pitch einreichen“ to /spotlight-registration and back to /spotlight', async () => {
    const { page } = await openVoting()
    // Once in the hero and once under the ranking (not inside the ranking, where it split the list on phones).
    const apply = page.locator('main a', { hasText: 'Pitch einreichen' })
    expect(await apply.count()).toBe(2)
    for (const link of await apply.all()) expect(await link.getAttribute('href')).toBe('/spotlight-registration')
    expect(await page.locator('[data-island="VotingGrid"] a', { hasText: 'Pitch einreichen' }).count()).toBe(0)
    expect(await page.locator('a', { hasText: 'Zurück zum Spotlight' }).getAttribute('href')).toBe('/spotlight')
    expect(await page.locator('a', { hasText: 'Share-Bild erstellen' }).first().getAttribute('href')).toBe(
      '/wildcard-share',
    )
  })
})

describe('votes that are stored', () => {
  const card = async (page: Page, id: string) => (await cards(page)).find((c) => c.id === id) as Card

  it('keeps the visitor’s vote over a reload (JavaScript on)', async () => {
    const watched = await openVoting(PHONE)
    const { page } = watched
    const before = await card(page, 'antragsweg')
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/votes/antragsweg') && r.status() === 200)
    await heart(page, 'antragsweg').click()
    await answered
    // The page is the same for everyone (its counts at most 2 s old); the visitor's own hearts arrive after hydration.
    await expect
      .poll(
        async () => {
          await page.reload({ waitUntil: 'load' })
          await page.locator('#ranking').scrollIntoViewIfNeeded()
          await page.waitForSelector('[data-island="VotingGrid"][data-hydrated="true"]', { state: 'attached' })
          await showAllCards(page)
          await page
            .waitForFunction(
              () => document.querySelector('[data-vote-button="antragsweg"]')?.getAttribute('aria-pressed') === 'true',
              undefined,
              { timeout: 3000 },
            )
            .catch(() => undefined)
          return card(page, 'antragsweg')
        },
        { timeout: 15_000, interval: 500 },
      )
      .toMatchObject({ votes: before.votes + 1, pressed: true })
    // Take it back, so the other tests see the counts they started with.
    const back = page.waitForResponse((r) => r.url().endsWith('/api/votes/antragsweg'))
    await heart(page, 'antragsweg').click()
    expect((await (await back).json()).voted).toBe(false)
    expect(realConsoleErrors(watched)).toEqual([])
  })

  it('works without JavaScript: a verified visitor’s heart posts a form and the vote counts', async () => {
    const watched = track(await openPage(DESKTOP, { baseURL: voting.url, javaScriptEnabled: false }))
    const { page, context } = watched
    await context.addCookies([{ ...voting.voterCookie, url: voting.url }])
    await page.goto('/wildcard-voting')
    const before = await card(page, 'flottenfunk')
    await Promise.all([page.waitForURL(/\/wildcard-voting#startup-flottenfunk$/), heart(page, 'flottenfunk').click()])
    await expect
      .poll(
        async () => {
          await page.reload({ waitUntil: 'load' })
          return (await card(page, 'flottenfunk')).votes
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(before.votes + 1)
    // Without JavaScript the shared page cannot show whose heart it is: taking it back is the form's other intent.
    const back = await page.request.post('/api/votes/flottenfunk', {
      form: { intent: 'remove' },
      headers: { origin: voting.url },
      maxRedirects: 0,
    })
    expect(back.status()).toBe(303)
  })

  it('shows the ranking read-only with the winner after the final', async () => {
    const after = await previewServer('2025-11-21T12:00:00+01:00')
    // Closed here, before its server stops (not by `track` after the test).
    const watched = await openPage(DESKTOP, { baseURL: after.url })
    try {
      const { page } = watched
      await page.goto('/wildcard-voting')
      expect(await page.locator('[data-vote-button]').count()).toBe(0)
      const note = await page.locator('[data-voting-note]').textContent()
      // The published result of data/spotlight-results.ts, not the live counts.
      const { startup, votes } = wildcardWinner
      expect(note).toContain(
        `Das Voting ist beendet: Die Wildcard fürs Finale hat ${startup.name} mit ${votes.toLocaleString('de-DE')}\u00a0Stimmen gewonnen.`,
      )
      expect(await page.locator('[data-island="VotingGrid"]').count()).toBe(0)
      expect(
        await page.locator('[data-ranking-list="final"] [data-startup]').first().getAttribute('data-startup'),
      ).toBe(startup.id)
      expect(realConsoleErrors(watched)).toEqual([])
      // On a phone every row stays inside the list, its name whole (round 26: counts and prizes ran off the screen).
      const phone = await openPage(PHONE, { baseURL: after.url })
      try {
        await phone.page.goto('/wildcard-voting')
        const cut = await phone.page.evaluate(() => {
          const list = document.querySelector('[data-ranking-list]')
          const edge = list?.getBoundingClientRect().right ?? 0
          return [...(list?.querySelectorAll<HTMLElement>('[data-startup]') ?? [])]
            .filter((row) => {
              const name = row.querySelector('[data-startup-name]')
              return (
                row.getBoundingClientRect().right > edge + 0.5 || (name ? name.scrollWidth > name.clientWidth : true)
              )
            })
            .map((row) => row.dataset.startup)
        })
        expect(cut).toEqual([])
      } finally {
        await phone.close()
      }
    } finally {
      await watched.close()
      await after.stop()
    }
  })
})

describe('the ranking’s rows', () => {
  // Review 28: seven pieces a row read as a table. A row shows rank, logo, name, branch, a bar and the heart; the pitch
  // opens under the name, whole (round 26: clamped sentences ended mid-word).
  it.each([DESKTOP, { width: 1536, height: 900 }, PHONE])(
    'keep every startup’s sentence behind its name and show it whole when opened at $width px',
    async (viewport) => {
      const watched = await openPage(viewport)
      try {
        await watched.page.goto('/wildcard-voting', { waitUntil: 'load' })
        const shown = watched.page.locator('[data-row-description]')
        expect(await shown.count()).toBeGreaterThan(10)
        expect(await watched.page.locator('[data-row-description]:visible').count()).toBe(0)
        const row = watched.page.locator('[data-row-details]').first()
        await row.locator('summary').click()
        const opened = row.locator('[data-row-description]')
        await expect.poll(() => opened.isVisible()).toBe(true)
        const cut = await opened.evaluate(
          (p) => p.scrollHeight > p.clientHeight + 1 || p.scrollWidth > p.clientWidth + 1,
        )
        expect(cut).toBe(false)
        // The bar is a bar from 640 px: at least 8 px high and 128 px long; on phones the row leaves it out.
        const bar = await watched.page
          .locator('[data-vote-bar]')
          .first()
          .evaluate((element) => {
            const box = element.getBoundingClientRect()
            return { height: box.height, width: box.width }
          })
        if (viewport.width >= 640) {
          expect(bar.height).toBeGreaterThanOrEqual(8)
          expect(bar.width).toBeGreaterThanOrEqual(128)
        } else expect(bar.width).toBe(0)
      } finally {
        await watched.close()
      }
    },
  )
})

describe('the ranking’s layout (review 29)', () => {
  it('reads a row as one line of data at 1280 px: name, branch and tags in columns that line up row under row', async () => {
    const watched = await openPage(DESKTOP)
    try {
      await watched.page.goto('/wildcard-voting', { waitUntil: 'load' })
      const rows = await watched.page.locator('[data-row-details] summary').evaluateAll((summaries) =>
        summaries.map((summary) => {
          const tags = summary.querySelector('[data-row-tags]')?.getBoundingClientRect()
          const chip = summary.querySelector('.chip')?.getBoundingClientRect()
          const bar = summary.closest('article')?.querySelector('[data-vote-bar]')?.getBoundingClientRect()
          return {
            tags: tags?.left ?? 0,
            tagsWidth: tags?.width ?? 0,
            chip: chip?.left ?? 0,
            gap: (bar?.left ?? 0) - (tags?.right ?? 0),
            height: summary.getBoundingClientRect().height,
          }
        }),
      )
      expect(rows.length).toBeGreaterThan(10)
      const [first] = rows
      for (const row of rows) {
        expect(row.tagsWidth).toBeGreaterThan(0)
        expect(row.tags).toBe(first?.tags)
        expect(row.chip).toBe(first?.chip)
        // No wide empty middle: the tags column runs up to the bar's column.
        expect(row.gap).toBeLessThan(80)
      }
    } finally {
      await watched.close()
    }
  })

  it('keeps the top three compact on a phone, each heart beside its name, the pitch collapsed', async () => {
    const watched = await openPage(PHONE)
    try {
      await watched.page.goto('/wildcard-voting', { waitUntil: 'load' })
      const podium = await watched.page.locator('li[data-startup]').evaluateAll((items) =>
        items.slice(0, 3).map((item) => {
          const name = item.querySelector('[data-startup-name]')?.getBoundingClientRect()
          const vote = item.querySelector('[data-vote-button]')?.getBoundingClientRect()
          return {
            height: item.querySelector('article')?.getBoundingClientRect().height ?? 0,
            rank: item.querySelector('[data-rank]')?.textContent ?? '',
            nameBottom: name?.bottom ?? 0,
            voteTop: vote?.top ?? 0,
            voteRight: vote?.right ?? 0,
            right: item.getBoundingClientRect().right,
            description: item.querySelector('[data-podium-description]')?.getBoundingClientRect().height ?? -1,
          }
        }),
      )
      expect(podium).toHaveLength(3)
      for (const [index, card] of podium.entries()) {
        // Was 336 px a card (a screen and a half for the three), then ~270 px; review 30: the pitch and the tags show
        // from 640 px only, so place 1 (with its lead) stays under 250 px and places 2 and 3 under 200 px.
        expect(card.height).toBeLessThan(index === 0 ? 250 : 200)
        expect(card.description).toBe(0)
        expect(card.rank).toContain(`Platz ${index + 1}`)
        expect(card.voteTop).toBeLessThan(card.nameBottom)
        expect(card.voteRight).toBeLessThanOrEqual(card.right)
      }
    } finally {
      await watched.close()
    }
  })
})
