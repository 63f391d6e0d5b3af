import { createServerEntry, createStartHandler, defaultRenderHandler } from '@tanstack/react-start/server'

// The server's entry: Start's own, rendering each page to one string instead of a stream. A page's
// loaders have all finished before it renders (its data is awaited, never streamed in later), so a
// stream would only cut the same HTML into many small chunks, each passed through web streams and
// the router's script injection, and the page cache reads most pages whole anyway. The string
// renderer serves 10-20% more pages a second rendered afresh (docs/performance.md).
export default createServerEntry({ fetch: createStartHandler(defaultRenderHandler) })
