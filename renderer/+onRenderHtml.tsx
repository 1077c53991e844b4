import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { OnRenderHtmlSync } from 'vike/types'
import { GateScreen } from '../components/gate/GateScreen'
import { PageContextProvider } from '../components/PageContext'
import { Head } from './Head'
import { Layout } from './Layout'
import { resolvePageRoute } from './resolve-route'

export const onRenderHtml: OnRenderHtmlSync = (pageContext) => {
  const { Page } = pageContext
  if (pageContext.injectRenderFault && !pageContext.errorWhileRendering) throw new Error('Injected render fault')
  const route = resolvePageRoute(pageContext)
  const head = renderToStaticMarkup(<Head route={route} pageContext={pageContext} />)
  // A page whose +config.ts names a gate shows the password screen until the server has unlocked it
  // (server/plugins/gates.ts sets pageContext.gate): the page itself cannot forget it.
  const locked = pageContext.config.gate !== undefined && !pageContext.gate?.unlocked
  // A whole document, not a stream: almost every answer is sent from the cache, and a page laid out in
  // pieces as a stream arrives would shift.
  const body = renderToString(
    <PageContextProvider value={pageContext}>
      <Layout>{locked ? <GateScreen /> : Page ? <Page /> : null}</Layout>
    </PageContextProvider>,
  )
  const documentHtml = escapeInject`<!DOCTYPE html><html lang="de"><head>${dangerouslySkipEscape(head)}</head><body>${dangerouslySkipEscape(body)}</body></html>`
  return {
    documentHtml,
    // Preload only the Latin font file; the latin-ext subset loads on demand through its unicode-range. The
    // entry's static imports (Vite's preload helper) are preloaded at the end, so they do not wait for the entry.
    injectFilter(assets: { src: string; assetType: string | null; isEntry: boolean; inject: false | string }[]) {
      for (const asset of assets) {
        if (asset.assetType === 'font' && asset.src.includes('latin-ext')) asset.inject = false
        if (asset.assetType === 'script' && !asset.isEntry) asset.inject = 'HTML_END'
      }
    },
  }
}
