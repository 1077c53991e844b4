import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

// DIST_DIR lets parallel builds (e.g. several developers on one machine) write to separate folders.
export default defineConfig({
  plugins: [UnoCSS(), react(), vike()],
  build: { outDir: process.env.DIST_DIR ?? 'dist', assetsInlineLimit: 0, modulePreload: false },
})
