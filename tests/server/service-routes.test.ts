import { describe, expect, it } from 'vitest'
import { defaultLinks } from '../../data/links'
import { expertHelp } from '../../pages/video-tipps/copy'
import { sharedTestApp } from '../support/app'
import { anchors, mainOf, visibleText as text } from '../support/html'

const { get } = sharedTestApp()

describe('/contact', () => {
  it('answers 301 to /kontakt', async () => {
    const response = await get('/contact')
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/kontakt')
  })
})

describe('/kontakt', () => {
  it('offers the chat in a new tab, the community banner, a mailto button and the 24-hour note', async () => {
    const response = await get('/kontakt')
    expect(response.statusCode).toBe(200)
    const links = anchors(response.body)
    const chat = links.find((a) => a.href === defaultLinks.chatSupport)
    expect(chat?.target).toBe('_blank')
    const community = links.find(
      (a) =>
        a.href?.startsWith(defaultLinks.communityChannel) &&
        new URL(a.href).searchParams.get('utm_content') === 'kontakt',
    )
    expect(community, 'community banner of the contact page').toBeDefined()
    expect(community?.target).toBe('_blank')
    expect(links.some((a) => a.href?.startsWith(`mailto:${defaultLinks.contact.email}`))).toBe(true)
    expect(response.body).toContain('Service &amp; Support')
    expect(response.body).toContain('Business &amp; Presse')
    expect(response.body).toContain('innerhalb von 24\u00a0Stunden')
  })

  it("offers e-mail once: the business card's button with the address quietly under it, none in the support card", async () => {
    const main = mainOf((await get('/kontakt')).body)
    const address = defaultLinks.contact.email
    const count = (html: string) => html.split(address).length - 1
    const card = (id: string) => new RegExp(`<article id="${id}"[\\s\\S]*?</article>`).exec(main)?.[0] ?? ''
    // Round 29: e-mail stood three times (a „Kein WhatsApp?“ row, the button, „Oder direkt an …“).
    expect(count(card('support'))).toBe(0)
    expect(card('support')).not.toContain('mailto:')
    expect(text(card('support'))).not.toMatch(/E-Mail/)
    expect(card('business')).toMatch(new RegExp(`<a href="mailto:${address}[^"]*" class="btn`))
    expect([...main.matchAll(/href="mailto:/g)]).toHaveLength(1)
    expect(count(card('business'))).toBe(2)
    // The address alone, right under the button, in the quiet detail size, left-aligned at every width (review 7.1:
    // left at 1280 px, centred at 390 px).
    expect(card('business')).toMatch(
      new RegExp(
        `</a><p class="[^"]*text-sm text-ink-600[^"]*" data-under="true" data-address="true">${address.replace('.', '\\.')}</p>`,
      ),
    )
    expect(card('business')).not.toMatch(/data-address[^>]*text-center|text-center[^>]*data-address/)
    expect(text(card('business'))).not.toContain('Oder direkt an')
    expect(count(main.slice(0, main.indexOf('</section>')))).toBe(0)
    expect(count(text(main))).toBe(1)
  })

  it('lists each topic by a small check, its name over what it covers at every width, no rule beside the list', async () => {
    const main = mainOf((await get('/kontakt')).body)
    const topics = [...main.matchAll(/<ul[^>]*data-topics[^>]*>([\s\S]*?)<\/ul>/g)].map((m) => m[1] ?? '')
    expect(topics).toHaveLength(2)
    // Review 7.1: a grey left rule made the lists read as quotes at 390 px.
    for (const list of main.matchAll(/<ul class="([^"]*)"[^>]*data-topics/g)) expect(list[1]).not.toMatch(/border-l/)
    for (const list of topics) {
      const items = [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1] ?? '')
      expect(items).toHaveLength(3)
      for (const item of items) {
        expect(text(item)).not.toContain('\u2013')
        expect(item).toMatch(
          /^<span class="i-lucide-check [^"]*text-ink-500" aria-hidden="true"><\/span><span class="flex flex-col"><span class="[^"]*">[^<]+<\/span><span class="[^"]*">[^<]+<\/span>/,
        )
        // What the topic covers shows on phones too (review 7.1: the names alone lost their subtitles).
        expect(item).not.toMatch(/class="hidden/)
      }
    }
  })

  it('keeps the hero short; both cards end alike, the reply time under the chat, the address under the mail button', async () => {
    const main = mainOf((await get('/kontakt')).body)
    const hero = main.slice(0, main.indexOf('</section>'))
    // No label, no jump buttons: the h1, one line, who answers. The reply time once for the page (round 29: the note
    // stood in both cards), under the chat button (review 7.1).
    expect(hero).not.toContain('hero-label')
    expect(anchors(hero)).toEqual([])
    expect(text(hero).trim()).toMatch(/aus dem Gründungsteam$/)
    expect(main.split('24\u00a0Stunden').length - 1).toBe(1)
    // The faces parted by a 2 px white ring with a hairline round it (round 29: they ran together at 1280 px).
    expect([...hero.matchAll(/class="[^"]*rounded-full[^"]*ring-2 ring-white outline[^"]*"/g)]).toHaveLength(3)
    const cards = ['support', 'business'].map(
      (id) => new RegExp(`<article id="${id}"[\\s\\S]*?</article>`).exec(main)?.[0] ?? '',
    )
    // Review 7.7: two like gradient buttons side by side, neither led. One primary (the chat), one secondary.
    const buttons = cards.map((card) => [...card.matchAll(/<a href="[^"]*" class="(btn[^" ]*)/g)].map((m) => m[1]))
    expect(buttons).toEqual([['btn-primary'], ['btn-secondary']])
    // Both cards end alike at their foot (review 7.1): the button, one quiet line right under it, then the channel row.
    const footers = cards.map(
      (card) => /<div class="mt-auto [^"]*" data-footer="true">([\s\S]*)<\/div><\/article>$/.exec(card)?.[1] ?? '',
    )
    for (const footer of footers)
      expect(footer).toMatch(
        /^<div class="[^"]*"><a href="[^"]*" class="btn[\s\S]*?<\/a><p class="[^"]*" data-under="true"[^>]*>[^<]+<\/p><\/div><ul [^>]*data-channels/,
      )
    const unders = footers.map((footer) => /<p class="([^"]*)" data-under="true"[^>]*>([^<]+)<\/p>/.exec(footer))
    expect(unders.map((m) => m?.[1])).toEqual(['text-sm text-ink-600', 'break-words text-sm text-ink-600'])
    expect(unders[0]?.[2]).toContain('24\u00a0Stunden')
    expect(unders[1]?.[2]).toBe(defaultLinks.contact.email)
  })

  it('sets each card in one icon style, its other channel as a plain row, no tile and no tinted banner', async () => {
    const main = mainOf((await get('/kontakt')).body)
    const cards = ['support', 'business'].map(
      (id) => new RegExp(`<article id="${id}"[\\s\\S]*?</article>`).exec(main)?.[0] ?? '',
    )
    for (const card of cards) {
      // Every icon of the card slate (review 7.7: a pink tile, grey and magenta icons side by side).
      const withoutButton = card.replace(/<a [^>]*class="btn[\s\S]*?<\/a>/g, '')
      const icons = [...withoutButton.matchAll(/class="(i-lucide-[\w-]+)([^"]*)"/g)].filter(
        (m) => !/arrow/.test(m[1] ?? ''),
      )
      expect(icons.length).toBeGreaterThanOrEqual(1)
      for (const icon of icons) expect(icon[2], icon[1]).toMatch(/text-ink-500/)
      // No icon column beside the channel row on phones (round 29: it squeezed the row's text into three lines); the
      // topics' small checks stay (review 7.1).
      for (const icon of icons.filter((m) => m[1] !== 'i-lucide-check'))
        expect(icon[2], icon[1]).toMatch(/ hidden .*sm:block/)
      expect(icons.filter((m) => m[1] === 'i-lucide-check')).toHaveLength(3)
      expect(card).not.toContain('icon-tile')
      expect(card).not.toContain('bg-brand-50')
      const rows = /<ul[^>]*data-channels[^>]*>([\s\S]*?)<\/ul>/.exec(card)?.[1] ?? ''
      expect([...rows.matchAll(/<li /g)]).toHaveLength(1)
    }
  })

  it("sets the cards' other links in one text-link style and each shortcut as a white whole-tile link with an arrow", async () => {
    const main = mainOf((await get('/kontakt')).body)
    const cards = main.slice(main.indexOf('<article id="support"'), main.indexOf('<section id="mehr"'))
    const links = [...cards.matchAll(/<a [^>]*class="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
    const buttons = links.filter((m) => /^btn/.test(m[1] ?? ''))
    expect(buttons).toHaveLength(2)
    // The cards' text links (community, press) in the prose-link look (review 7.5), no arrow icon.
    const others = links.filter((m) => !/^btn/.test(m[1] ?? ''))
    expect(others).toHaveLength(2)
    for (const [link, classes, inner] of others) {
      expect(`${classes} ${inner}`, link).toContain('prose-link')
      expect(inner, link).not.toMatch(/i-lucide-arrow/)
    }
    // The shortcuts: the tile is the link, its name not underlined (round 29), in three equal columns a card gap apart.
    const more = /<section id="mehr"[\s\S]*?<\/section>/.exec(main)?.[0] ?? ''
    expect(more).toMatch(/<ul class="grid [^"]*md:grid-cols-3 md:gap-6"/)
    const tiles = [...more.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)]
    expect(tiles).toHaveLength(3)
    for (const [tile, inner] of tiles) {
      expect(tile).toMatch(/ data-tile/)
      expect(tile).toMatch(/hover:ring-/)
      expect(tile).not.toContain('prose-link')
      // Review 7.1: the tiles showed no sign of being links; each ends on an arrow. All white, none tinted.
      expect(inner, tile).toMatch(/<span class="i-lucide-arrow-right [^"]*" aria-hidden="true"><\/span>$/)
      expect(tile).toMatch(/<a [^>]*class="[^"]*bg-white[^"]*"/)
      expect(tile).not.toContain('bg-brand-50')
    }
  })
})

describe('/video-tipps', () => {
  it('has the anchors #tipps and #expert and the chat link with a prefilled help request in a new tab', async () => {
    const response = await get('/video-tipps')
    expect(response.statusCode).toBe(200)
    expect(response.body).toMatch(/id="tipps"/)
    expect(response.body).toMatch(/id="expert"/)
    const expert = anchors(response.body).find((a) => a.href?.startsWith(`${defaultLinks.chatSupport}?text=`))
    expect(expert, 'expert chat link').toBeDefined()
    expect(expert?.target).toBe('_blank')
    expect(expert?.rel).toContain('noopener')
    const prefilled = new URL(expert?.href ?? 'x:').searchParams.get('text')
    expect(prefilled).toBe(expertHelp.message)
    expect(prefilled).toContain('Pitch-Video')
    expect(expert?.href).not.toContain('+')
  })

  it('gives the advice for the vertical feed and links to the pitch submission', async () => {
    const body = text((await get('/video-tipps')).body)
    for (const advice of ['MP4 (H.264)', '1080 × 1920', '9:16', 'unter 100 MB', '1–2 Minuten', '60 Sekunden'])
      expect(body).toContain(advice)
    for (const advice of ['Safe Zones', 'oberen Drittels', 'Brust aufwärts', 'Gesicht zum Fenster', 'nah am Mund'])
      expect(body).toContain(advice)
    // The product is a vertical 9:16 feed: no landscape advice, and filming upright is no mistake.
    expect(body).not.toMatch(/16:9|quer halten|nicht hochkant|Hochkant gefilmt/)
    for (const part of ['Problem', 'Lösung', 'Traktion', 'Team', 'Ask']) expect(body).toContain(part)
    const submit = anchors((await get('/video-tipps')).body).find((a) => a.href === '/spotlight-registration')
    expect(submit?.text).toContain('Pitch einreichen')
  })
})

describe('/dashboard', () => {
  it('is noindex, stays out of the sitemap and says that it is a preview', async () => {
    const response = await get('/dashboard')
    expect(response.statusCode).toBe(200)
    expect(response.body).toMatch(/<meta name="robots" content="noindex,nofollow"/)
    expect((await get('/sitemap.xml')).body).not.toContain('/dashboard<')
    const body = text(response.body)
    expect(body).toContain('Vorschau')
    expect(body).toContain('Beispieldaten')
    expect(response.body).toContain('data-island="DashboardTabs"')
  })
})
