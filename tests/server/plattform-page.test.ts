import { describe, expect, it } from 'vitest'
import { firstTractionPart, formatScore } from '../../components/demo-card/badge'
import { classicFundraising } from '../../data/figures'
import { firstStartup } from '../../data/startups'
import { heroMatch, problems, process } from '../../pages/plattform/copy'
import { sharedTestApp } from '../support/app'
import { mainOf, visibleText } from '../support/html'

// /plattform's middle (round 25): the six steps as a timeline in two phases with the product beside some of them, the
// problems led by large figures, the benefits without cards, one swipe hint, and no header entry claiming the page.

const { get } = sharedTestApp()
const sectionOf = (main: string, id: string) =>
  new RegExp(`<section id="${id}"[\\s\\S]*?</section>`).exec(main)?.[0] ?? ''

describe('/plattform', () => {
  // Review 30: only steps 1, 3 and 5 had a product view; step 4, the matching, had none.
  it('lists the six steps in two numbered phases, 1–3 and 4–6, each step with a product view', async () => {
    const steps = sectionOf(mainOf((await get('/plattform')).body), 'prozess')
    const lists = [...steps.matchAll(/<ol[^>]*>[\s\S]*?<\/ol>/g)].map((match) => match[0])
    expect(lists).toHaveLength(2)
    expect(lists[0]).not.toMatch(/^<ol[^>]*start=/)
    expect(lists[1]).toMatch(/^<ol[^>]*start="4"/)
    const titles = lists.map((list) => [...list.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1]))
    expect(titles).toEqual([
      process.steps.slice(0, 3).map((step) => step.title),
      process.steps.slice(3).map((step) => step.title),
    ])
    for (const phase of process.phases) expect(visibleText(steps)).toContain(phase.title)
    // The product views are decorative (each step's text says what it shows), one in each step; the team is the
    // sample pitch's, the matches the hero's angels.
    for (const list of lists) expect(list.match(/<li[\s\S]*?<div aria-hidden="true"/g)).toHaveLength(3)
    expect(steps.match(/<div aria-hidden="true"/g)).toHaveLength(6)
    for (const member of firstStartup.teamMembers) expect(steps).toContain(member.name)
    expect(steps).toContain(firstStartup.headerBadge.text)
    // Step 4 takes one of the hero's matches apart (review 30c: it repeated the hero's list of three): the first angel,
    // her score, and the three criteria ticked off with the sample pitch's sector, phase and smallest ticket.
    const matchStep = lists[1]?.split('<li').at(1) ?? ''
    const [best, ...others] = heroMatch.angels
    expect(matchStep).toContain(best?.focus)
    for (const match of others) expect(matchStep).not.toContain(match.focus)
    const breakdown = /data-match-breakdown[\s\S]*$/.exec(matchStep)?.[0] ?? ''
    const expected = [firstStartup.category, firstStartup.stage, `ab ${firstStartup.minInvestment}`]
    for (const [index, criterion] of process.matches.criteria.entries()) {
      expect(visibleText(breakdown)).toContain(visibleText(`${criterion} ${expected[index]}`))
    }
    for (const topic of process.interview.topics) expect(steps).toContain(topic.label)
  })

  // Review 31: steps 2 and 6 showed the same checklist rows, step 3 only three tags, and each view was a white card
  // in a grey panel. Now each view one card showing what its step puts out for the sample pitch.
  it('shows an output in each step’s view, one card each: the profile’s answers, a team fit, a deal status', async () => {
    const steps = sectionOf(mainOf((await get('/plattform')).body), 'prozess')
    const [, , interview = '', team = '', , , deal = ''] = steps.split('<li').map(visibleText)
    expect(steps.split('<li')).toHaveLength(7)
    // Step 2: what the interview added, the sample pitch's own answers.
    for (const answer of [
      firstTractionPart(firstStartup.traction),
      firstStartup.marketSize.split(',')[0] ?? '',
      firstStartup.businessModel.split(':')[0] ?? '',
    ]) {
      expect(interview).toContain(visibleText(answer))
    }
    // Step 3: the team's fit as the hero's score pill (fix review 31: the demo card's chip, squeezed, lost its box),
    // and one finding on each founder.
    expect(team).toContain(`${process.team.result} ${process.team.summary} ${formatScore(firstStartup.matchingScore)}`)
    expect(steps).not.toContain('[&amp;&gt;span&gt;span')
    for (const [index, finding] of process.team.findings.entries()) {
      expect(team).toContain(`${finding.label}: ${firstStartup.teamMembers[index]?.name}`)
      expect(team).toContain(finding.text)
    }
    expect(steps).not.toMatch(/class="chip[^"]*">(Erfahrung|Rollen|Zusammenspiel)</)
    // Step 6: where angel and team stand, a status, no checklist of ticks and open circles.
    expect(deal).toContain(`${process.deal.statusLabel} ${process.deal.status} ${process.deal.next}`)
    expect(steps).not.toContain('i-lucide-circle-dashed')
    // One card per view: the view's wrapper no grey panel around the card.
    const wrappers = [...steps.matchAll(/<div aria-hidden="true" class="([^"]*)" data-process-view="true">/g)]
    expect(wrappers).toHaveLength(6)
    for (const [, classes] of wrappers) expect(classes).not.toMatch(/bg-ink-50|rounded-2xl/)
  })

  it('leads each problem with its figure, large, over its sentence', async () => {
    const problem = sectionOf(mainOf((await get('/plattform')).body), 'problem')
    for (const item of problems.items) {
      expect(problem).toMatch(
        new RegExp(`<h3[^>]*><span class="text-4xl font-bold[^"]*">${item.figure}</span><span[^>]*>${item.title}<`),
      )
    }
  })

  it('sets the benefits as two columns without cards and says „swipe“ only in the card', async () => {
    const main = mainOf((await get('/plattform')).body)
    expect(sectionOf(main, 'vorteile')).not.toMatch(/class="card[ "]/)
    const demo = visibleText(sectionOf(main, 'demo-section'))
    expect(demo.match(/Wische|Swipe für mehr/g)).toEqual(['Swipe für mehr'])
  })

  // Review 7.3: four icon styles (pink tiles, white tiles on grey, bare magenta, gradient tiles) and magenta figures.
  it('sets every icon of its own sections in the one neutral tile and every figure in ink, bold and tabular', async () => {
    const main = mainOf((await get('/plattform')).body)
    const [about, problem, steps, benefits] = ['about', 'problem', 'prozess', 'vorteile'].map((id) =>
      sectionOf(main, id),
    )
    const own = [about, problem, steps, benefits].map((html) => html ?? '')
    const perks = /<ul[^>]*>(?:(?!<\/ul>)[\s\S])*?100\u00a0% kostenlos[\s\S]*?<\/ul>/.exec(
      sectionOf(main, 'early-access'),
    )
    expect(perks).not.toBeNull()
    for (const html of [...own, perks?.[0] ?? '']) {
      expect(html).not.toMatch(/bg-brand-50|bg-gradient-brand|bg-white\/5 p-4/)
    }
    // Each criterion, each benefit column and each perk: an icon tile (`icon-tile`), nothing written out beside it.
    expect(about?.match(/class="[^"]*icon-tile[^"]*"/g)).toEqual(
      Array(4).fill('class="flex shrink-0 items-center justify-center icon-tile"'),
    )
    expect(benefits?.match(/class="icon-tile shrink-0 "/g)).toHaveLength(2)
    // The benefits' marks too: no violet tile, no magenta checks.
    expect(benefits).not.toMatch(/violet|brand/)
    expect(perks?.[0].match(/icon-tile/g)).toHaveLength(3)
    // The figures: the speed-up and the three pains, ink, bold, tabular.
    const figures = [...main.matchAll(/<(?:p|span) class="(text-[46]xl font-bold[^"]*)">/g)].map((match) => match[1])
    expect(figures).toHaveLength(4)
    for (const figure of figures) expect(figure).toMatch(/^(?=.*tabular-nums)(?=.*text-ink-900)(?!.*text-brand)/)
    // Number and unit one figure: no smaller „%“ of its own (review 29).
    expect(sectionOf(main, 'about')).toMatch(/<p class="text-6xl font-bold[^"]*">\d+\u00a0%<\/p>/)
    // „4–6 Monate“ once, as „Das Problem“'s first figure: the speed-up's bars say it by their lengths (fix review 31:
    // the months stood in the „70 %“ card and again right below).
    expect(visibleText(sectionOf(main, 'about'))).not.toContain(visibleText(classicFundraising))
    expect(visibleText(sectionOf(main, 'problem'))).toContain(visibleText(classicFundraising))
  })

  it('is marked in the footer as „So funktioniert’s“, by no header entry', async () => {
    const html = (await get('/plattform')).body
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
    expect(header).not.toContain('aria-current')
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
    expect(footer).toMatch(/<a href="\/plattform" aria-current="page"[^>]*>So funktioniert’s</)
  })
})
