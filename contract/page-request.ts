/**
 * What the page server (server/main.ts) hands every server render of the web client through
 * TanStack Start's request context (`handler.fetch(request, { context })`): set by the server,
 * never read from the request, so nothing a visitor sends can change it.
 */
export type PageRequestContext = {
  /**
   * This render's content-security-policy nonce: 128 random bits, base64url. The router stamps it
   * on every script, style and link it emits and the root route names it in the policy. A page
   * kept by the page cache gets a fresh one for every response (server/http/page-cache.ts).
   */
  readonly nonce: string
}

