import { afterAll, describe, expect, it } from 'vitest'
import { votingGridCopy } from '../../data/voting-grid-copy'
import { confirmLink } from '../support/smtp'
import { closeBrowser, DESKTOP, openPage, PHONE, realConsoleErrors } from './browser'
import { type Card, cards, heart, settled, showAllCards, votingPage } from './voting-page'

// The e-mail step of the vote, as a visitor goes through it: with JavaScript inline in the ranking, without
// it as plain forms. A heart counts only after the link from the mail was confirmed.

const voting = votingPage()
const { openVoting, track } = voting
afterAll(closeBrowser)

/** The confirmation link in the newest mail to `email`. */
async function linkFor(email: string, count: number) {
  const mails = await voting.smtp.waitFor(count)
  const mail = [...mails].reverse().find((m) => m.to.includes(email))
  return new URL(confirmLink(mail?.raw ?? '')).pathname + new URL(confirmLink(mail?.raw ?? '')).search
}

describe('the e-mail step of the vote', () => {
  it('with JavaScript: the first heart waits and opens the e-mail step as a dialog, the confirmed link makes it count', async () => {
    const watched = await openVoting(PHONE, { anonymous: true })
    const { page } = watched
    const target = (await cards(page))[7] as Card
    // With JavaScript the rule under the list asks for no address before a heart needs one (the plain form is the
    // no-script path).
    expect(await page.locator('#stimme-email').isVisible()).toBe(false)
    await heart(page, target.id).click()
    await settled(page)
    // The step opens over the list, where the heart was tapped, as a modal dialog with the field in it.
    await page.getByRole('dialog', { name: votingGridCopy.confirmTitle }).waitFor()
    const dialog = page.locator('dialog[data-voter-dialog]')
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
    const step = dialog.locator('[data-voter-step="ask"]')
    await step.waitFor()
    expect(await page.locator(`[data-vote-waiting="${target.id}"]`).textContent()).toBe('wartet auf Bestätigung')
    expect((await cards(page)).find((card) => card.id === target.id)?.votes, 'a waiting heart does not count').toBe(
      target.votes,
    )
    // A throwaway address is refused at the field.
    await step.getByLabel('Deine E-Mail-Adresse').fill('test@mailinator.com')
    await step.getByRole('button', { name: 'Stimme bestätigen' }).click()
    await page.getByRole('alert').filter({ hasText: 'Wegwerf-Adressen' }).waitFor()

    const sent = voting.smtp.received.length
    await step.getByLabel('Deine E-Mail-Adresse').fill('mit-js@example.org')
    await step.getByRole('button', { name: 'Stimme bestätigen' }).click()
    await dialog.locator('[data-voter-step="sent"]').waitFor()
    expect(await dialog.getByRole('heading').textContent()).toBe(votingGridCopy.confirmSentTitle)
    await dialog.getByRole('button', { name: votingGridCopy.confirmDone }).click()
    // Closed, the note stays above the list.
    await page.locator('[data-voter-step="sent"]').waitFor()
    expect(await dialog.isVisible()).toBe(false)

    await page.goto(await linkFor('mit-js@example.org', sent + 1))
    expect(await page.locator('[data-confirmation="ready"]').count()).toBe(1)
    await page.getByRole('button', { name: 'Stimme bestätigen' }).click()
    await page.getByRole('heading', { name: 'Deine Stimme zählt' }).waitFor()

    await page.goto('/wildcard-voting')
    await page.locator('#ranking').scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-island="VotingGrid"][data-hydrated="true"]', { state: 'attached' })
    await showAllCards(page)
    await page.waitForFunction(
      (id) => document.querySelector(`[data-vote-button="${id}"]`)?.getAttribute('aria-pressed') === 'true',
      target.id,
    )
    const card = (await cards(page)).find((c) => c.id === target.id) as Card
    expect(card.votes).toBe(target.votes + 1)
    expect(await page.locator('[data-vote-waiting]').count()).toBe(0)
    // Take it back, so the other tests start from the sample counts.
    await heart(page, target.id).click()
    await settled(page)
    // The browser reports the refused throwaway address (400) as a failed resource: that one only.
    expect(realConsoleErrors(watched)).toEqual([expect.stringContaining('status of 400')])
  })

  it('without JavaScript: the heart leads to the e-mail form, the form to a page saying the mail is on its way', async () => {
    const watched = track(await openPage(DESKTOP, { baseURL: voting.url, javaScriptEnabled: false }))
    const { page } = watched
    await page.goto('/wildcard-voting')
    const target = (await cards(page))[11] as Card
    await heart(page, target.id).click()
    await page.waitForURL(/\/wildcard-voting#stimme-bestaetigen$/)
    const rule = page.locator('#stimme-bestaetigen')
    expect(await rule.textContent()).toContain('Eine Stimme pro Person und Startup')
    const sent = voting.smtp.received.length
    await rule.getByLabel('Deine E-Mail-Adresse').fill('ohne-js@example.org')
    await rule.getByRole('button', { name: 'Stimme bestätigen' }).click()
    await page.getByRole('heading', { name: 'Schau in dein Postfach' }).waitFor()

    await page.goto(await linkFor('ohne-js@example.org', sent + 1))
    await page.getByRole('button', { name: 'Stimme bestätigen' }).click()
    await page.getByRole('heading', { name: 'Deine Stimme zählt' }).waitFor()
    await page.goto('/wildcard-voting')
    // The ranking is shared and read at most 2 s old.
    await expect
      .poll(
        async () => {
          await page.reload()
          return (await cards(page)).find((c) => c.id === target.id)?.votes
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(target.votes + 1)
    // Take it back (the browser is verified now: the heart posts and counts at once).
    await page.goto('/wildcard-voting')
    await heart(page, target.id).click()
    await page.waitForURL(/#startup-/)
    expect(realConsoleErrors(watched)).toEqual([])
  })
})
