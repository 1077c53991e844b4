// `npm test`: build the production artifact, enforce the size budgets, then run unit, server and browser tests.
import { spawnSync } from 'node:child_process'

const run = (command, args) => {
  console.log(`\n▶ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run(process.execPath, ['scripts/build.mjs'])
run(process.execPath, ['--import', 'tsx', 'scripts/size.ts', '--check'])
// Three phases, one after the other, so browser and load tests never compete for the CPU.
const vitest = (...projects) =>
  run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((p) => ['--project', p])])
vitest('unit', 'server')
vitest('e2e')
vitest('load')
