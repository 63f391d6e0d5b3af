/**
 * Who a server render is for, decided by the page server (server/http/page-cache.ts) before it
 * renders, from the request's credentials and the page:
 *
 * - `anonymous`: no session cookie and no `Authorization`. The page is the same for every such
 *   visitor and may be kept for them all.
 * - `signed-in-shared`: a signed-in visitor of a page whose content is the same for everyone signed
 *   in (`sharedWhenSignedIn` in contract/routes.ts), whose access token the server has checked the
 *   way the API does. The render gets no cookies and no `Authorization`, so it cannot name, fetch
 *   or leak who is signed in: it shows the signed-in header with the account part waiting, which
 *   each browser fills in from its own session once the page runs. Kept for all such visitors.
 * - `personal`: anything else (another page, an expired or forged token, a bearer header): rendered
 *   for this request alone, with its credentials, and never kept.
 */
export type PageAudience = 'anonymous' | 'signed-in-shared' | 'personal'

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
  readonly audience: PageAudience
}

/**
 * The page the page server answers, with status 429, instead of rendering for an address that has
 * asked for more renders than its share (PAGE_RENDERS_PER_MINUTE, server/http/render-budget.ts):
 * a file of the web client's build (dist/client/), made with the site from its catalogue's text
 * (scripts/too-many-requests-page-plugin.ts), so a refusal costs no render.
 */
export const TOO_MANY_REQUESTS_PAGE_FILE = 'too-many-requests.html'
