import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../support/app'

// Every test server gets a throwaway embedded database (~40 MB). They must not pile up: a day of runs once
// filled the disk with the folders of killed test workers.

describe('throwaway data folders', () => {
  it('go with their app, and the folders of ended processes go with the next one made', async () => {
    // A folder named after a process id that cannot exist (above the kernel's maximum).
    const orphan = mkdtempSync(join(tmpdir(), 'onepitch-data-999999999-'))
    const { app, config } = await buildTestApp()
    expect(existsSync(orphan), 'folder of an ended process').toBe(false)
    const dir = String(config.DATA_DIR)
    expect(dir).toContain(`onepitch-data-${process.pid}-`)
    expect(existsSync(join(dir, 'pglite'))).toBe(true)
    await app.close()
    expect(existsSync(dir), 'folder of the closed app').toBe(false)
  })
})
