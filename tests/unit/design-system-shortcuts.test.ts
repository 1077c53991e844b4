import { describe, expect, it } from 'vitest'
import { shortcuts } from '../../pages/design-system/copy'
import config from '../../uno.config'

describe('/design-system shortcuts', () => {
  it('shows each shortcut with the definition uno.config.ts gives it (the page had drifted: section-y, btn-primary)', () => {
    const defined = config.shortcuts as Record<string, string>
    for (const item of shortcuts) expect(item.expands, item.name).toBe(defined[item.name])
  })
})
