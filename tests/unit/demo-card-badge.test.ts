import { describe, expect, it } from 'vitest'
import {
  badgeClass,
  badgeVariant,
  firstTractionPart,
  formatScore,
  showFundingDetails,
} from '../../components/demo-card/badge'

describe('badgeVariant', () => {
  it.each(['FUNDRAISING', 'Fundraising', '#SoGehtFundraising', 'Jetzt im fundraising'])(
    'is fundraising when the text contains "fundraising" in any case: %j',
    (text) => {
      expect(badgeVariant(text)).toBe('fundraising')
    },
  )

  it.each(['SAY HELLO', 'NEU DABEI', 'FUNDRAISE', ''])('is green otherwise: %j', (text) => {
    expect(badgeVariant(text)).toBe('green')
  })

  it('maps to the UnoCSS badge shortcuts', () => {
    expect(badgeClass('FUNDRAISING')).toBe('badge-fundraising')
    expect(badgeClass('SAY HELLO')).toBe('badge-green')
  })
})

describe('showFundingDetails', () => {
  it.each([
    ['FUNDRAISING', true],
    ['fundraising', true],
    ['  Fundraising ', true],
    ['SoGehtFundraising', false],
    ['FUNDRAISING AKTIV', false],
    ['SAY HELLO', false],
    ['', false],
  ] as const)(
    'is true only for the badge text FUNDRAISING (case and surrounding space ignored): %j → %s',
    (text, shown) => {
      expect(showFundingDetails(text)).toBe(shown)
    },
  )
})

describe('firstTractionPart', () => {
  it.each([
    ['27 Standorte live, 2,3 GWh Einsparung, 3 Rahmenverträge', '27 Standorte live'],
    ['  6 Marken im Pilot ,1.800 Regale', '6 Marken im Pilot'],
    ['nur ein Teil', 'nur ein Teil'],
    ['', ''],
  ])('returns the first comma-separated part, trimmed: %j → %j', (traction, part) => {
    expect(firstTractionPart(traction)).toBe(part)
  })

  it.each([
    ['38 Betriebe und 4,2\u00a0% Wachstum pro Woche, 12.000 Belege', '38 Betriebe und 4,2\u00a0% Wachstum pro Woche'],
    ['2,5x Umsatz,40 Kunden', '2,5x Umsatz'],
    ['Umsatz 12,5, danach mehr', 'Umsatz 12,5'],
  ])('keeps German decimal commas inside the first part: %j → %j', (traction, part) => {
    expect(firstTractionPart(traction)).toBe(part)
  })
})

describe('formatScore', () => {
  it.each([
    [9.2, '9,2/10'],
    [8.7, '8,7/10'],
    [7.9, '7,9/10'],
    [8, '8/10'],
    [10, '10/10'],
    [0, '0/10'],
  ])('formats the score as X/10 with a German decimal comma: %d → %s', (score, shown) => {
    expect(formatScore(score)).toBe(shown)
  })

  it.each([
    [9.25, '9,3/10'],
    [8.96, '9/10'],
    [12, '10/10'],
    [-1, '0/10'],
    [Number.NaN, '0/10'],
  ])('rounds to one decimal and clamps to 0…10: %d → %s', (score, shown) => {
    expect(formatScore(score)).toBe(shown)
  })
})
