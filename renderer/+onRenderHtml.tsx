import { renderToStaticMarkup } from 'react-dom/server'
import { renderToStream } from 'react-streaming/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { OnRenderHtmlAsync } from 'vike/types'
import { PageContextProvider } from '../components/PageContext'
import { Head } from './Head'
import { Layout } from './Layout'
import { resolvePageRoute } from './resolve-route'

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const { Page } = pageContext
  if (pageContext.injectRenderFault && !pageContext.errorWhileRendering) throw new Error('Injected render fault')
  const route = resolvePageRoute(pageContext)
  const userAgent = pageContext.headers?.['user-agent']
  const head = renderToStaticMarkup(<Head route={route} pageContext={pageContext} />)
  const stream = await renderToStream(
    <PageContextProvider value={pageContext}>
      <Layout>{Page ? <Page /> : null}</Layout>
    </PageContextProvider>,
    // react-streaming turns streaming off for bots so crawlers get the whole document at once; a client
    // without a User-Agent is treated the same way.
    { userAgent: userAgent ?? '', disable: !userAgent },
  )
  const documentHtml = escapeInject`<!DOCTYPE html><html lang="de"><head>${dangerouslySkipEscape(head)}</head><body>${stream}</body></html>`
  return {
    documentHtml,
    // Preload only the Latin font file; the latin-ext subset loads on demand through its unicode-range.
    injectFilter(assets: { src: string; assetType: string | null; isEntry: boolean; inject: false | string }[]) {
      for (const asset of assets)
        if (asset.assetType === 'font' && asset.src.includes('latin-ext')) asset.inject = false
    },
  }
}
