import { createServerEntry, createStartHandler, defaultRenderHandler } from '@tanstack/react-start/server'

// The server's entry: Start's own, with its handler that renders each page to one string instead of
// a stream. A page's loaders have all finished before it renders (its data is awaited, never
// streamed in later), so a stream only cuts the same HTML into many small chunks, and the page cache
// reads pages whole anyway (the figure is in docs/decisions.md).
export default createServerEntry({ fetch: createStartHandler(defaultRenderHandler) })
