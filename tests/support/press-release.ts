// What the press release says wherever it is checked: the PDF the writer builds and the one the server serves.
import { expect } from 'vitest'
import { defaultLinks } from '../../data/links'

/** Checks that `text` names the event facts (and `moreFacts`) and puts the press contact after the schedule. */
export function expectPressReleaseFacts(text: string, moreFacts: string[] = []) {
  for (const fact of [
    'Spotlight 2025',
    '30 Business Angels',
    'Top 10 + 1',
    'Pressekontakt',
    defaultLinks.contact.pressEmail,
    ...moreFacts,
  ])
    expect(text).toContain(fact)
  expect(text.indexOf('Pressekontakt')).toBeGreaterThan(text.indexOf('So läuft das Event ab'))
}
