import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { iconSpritePlugin } from './renderer/icon-sprite'
import { routeManifest } from './renderer/route-manifest'

// DIST_DIR lets parallel builds (e.g. several developers on one machine) write to separate folders.
const outDir = process.env.DIST_DIR ?? 'dist'

export default defineConfig({
  plugins: [UnoCSS(), react(), vike(), routeManifest(outDir), iconSpritePlugin(outDir)],
  build: { outDir, assetsInlineLimit: 0, modulePreload: false },
})
