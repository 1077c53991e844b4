import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { aptInstallCommand, missingTools, packagesFor, tools } from '../../scripts/lib/system-tools.mjs'

const root = mkdtempSync(join(tmpdir(), 'tools-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function fakeBin(dir: string, names: string[]) {
  mkdirSync(dir, { recursive: true })
  for (const name of names) {
    writeFileSync(join(dir, name), '#!/bin/sh\n')
    chmodSync(join(dir, name), 0o755)
  }
  return dir
}

const nowhere = { CHROMIUM_PATH: join(root, 'no-chromium'), POSTGRES_LIB_DIR: join(root, 'no-postgres') }

describe('system tools of the tests', () => {
  it('lists every tool as missing on an empty PATH, with the Debian packages to install', () => {
    const empty = fakeBin(join(root, 'empty'), [])
    const missing = missingTools({ PATH: empty, ...nowhere })
    expect(missing.map((tool) => tool.name)).toEqual(tools.map((tool) => tool.name))
    expect(packagesFor(missing)).toEqual([
      'chromium-headless-shell',
      'default-jre-headless',
      'poppler-utils',
      'ffmpeg',
      'unzip',
      'procps',
      'postgresql',
      'curl',
    ])
  })

  it('finds tools on PATH, Chromium at CHROMIUM_PATH and Debian’s postgres off PATH', () => {
    const bin = fakeBin(join(root, 'bin'), ['java', 'pdftotext', 'ffmpeg', 'ffprobe', 'unzip', 'ps', 'curl'])
    const chromium = join(fakeBin(join(root, 'browser'), ['chrome']), 'chrome')
    const lib = join(root, 'postgresql')
    fakeBin(join(lib, '17', 'bin'), ['postgres', 'initdb'])
    expect(missingTools({ PATH: bin, CHROMIUM_PATH: chromium, POSTGRES_LIB_DIR: lib })).toEqual([])
    const withoutJava = fakeBin(join(root, 'bin2'), ['pdftotext', 'ffmpeg', 'ffprobe', 'unzip', 'ps', 'curl'])
    const missing = missingTools({ PATH: withoutJava, CHROMIUM_PATH: chromium, POSTGRES_LIB_DIR: lib })
    expect(missing.map((tool) => tool.name)).toEqual(['java'])
  })

  it('npm test stops before any step with one line naming the install command', () => {
    const empty = fakeBin(join(root, 'empty2'), [])
    const result = spawnSync(process.execPath, ['scripts/test.mjs'], {
      // Node itself stays reachable by its absolute path; nothing else is on PATH, so apt-get is not either.
      env: { PATH: empty, HOME: root, ...nowhere },
      cwd: process.cwd(),
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    const packages = 'chromium-headless-shell default-jre-headless poppler-utils ffmpeg unzip procps postgresql curl'
    const asRoot = process.getuid?.() === 0
    expect(lines[0]).toContain(aptInstallCommand(packages.split(' '), !asRoot))
    expect(lines[0]).toMatch(
      /^npm test needs chromium-headless-shell, java, pdftotext, ffmpeg, ffprobe, unzip, ps, postgres, initdb, curl: /,
    )
    expect(dirname(process.execPath)).not.toBe(empty)
  })
})
