import { describe, expect, it } from 'vitest'
import { inbox } from '../../components/confirmation/copy'
import { mailServiceNamed, mailServiceOf, mailServices } from '../../lib/email'

describe('mailServiceOf', () => {
  it('names the service of an address at one of the inboxes the thanks link to, in any case', () => {
    expect(mailServiceOf('Anna.Beispiel@GMX.de')).toBe('gmx')
    expect(mailServiceOf('a@googlemail.com')).toBe('gmail')
    expect(mailServiceOf('a@hotmail.de')).toBe('outlook')
    expect(mailServiceOf('a@web.de')).toBe('webde')
    expect(mailServiceOf('a@me.com')).toBe('icloud')
  })

  it('names none for other domains, look-alikes and sub-domains', () => {
    expect(mailServiceOf('a@example.org')).toBeUndefined()
    expect(mailServiceOf('a@notgmx.de')).toBeUndefined()
    expect(mailServiceOf('a@mail.web.de.example.org')).toBeUndefined()
  })

  it('reads back only the names it gives, and each has an inbox link', () => {
    expect(mailServiceNamed('gmx')).toBe('gmx')
    expect(mailServiceNamed('<b>')).toBeUndefined()
    expect(mailServiceNamed(['gmx'])).toBeUndefined()
    expect(inbox.apps.map((app) => app.id)).toEqual([...mailServices])
  })
})
