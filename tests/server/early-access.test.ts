import { describe, expect, it } from 'vitest'
import { nextSteps, noMail, onboardingStep, roleSteps } from '../../components/confirmation/copy'
import { consentVersions, noLinkNotice, signUpMessages, signUpPhaseCopy } from '../../data/signup'
import { createClock } from '../../server/clock'
import { FORM } from '../support/app'
import { visibleText } from '../support/html'
import { confirmLink } from '../support/smtp'
import { confirmByLink, databaseStores, type Kind, postSignUp, VOTING } from '../support/stores'

// Early-access sign-ups (double opt-in) on both databases.

/** A page's next steps as "state: title", read from its HTML. */
const stepsOf = (html: string) =>
  [...html.matchAll(/<li[^>]*data-step="(\w+)"[^>]*>[\s\S]*?<h3[^>]*>([\s\S]*?)<\/h3>/g)].map(
    ([, state, title]) => `${state}: ${(title ?? '').replace(/<[^>]+>/g, '').replace(/^Schritt \d+: /, '')}`,
  )

const stores = databaseStores()
const { newStore, appWith } = stores

describe.each<Kind>(['pglite', 'postgres'])('early access on %s', (kind) => {
  it('stores a sign-up once, mails a link that confirms it, and answers the same for a known address', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const before = stores.smtp.received.length
    const email = `Gruenderin.${kind}@Example.org`
    const first = await postSignUp(app, { email })
    expect(first.statusCode).toBe(202)
    expect(first.json()).toEqual({ ok: true })
    const again = await postSignUp(app, { email: email.toLowerCase(), role: 'angel', tag: 'thank_you' })
    expect(again.statusCode).toBe(202)
    expect(again.json()).toEqual(first.json())

    // One mail: a second sign-up of a pending address within the hour queues none (no mail bombs).
    const mails = await stores.smtp.waitFor(before + 1)
    const mail = mails.slice(before).find((m) => m.to.includes(email.toLowerCase()))
    expect(mail?.raw).toContain('Subject: =?UTF-8?Q?Bitte_best=C3=A4tige_deine_Anmeldung')
    const link = confirmLink(mail?.raw ?? '')
    expect(link.startsWith('https://onepitch.test/api/confirm?token=')).toBe(true)
    // The token is opaque: it does not carry the address.
    const token = new URL(link).searchParams.get('token') ?? ''
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('example')

    const { opened, pressed } = await confirmByLink(app, link)
    // Opening the link (a mail scanner does) confirms nothing: it shows the button.
    expect(opened.statusCode).toBe(200)
    expect(opened.body).toContain('data-confirmation="ready"')
    expect(opened.body).toContain('Anmeldung bestätigen')
    const confirmed = pressed ?? opened
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.headers['content-type']).toContain('text/html')
    expect(confirmed.body).toContain('Willkommen an Bord!')
    expect(confirmed.body).toContain('data-confirmation="confirmed"')
    expect(confirmed.headers['cache-control']).toBe('private, no-store')
    // The way on for a startup: the sign-up and the confirmation done, the pitch the step for now.
    expect(stepsOf(confirmed.body)).toEqual([
      `done: ${nextSteps.done.signup}`,
      `done: ${nextSteps.done.confirmed}`,
      `now: ${roleSteps.startup.title}`,
      `next: ${nextSteps.steps[1].title}`,
      `next: ${onboardingStep.prelaunch.title}`,
    ])
    await app.close()

    expect((await stores.mails(store)).map((row) => row.recipient)).toEqual([email.toLowerCase()])
    const rows = await stores.signUps(store)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      email: email.toLowerCase(),
      role: 'startup',
      tag: 'lp1_hero',
      consentVersion: consentVersions.prelaunch,
    })
    expect(rows[0]?.confirmedAt).toBeInstanceOf(Date)
  })

  it('shows an angel and a partner their own next steps once confirmed', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const confirmedAs = async (role: string, email: string) => {
      const before = stores.smtp.received.length
      expect((await postSignUp(app, { email, role, tag: 'mediadaten_cta' })).statusCode).toBe(202)
      const mails = await stores.smtp.waitFor(before + 1)
      const mail = mails.slice(before).find((m) => m.to.includes(email))
      const { pressed } = await confirmByLink(app, confirmLink(mail?.raw ?? ''))
      return stepsOf(pressed?.body ?? '')
    }
    expect(await confirmedAs('angel', `angel.${kind}@example.org`)).toEqual([
      `done: ${nextSteps.done.signup}`,
      `done: ${nextSteps.done.confirmed}`,
      `now: ${roleSteps.angel.title}`,
      `next: ${nextSteps.steps[1].title}`,
      `next: ${onboardingStep.prelaunch.title}`,
    ])
    // A partner talks with us: no founders' onboarding.
    expect(await confirmedAs('partner', `partner.${kind}@example.org`)).toEqual([
      `done: ${nextSteps.done.signup}`,
      `done: ${nextSteps.done.confirmed}`,
      `now: ${roleSteps.partner.title}`,
      `next: ${nextSteps.steps[1].title}`,
    ])
    await app.close()
  })

  it('stores a partner from the media-data card, whose form sends the role without asking', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const page = await app.inject({ method: 'GET', url: '/mediadaten-spotlight' })
    const form = page.body.match(/<form[^>]*data-signup-form="mediadaten_cta"[\s\S]*?<\/form>/)?.[0] ?? ''
    expect(form).toContain('<input type="hidden" name="role" value="partner"/>')
    expect(form).not.toContain('type="radio"')
    // Its privacy note names what this address is for: the partner news, not the early access.
    const note = form.match(/<p[^>]*data-privacy-note[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? ''
    expect(note).toContain('um dir Partnerpakete, Termine und Ergebnisse des Spotlights zu schicken')
    expect(note).not.toContain('Early Access')
    const email = `sponsor.${kind}@example.org`
    const answer = await postSignUp(app, { email, role: 'partner', tag: 'mediadaten_cta' })
    expect(answer.statusCode).toBe(202)
    await app.close()
    const stored = (await stores.signUps(store)).find((row) => row.email === email)
    expect(stored).toMatchObject({ role: 'partner', tag: 'mediadaten_cta' })
  })

  it('tells the person signing up someone else on /thank-you that the address is theirs, not the sender’s', async () => {
    const app = await appWith(await newStore(kind))
    const page = await app.inject({ method: 'GET', url: '/thank-you' })
    await app.close()
    const form = page.body.match(/<form[^>]*data-signup-form="thank_you"[\s\S]*?<\/form>/)?.[0] ?? ''
    const note = form.match(/<p[^>]*data-privacy-note[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? ''
    expect(note).toContain('Wir speichern die E-Mail-Adresse')
    expect(note).toContain('Sie bekommt einen eigenen Bestätigungslink')
    expect(note).not.toContain('deine')
  })

  it('keeps the whole privacy note one tap under the button, with the privacy policy linked', async () => {
    const app = await appWith(await newStore(kind))
    const page = await app.inject({ method: 'GET', url: '/startups' })
    await app.close()
    const form = page.body.match(/<form[^>]*data-signup-form="lp1_hero"[\s\S]*?<\/form>/)?.[0] ?? ''
    const details = form.match(/<details[\s\S]*?<\/details>/)?.[0] ?? ''
    expect(details).toMatch(/<summary[^>]*>Datenschutz: was wir speichern/)
    // The note a sign-up agrees to is the stage's note, word for word (its consent version is stored).
    expect(details).toContain(signUpPhaseCopy.prelaunch.privacy)
    expect(details).toMatch(/href="https:\/\/app\.onepitch\.de\/datenschutz"[^>]*target="_blank"/)
  })

  it('explains itself when opened without a link: the mail to look for, its inboxes first, then a new link', async () => {
    const app = await appWith(await newStore(kind))
    const page = await app.inject({ method: 'GET', url: '/early-access/bestaetigung' })
    await app.close()
    expect(page.statusCode).toBe(200)
    const html = page.body.replaceAll('<!-- -->', '')
    // The mail as it arrives (its subject from the texts the server sends), and the way to a new link.
    expect(html).toMatch(/Betreff „Bitte bestätige deine Anmeldung (zum OnePitch Early Access|bei OnePitch)“/)
    expect(html).toMatch(/<a [^>]*href="\/early-access#anmelden"[^>]*>Neuen Link anfordern/)
    // What went wrong and what the page is for in one quiet line under the lead, nothing above the h1 (round 27: a pill
    // above it read as an error and contradicted the h1, a paragraph under the lead said it again); then the inboxes,
    // the next step the h1 names, before the new link, which is outlined (round 27: it was the filled button, first).
    const hero = html.match(/<section[^>]*aria-labelledby="bestaetigung-titel"[\s\S]*?<\/section>/)?.[0] ?? ''
    const notice = hero.match(/<p role="status" class="([^"]*)" data-confirmation="none">([\s\S]*?)<\/p>/)
    expect(notice?.[1]).not.toContain('rounded-full')
    expect(visibleText(notice?.[2] ?? '').trim()).toBe(`${noLinkNotice.title}: ${noLinkNotice.text}`)
    expect(noLinkNotice.title).not.toMatch(/\.$/)
    expect(hero.split(noLinkNotice.text)).toHaveLength(2)
    expect(hero.slice(0, hero.indexOf('<h1'))).not.toContain('data-confirmation')
    expect(notice?.index ?? -1).toBeGreaterThan(hero.indexOf('class="lead'))
    expect(notice?.index ?? Number.POSITIVE_INFINITY).toBeLessThan(hero.indexOf('data-inbox-links'))
    // After the inboxes, a text link (review 7.3: it was the inboxes' outlined pill, every button on the page alike).
    const button = hero.match(/<a href="\/early-access#anmelden" class="prose-link[ "]/)
    expect(button?.index ?? -1).toBeGreaterThan(hero.indexOf('data-inbox-links'))
    expect(hero).not.toContain('btn-primary')
    // The five inboxes in an even grid of two on phones (three, then two, wrapped unevenly): a quiet grid of equal,
    // lighter tiles, grey-filled, no ring, shadow or pink (review 7.3), none of them a button style of the page.
    expect(hero.match(/<ul class="([^"]*)" aria-labelledby="postfach-oeffnen"/)?.[1]).toMatch(/\bgrid-cols-2\b/)
    const inboxes = [...hero.matchAll(/<a href="https:[^"]*"[^>]*class="([^"]*)"/g)].map(([, classes]) => classes)
    expect(inboxes).toHaveLength(5)
    expect(new Set(inboxes).size).toBe(1)
    expect(inboxes[0]).toMatch(/\bbg-ink-100\/70\b/)
    expect(inboxes[0]).not.toMatch(/btn|shadow|ring|brand/)
  })

  it('rejects bad input with German messages at the field, in JSON and as the re-rendered page', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const badEmail = await postSignUp(app, { email: 'keine-adresse' })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      field: 'email',
      message: signUpMessages.email,
    })
    const badRole = await postSignUp(app, { email: 'a@example.org', role: 'investor' })
    expect(badRole.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      field: 'role',
      message: signUpMessages.role,
    })

    // Without JavaScript: the page the form was on, with the message and the visitor's input.
    const page = await app.inject({
      method: 'POST',
      url: '/api/early-access',
      headers: FORM,
      payload: new URLSearchParams({
        email: 'name@firma',
        role: 'angel',
        tag: 'angels_signup',
        from: '/angels',
        website: '',
      }).toString(),
    })
    expect(page.statusCode).toBe(400)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain(signUpMessages.email.replace(/\u00a0/g, '\u00a0'))
    const emailInput = /<input id="signup-angels_signup-email"[^>]*>/.exec(page.body)?.[0] ?? ''
    expect(emailInput).toContain('value="name@firma"')
    expect(emailInput).toContain('aria-invalid="true"')
    // The angel page asks no role: its forms send it.
    expect(page.body).not.toContain('type="radio"')
    expect(page.body).toContain('<input type="hidden" name="role" value="angel"/>')
    expect(page.headers['cache-control']).toBe('private, no-store')
    // The page cache was not polluted: the next visitor gets the clean form.
    const clean = await app.inject({ method: 'GET', url: '/angels' })
    expect(clean.body).not.toContain('value="name@firma"')
    await app.close()
    expect(await stores.signUps(store)).toEqual([])
  })

  it('works as a plain HTML form (303 to /thank-you) and ignores a filled honeypot', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const form = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/early-access',
        headers: FORM,
        payload: new URLSearchParams(fields).toString(),
      })
    const angel = { role: 'angel', tag: 'mediadaten_cta', from: '/mediadaten-spotlight' }
    const ok = await form({ ...angel, email: 'angel@example.org' })
    expect(ok.statusCode).toBe(303)
    expect(ok.headers.location).toBe('/thank-you?als=angel')
    // The thanks name an angel's next steps; a role that is none of ours gets everyone's (the founders').
    const thanks = await app.inject({ method: 'GET', url: ok.headers.location as string })
    expect(stepsOf(thanks.body)).toEqual([
      `done: ${nextSteps.done.signup}`,
      `now: ${nextSteps.steps[0].title}`,
      `next: ${roleSteps.angel.title}`,
      `next: ${nextSteps.steps[1].title}`,
      `next: ${onboardingStep.prelaunch.title}`,
    ])
    expect(thanks.headers['cache-control']).toBe('private, no-store')
    const unknown = await app.inject({ method: 'GET', url: '/thank-you?als=%3Cscript%3E' })
    expect(unknown.statusCode).toBe(200)
    expect(stepsOf(unknown.body)[2]).toBe(`next: ${roleSteps.startup.title}`)
    // An address at one of the five mail services the thanks link to: its inbox is the filled button, the service's
    // name the one thing of the address in the URL; a name that is none of ours changes nothing.
    const gmx = await form({ ...angel, email: 'Angel.Zwei@GMX.de' })
    expect(gmx.headers.location).toBe('/thank-you?als=angel&postfach=gmx')
    const led = (await app.inject({ method: 'GET', url: gmx.headers.location as string })).body
    expect(led).toMatch(/<a href="https:\/\/www\.gmx\.net\/"[^>]*class="btn-primary[^"]*"[^>]*data-inbox-lead="gmx"/)
    expect(led).not.toContain('Angel.Zwei')
    expect(led).not.toContain('angel.zwei')
    const plain = (await app.inject({ method: 'GET', url: '/thank-you?als=angel&postfach=%3Cb%3E' })).body
    expect(plain).not.toContain('data-inbox-lead')
    // The same form with the hidden honeypot field filled: answered alike, stored nowhere.
    const bot = await form({ ...angel, email: 'bot@example.org', website: 'https://spam.example' })
    expect(bot.statusCode).toBe(303)
    await app.close()
    expect((await stores.signUps(store)).map((row) => row.email)).toEqual(['angel@example.org', 'angel.zwei@gmx.de'])
  })

  it('explains an invalid or expired link in German with status 400', async () => {
    const store = await newStore(kind)
    const app = await appWith(store)
    const invalid = await app.inject({ method: 'GET', url: '/api/confirm?token=abc.def' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.body).toContain('Dieser Link ist ungültig')
    // Its hero's button signs up again under another name than „Neuen Link anfordern“: the help links the form itself
    // instead of pointing to a button of that name above.
    const help = invalid.body.match(/<div[^>]*data-no-mail-help[\s\S]*?<\/ul>/)?.[0] ?? ''
    expect(help).toMatch(new RegExp(`<a [^>]*href="/early-access#anmelden"[^>]*>${noMail.again.link}</a>`))
    expect(help).not.toContain(' oben ')
    const forged = await app.inject({
      method: 'POST',
      url: '/api/confirm',
      headers: FORM,
      payload: `token=${'A'.repeat(43)}`,
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.body).toContain('Dieser Link ist ungültig')
    const before = stores.smtp.received.length
    await postSignUp(app, { email: `spaet.${kind}@example.org`, tag: 'thank_you' })
    const link = confirmLink((await stores.smtp.waitFor(before + 1)).at(-1)?.raw ?? '')
    await app.close()
    // Four days later (the link is valid for three), on a restarted server: known, but expired.
    const fourDays = 4 * 86_400_000
    const later = await appWith(store, {}, { clock: createClock(VOTING, () => Date.now() + fourDays) })
    const { opened: expired, pressed } = await confirmByLink(later, link)
    expect(expired.statusCode).toBe(400)
    expect(expired.body).toContain('Dieser Link ist abgelaufen')
    expect(pressed).toBeUndefined()
    await later.close()
  })
})
