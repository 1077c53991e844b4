// `npm test`: check (and where allowed install) the system tools the tests call, lint, type-check and knip,
// build the production artifact, enforce the size budgets, then run unit, server, browser and load tests.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { aptInstallCommand, missingTools, onPath, packagesFor } from './lib/system-tools.mjs'

/** Opt-in for installing missing Debian packages with sudo when not running as root. */
const INSTALL_OPT_IN = 'TEST_INSTALL_TOOLS'

const started = Date.now()
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`

const run = (command, args, env = process.env) => {
  console.log(`\n▶ ${command} ${args.join(' ')}`)
  const since = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  console.log(`◀ ${seconds(since)} (npm test so far: ${seconds(started)})`)
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

/**
 * Runs independent steps at the same time (the type check and knip mostly wait on one core while the build
 * uses the other); each step's output is printed whole once it ends, in the order given. Exits with the first
 * failed step's code after all have ended.
 */
async function runTogether(steps) {
  const results = steps.map(
    ({ args, env = process.env }) =>
      new Promise((done) => {
        const since = Date.now()
        const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
        const output = []
        child.stdout.on('data', (chunk) => output.push(chunk))
        child.stderr.on('data', (chunk) => output.push(chunk))
        child.on('error', (error) =>
          done({ status: 1, output: [Buffer.from(`${error.message}\n`)], took: seconds(since) }),
        )
        child.on('close', (status) => done({ status: status ?? 1, output, took: seconds(since) }))
      }),
  )
  const failed = []
  for (const [index, result] of results.entries()) {
    const { status, output, took } = await result
    const name = steps[index].args.join(' ')
    console.log(`\n▶ node ${name}`)
    process.stdout.write(Buffer.concat(output))
    console.log(`◀ ${took}${status === 0 ? '' : ` – failed with exit code ${status}`}`)
    if (status !== 0) failed.push({ name, status })
  }
  console.log(`(npm test so far: ${seconds(started)})`)
  // Named last, so that the end of a long log says which step failed.
  for (const { name, status } of failed) console.error(`npm test: \`node ${name}\` failed (exit code ${status})`)
  if (failed.length > 0) process.exit(failed[0].status)
}

ensureSystemTools()
// The build gets the test passphrases (every gate's setting, see data/gates.ts) in its environment: the leak
// test then shows whether a build step inlined them into a file.
const testEnv = JSON.parse(readFileSync('tests/support/test-env.json', 'utf8'))
const passphrases = Object.entries(testEnv).filter(([key]) => key.endsWith('_PASSPHRASE'))
await runTogether([
  { args: ['node_modules/@biomejs/biome/bin/biome', 'check', '.'] },
  { args: ['node_modules/typescript/bin/tsc', '--noEmit'] },
  // No unused files, exports or dependencies (knip.json names the entry points).
  { args: ['node_modules/knip/bin/knip.js', '--no-progress'] },
  { args: ['scripts/build.mjs'], env: { ...process.env, ...Object.fromEntries(passphrases) } },
])
run(process.execPath, ['--import', 'tsx', 'scripts/size.ts', '--check'])
// Three phases, one after the other, so browser and load tests never compete for the CPU.
const vitest = (projects, ...options) =>
  run(process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...options,
  ])
vitest(['unit', 'server'])
// Three browser files at a time on two cores: with two, a quarter of the CPU stood idle while pages waited on
// the network, timers and the server (808 s on a quiet 2-core machine; 726 s with three, measured).
vitest(['e2e'], '--maxWorkers=3')
vitest(['load'])
console.log(`\nnpm test passed in ${seconds(started)}`)
