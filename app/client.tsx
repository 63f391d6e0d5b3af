import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { getRouter } from './router'

// The browser's entry: hydrates the server-rendered document with the router's own SSR client.
// Start's default entry (`StartClient`) does the same and also registers server functions as
// values a page's data may carry, which statically brings Start's RPC client and its serializer
// (seroval) into every page's first load, about 10 KB gzipped. No page's data carries a server
// function; the site's one server function (the session's renewal) loads its client with it, when
// it is first called (app/lib/session/tokens.ts).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={getRouter()} />
    </StrictMode>,
  )
})
