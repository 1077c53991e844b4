// `npm test`: check (and where allowed install) the system tools the tests call, lint, type-check and knip,
// build the production artifact, enforce the size budgets, then run unit, server, browser and load tests.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { aptInstallCommand, missingTools, onPath, packagesFor } from './lib/system-tools.mjs'

/** Opt-in for installing missing Debian packages with sudo when not running as root. */
const INSTALL_OPT_IN = 'TEST_INSTALL_TOOLS'

const run = (command, args, env = process.env) => {
  console.log(`\n▶ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** Every tool a test calls must exist before the first test runs: never a mid-run ENOENT. */
function ensureSystemTools() {
  const missing = missingTools()
  if (missing.length === 0) return
  const packages = packagesFor(missing)
  const names = missing.map((tool) => tool.name).join(', ')
  const root = process.getuid?.() === 0
  const allowed = root || process.env[INSTALL_OPT_IN] === '1'
  if (!allowed || !onPath('apt-get')) {
    console.error(
      `npm test needs ${names}: install with \`${aptInstallCommand(packages, !root)}\`${root ? '' : ` (or run with ${INSTALL_OPT_IN}=1 to let npm test do it)`}`,
    )
    process.exit(1)
  }
  const sudo = root ? [] : ['sudo']
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  console.log(`▶ installing ${packages.join(' ')} (missing: ${names})`)
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    const [command, ...rest] = [...sudo, ...args]
    const result = spawnSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'], env })
    if (result.status !== 0) {
      console.error(`npm test: \`${[...sudo, ...args].join(' ')}\` failed; install ${packages.join(' ')} by hand`)
      process.exit(1)
    }
  }
  const still = missingTools()
  if (still.length > 0) {
    console.error(`npm test: still missing after installing: ${still.map((tool) => tool.name).join(', ')}`)
    process.exit(1)
  }
}

ensureSystemTools()
run(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'check', '.'])
run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit'])
// No unused files, exports or dependencies (knip.json names the entry points).
run(process.execPath, ['node_modules/knip/bin/knip.js', '--no-progress'])
// The build gets the test passphrases (every gate's setting, see data/gates.ts) in its environment: the leak
// test then shows whether a build step inlined them into a file.
const testEnv = JSON.parse(readFileSync('tests/support/test-env.json', 'utf8'))
const passphrases = Object.entries(testEnv).filter(([key]) => key.endsWith('_PASSPHRASE'))
run(process.execPath, ['scripts/build.mjs'], { ...process.env, ...Object.fromEntries(passphrases) })
run(process.execPath, ['--import', 'tsx', 'scripts/size.ts', '--check'])
// Three phases, one after the other, so browser and load tests never compete for the CPU.
const vitest = (...projects) =>
  run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((p) => ['--project', p])])
vitest('unit', 'server')
vitest('e2e')
vitest('load')
