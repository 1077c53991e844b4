import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

type RenderPage = typeof import('vike/server').renderPage

/** Vike's renderPage; in production it first loads the built server entry so the built pages are known. */
export async function loadRenderPage(options: { dev: boolean; distDir: string }): Promise<RenderPage> {
  if (!options.dev) await import(pathToFileURL(join(options.distDir, 'server', 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  return renderPage
}
