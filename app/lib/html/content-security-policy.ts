import { createIsomorphicFn } from '@tanstack/react-start'
import type { PageScriptPolicy } from '~/contract/page-request'
import { pageRequestContext } from './page-request-context'
import { config } from '~/app/lib/config'

/**
 * The page's content security policy (see PageScriptPolicy in contract/page-request.ts). With a
 * nonce: scripts run only from this origin or with this response's nonce (the framework's own
 * inline scripts carry it; nothing else inline runs). For a page for many: only the inline scripts
 * whose hashes the page server adds to `script-src` once the page is whole, and scripts from this
 * origin. Not 'strict-dynamic': it would let any script a page's code creates run, an injected one too. No plugins, no
 * `<base>`, no framing by any site; requests only to this origin and the configured backend and
 * socket. Pictures may come from any https address (a service's pictures may be links). Inline
 * `style` attributes stay allowed: the few the pages use set a size and can load nothing.
 */
export function contentSecurityPolicy(scripts: PageScriptPolicy): string {
  const nonce = scripts.kind === 'nonce' ? ` 'nonce-${scripts.nonce}'` : ''
  const connect = new Set(["'self'"])
  if (config.backendHost) connect.add(new URL(config.backendHost).origin)
  if (config.socketUrl) connect.add(new URL(config.socketUrl).origin)
  return [
    "default-src 'self'",
    `script-src 'self'${nonce}`,
    `style-src 'self'${nonce}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * How the page server asked this render's scripts to be allowed (Start's request context), for the
 * root route's policy; none in the browser, and none on the development server (no policy there).
 */
export const renderScriptPolicy = createIsomorphicFn()
  .server((): PageScriptPolicy | undefined => pageRequestContext()?.csp)
  .client((): undefined => undefined)

/** The nonce for the router to stamp on what it emits, when this render has one. */
export const renderNonce = createIsomorphicFn()
  .server((): { nonce: string } | undefined => {
    const csp = pageRequestContext()?.csp
    return csp?.kind === 'nonce' ? { nonce: csp.nonce } : undefined
  })
  .client((): undefined => undefined)
