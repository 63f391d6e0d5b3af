import { createIsomorphicFn } from '@tanstack/react-start'
import { pageRequestContext } from './page-request-context'
import { config } from '~/app/lib/config'

/**
 * The page's content security policy. Scripts run only from this origin or with this response's
 * nonce (the framework's own inline scripts carry it; nothing else inline runs); no plugins, no
 * `<base>`, no framing by any site; requests only to this origin and the configured backend and
 * socket. Pictures may come from any https address (a service's pictures may be links). Inline
 * `style` attributes stay allowed: the few the pages use set a size and can load nothing.
 */
export function contentSecurityPolicy(nonce: string): string {
  const connect = new Set(["'self'"])
  if (config.backendHost) connect.add(new URL(config.backendHost).origin)
  if (config.socketUrl) connect.add(new URL(config.socketUrl).origin)
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
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
 * The nonce the page server gave this render (Start's request context), for the router to stamp
 * on what it emits; nothing in the browser, which never needs it.
 */
export const renderNonce = createIsomorphicFn()
  .server((): { nonce: string } | undefined => {
    const nonce = pageRequestContext()?.nonce
    return nonce ? { nonce } : undefined
  })
  .client((): undefined => undefined)
