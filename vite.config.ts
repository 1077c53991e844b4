import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'

const PRELOAD_HELPER = '\0vite/preload-helper.js'

/**
 * Every page loads the same small entry, so bytes there count on every page. Module preloading is off
 * (islands load on demand) and islands import no CSS, so Vite's ~0.9 KB preload helper reduces to a call.
 */
const minimalPreloadHelper = (): Plugin[] => [
  {
    name: 'onepitch:minimal-preload-helper',
    enforce: 'pre',
    apply: 'build',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load()' : undefined),
  },
  {
    // The helper would otherwise become a chunk of its own: one more serial request on every page.
    // Replace each import of it with the one-line function and drop the chunk.
    name: 'onepitch:inline-preload-helper',
    apply: 'build',
    generateBundle(_options, bundle) {
      const helper = Object.values(bundle).find((item) => item.type === 'chunk' && item.name === 'preload-helper')
      if (helper?.type !== 'chunk' || !/^var \w+=\w+=>\w+\(\);export\{\w+ as \w+\};?\s*$/.test(helper.code)) return
      const file = helper.fileName
        .split('/')
        .pop()!
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const importOf = new RegExp(`import\\{(?:\\w+ as )?(\\w+)\\}from"[^"]*${file}";`)
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || item === helper) continue
        item.code = item.code.replace(importOf, (_match, local) => `const ${local}=l=>l();`)
        item.imports = item.imports.filter((name) => name !== helper.fileName)
      }
      delete bundle[helper.fileName]
    },
  },
]

// DIST_DIR lets parallel builds (e.g. several developers on one machine) write to separate folders.
export default defineConfig({
  plugins: [...minimalPreloadHelper(), UnoCSS(), react(), vike()],
  build: { outDir: process.env.DIST_DIR ?? 'dist', assetsInlineLimit: 0, modulePreload: false },
})
