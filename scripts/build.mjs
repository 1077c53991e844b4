// Production build: Vike (client + server), the bundled Fastify server, precompressed assets.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const distDir = resolve(process.env.DIST_DIR ?? 'dist')
// TypeScript steps run under tsx.
const TSX = ['--import', 'tsx']

const vike = spawnSync(resolve('node_modules/.bin/vike'), ['build'], { stdio: 'inherit', env: process.env })
if (vike.status !== 0) process.exit(vike.status ?? 1)

// Generated downloads (the media-data PDF) go into the client folder and are served like public files.
const mediadaten = spawnSync(process.execPath, [...TSX, 'scripts/make-mediadaten-pdf.ts'], {
  stdio: 'inherit',
  env: process.env,
})
if (mediadaten.status !== 0) process.exit(mediadaten.status ?? 1)

// The server, and the operator's admin CLI beside it (`node dist/app/admin.mjs …` in the container).
await build({
  entryPoints: { index: 'server/index.ts', admin: 'scripts/admin.ts' },
  outdir: join(distDir, 'app'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest|ico)$/
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}
let count = 0
for (const file of files(join(distDir, 'client'))) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue
  const content = readFileSync(file)
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
  count++
}
console.log(`build: server bundled to ${join(distDir, 'app/index.mjs')}, ${count} assets precompressed (br + gzip)`)
