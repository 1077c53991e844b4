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

/**
 * With the helper reduced to `l=>l()`, every `helper(()=>import(x),[])` is just `import(x)`: unwrap the
 * calls and drop the helper (bytes in the entry every page loads).
 */
const unwrapPreloadCalls = (): Plugin => ({
  name: 'onepitch:unwrap-preload-calls',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const item of Object.values(bundle)) {
      if (item.type !== 'chunk') continue
      const helper = item.code.match(/(?:const|let|var) (\w+)=(\w+)=>\2\(\);?/)
      if (!helper) continue
      const [declaration, name] = helper
      // The deps argument is still Vite's placeholder here; it is filled in after this hook.
      const call = new RegExp(`(?<![\\w$.])${name}\\(\\(\\)=>(import\\([^()]*\\)),(?:\\[\\]|__VITE_PRELOAD__)\\)`, 'g')
      const code = item.code.replace(call, '$1')
      const rest = code.replace(declaration, '')
      item.code = new RegExp(`(?<![\\w$.])${name}(?![\\w$])`).test(rest) ? code : rest
    }
  },
})

// DIST_DIR lets parallel builds (e.g. several developers on one machine) write to separate folders.
export default defineConfig({
  plugins: [...minimalPreloadHelper(), unwrapPreloadCalls(), UnoCSS(), react(), vike()],
  build: { outDir: process.env.DIST_DIR ?? 'dist', assetsInlineLimit: 0, modulePreload: false },
})
