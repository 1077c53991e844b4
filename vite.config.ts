import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'

const PRELOAD_HELPER = '\0vite/preload-helper.js'

/**
 * Every page loads the same small entry, so bytes there count on every page. Module preloading is off
 * (islands load on demand) and islands import no CSS, so Vite's ~0.9 KB preload helper reduces to a call.
 */
const minimalPreloadHelper = (): Plugin => ({
  name: 'onepitch:minimal-preload-helper',
  enforce: 'pre',
  apply: 'build',
  resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
  load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load()' : undefined),
})

// DIST_DIR lets parallel builds (e.g. several developers on one machine) write to separate folders.
export default defineConfig({
  plugins: [minimalPreloadHelper(), UnoCSS(), react(), vike()],
  build: { outDir: process.env.DIST_DIR ?? 'dist', assetsInlineLimit: 0, modulePreload: false },
})
