import { describe, expect, it } from 'vitest'
import {
  badgeClass,
  badgeVariant,
  firstTractionPart,
  formatScore,
  showFundingDetails,
} from '../../components/demo-card/badge'

describe('badgeVariant', () => {
  it('is fundraising when the text contains "fundraising" in any case', () => {
    expect(badgeVariant('FUNDRAISING')).toBe('fundraising')
    expect(badgeVariant('Fundraising')).toBe('fundraising')
    expect(badgeVariant('#SoGehtFundraising')).toBe('fundraising')
    expect(badgeVariant('Jetzt im fundraising')).toBe('fundraising')
  })

  it('is green otherwise', () => {
    expect(badgeVariant('SAY HELLO')).toBe('green')
    expect(badgeVariant('NEU DABEI')).toBe('green')
    expect(badgeVariant('FUNDRAISE')).toBe('green')
    expect(badgeVariant('')).toBe('green')
  })

  it('maps to the UnoCSS badge shortcuts', () => {
    expect(badgeClass('FUNDRAISING')).toBe('badge-fundraising')
    expect(badgeClass('SAY HELLO')).toBe('badge-green')
  })
})

describe('showFundingDetails', () => {
  it('is true only for the badge text FUNDRAISING (case and surrounding space ignored)', () => {
    expect(showFundingDetails('FUNDRAISING')).toBe(true)
    expect(showFundingDetails('fundraising')).toBe(true)
    expect(showFundingDetails('  Fundraising ')).toBe(true)
    expect(showFundingDetails('SoGehtFundraising')).toBe(false)
    expect(showFundingDetails('FUNDRAISING AKTIV')).toBe(false)
    expect(showFundingDetails('SAY HELLO')).toBe(false)
    expect(showFundingDetails('')).toBe(false)
  })
})

describe('firstTractionPart', () => {
  it('returns the first comma-separated part, trimmed', () => {
    expect(firstTractionPart('27 Standorte live, 2,3 GWh Einsparung, 3 Rahmenverträge')).toBe('27 Standorte live')
    expect(firstTractionPart('  6 Marken im Pilot ,1.800 Regale')).toBe('6 Marken im Pilot')
    expect(firstTractionPart('nur ein Teil')).toBe('nur ein Teil')
    expect(firstTractionPart('')).toBe('')
  })

  it('keeps German decimal commas inside the first part', () => {
    expect(firstTractionPart('38 Betriebe und 4,2\u00a0% Wachstum pro Woche, 12.000 Belege')).toBe(
      '38 Betriebe und 4,2\u00a0% Wachstum pro Woche',
    )
    expect(firstTractionPart('2,5x Umsatz,40 Kunden')).toBe('2,5x Umsatz')
    expect(firstTractionPart('Umsatz 12,5, danach mehr')).toBe('Umsatz 12,5')
  })
})

describe('formatScore', () => {
  it('formats the score as X/10 with a German decimal comma', () => {
    expect(formatScore(9.2)).toBe('9,2/10')
    expect(formatScore(8.7)).toBe('8,7/10')
    expect(formatScore(7.9)).toBe('7,9/10')
    expect(formatScore(8)).toBe('8/10')
    expect(formatScore(10)).toBe('10/10')
    expect(formatScore(0)).toBe('0/10')
  })

  it('rounds to one decimal and clamps to 0…10', () => {
    expect(formatScore(9.25)).toBe('9,3/10')
    expect(formatScore(8.96)).toBe('9/10')
    expect(formatScore(12)).toBe('10/10')
    expect(formatScore(-1)).toBe('0/10')
    expect(formatScore(Number.NaN)).toBe('0/10')
  })
})
