import { createServerEntry, createStartHandler, defineHandlerCallback, StartServer } from '@tanstack/react-start/server'
import { getSsrStatus, transformHtmlStringWithRouter } from '@tanstack/react-router/ssr/server'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

const encoder = new TextEncoder()

// The server's entry: Start's own, rendering each page to one string instead of a stream. A page's
// loaders have all finished before it renders (its data is awaited, never streamed in later), so a
// stream would only cut the same HTML into many small chunks, each passed through web streams and
// the router's script injection, and the page cache reads most pages whole anyway. The string
// renderer serves 10-20% more pages a second rendered afresh (docs/performance.md).
//
// It is Start's `defaultRenderHandler` with one change: the answer's body is the page's UTF-8 bytes,
// encoded once here, not the string. Given a string, `Response` first scans it for lone surrogates
// and then encodes it anyway; the bytes are what the server sends, and a lone surrogate still becomes U+FFFD, as the string's encoding makes it.
const renderPage = defineHandlerCallback(async ({ router, responseHeaders }) => {
  try {
    const html = await transformHtmlStringWithRouter(router, renderToString(createElement(StartServer, { router })))
    return new Response(encoder.encode(html), { status: getSsrStatus(router), headers: responseHeaders })
  } catch (error) {
    console.error('Render to string error:', error)
    return new Response('Internal Server Error', { status: 500, headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})

export default createServerEntry({ fetch: createStartHandler(renderPage) })
