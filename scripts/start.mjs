// `npm start`: build when the sources are newer than the build (or there is none), then serve it.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const entry = resolve('dist/app/index.mjs')
const SOURCES = [
  'pages',
  'components',
  'renderer',
  'data',
  'server',
  'public',
  'vite.config.ts',
  'uno.config.ts',
  'package-lock.json',
]

function newest(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let max = stat.mtimeMs
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)))
  return max
}

const built = existsSync(entry) ? statSync(entry).mtimeMs : 0
if (built === 0 || SOURCES.some((source) => newest(source) > built)) {
  console.log('start: building the site first …')
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = spawn(process.execPath, [entry], { stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
