// The Debian tools the tests call, how to find each one, and the apt package that provides it.
import { accessSync, constants, readdirSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/** @typedef {{ name: string, package: string, usedBy: string, find?: (env: NodeJS.ProcessEnv) => string | undefined }} Tool */

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The first executable `command` on PATH. */
export function onPath(command, env = process.env) {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && executable(join(dir, command))) return join(dir, command)
  }
  return undefined
}

/**
 * Debian's postgresql keeps postgres and initdb in /usr/lib/postgresql/<version>/bin, off PATH (the admin
 * command finds pg_dump and pg_restore the same way).
 */
export const postgresBinary = (command) => (env) => {
  const found = onPath(command, env)
  if (found) return found
  const root = env.POSTGRES_LIB_DIR ?? '/usr/lib/postgresql'
  let versions = []
  try {
    versions = readdirSync(root).sort().reverse()
  } catch {
    return undefined
  }
  return versions.map((version) => join(root, version, 'bin', command)).find(executable)
}

/** @type {Tool[]} */
export const tools = [
  {
    name: 'chromium-headless-shell',
    package: 'chromium-headless-shell',
    usedBy: 'browser tests (or set CHROMIUM_PATH)',
    // Where the browser tests launch it (tests/e2e/browser.ts), not just anywhere on PATH.
    find: (env) => {
      const path = env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
      return executable(path) ? path : undefined
    },
  },
  { name: 'java', package: 'default-jre-headless', usedBy: 'the Nu Html Checker' },
  { name: 'pdftotext', package: 'poppler-utils', usedBy: 'PDF download tests' },
  { name: 'ffmpeg', package: 'ffmpeg', usedBy: 'media scripts' },
  { name: 'ffprobe', package: 'ffmpeg', usedBy: 'demo video tests' },
  { name: 'unzip', package: 'unzip', usedBy: 'press kit tests' },
  { name: 'ps', package: 'procps', usedBy: 'load tests' },
  { name: 'postgres', package: 'postgresql', usedBy: 'Postgres-backed tests', find: postgresBinary('postgres') },
  { name: 'initdb', package: 'postgresql', usedBy: 'Postgres-backed tests', find: postgresBinary('initdb') },
  { name: 'curl', package: 'curl', usedBy: 'the container smoke test' },
]

/** The tools that cannot be found in this environment. */
export function missingTools(env = process.env, list = tools) {
  return list.filter((tool) => !(tool.find ? tool.find(env) : onPath(tool.name, env)))
}

/** The apt packages that provide `missing`, each once, in a stable order. */
export const packagesFor = (missing) => [...new Set(missing.map((tool) => tool.package))]

export const aptInstallCommand = (packages, sudo = true) =>
  `${sudo ? 'sudo ' : ''}apt-get update && ${sudo ? 'sudo ' : ''}apt-get install -y --no-install-recommends ${packages.join(' ')}`
