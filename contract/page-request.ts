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
 * How a render's inline scripts are allowed to run (its content security policy):
 * - `hashes`: a page for many visitors (`anonymous`, `signed-in-shared`). Rendered with no nonce;
 *   the page server lists the SHA-256 of each of its inline scripts in the policy once it has the
 *   whole page (server/http/inline-hashes.ts), so a kept copy goes out as the same bytes with the
 *   same policy every time, and a cache in front may keep it too. Scripts from the site's own
 *   origin run as well (the page's JavaScript); no other inline script does.
 * - `nonce`: a page for one person (`personal`): a fresh 128-bit nonce, base64url, stamped by the
 *   router on every script, style and link it emits and named in the policy. Never kept.
 */
export type PageScriptPolicy = { readonly kind: 'hashes' } | { readonly kind: 'nonce'; readonly nonce: string }

/**
 * What the page server (server/main.ts) hands every server render of the web client through
 * TanStack Start's request context (`handler.fetch(request, { context })`): set by the server,
 * never read from the request, so nothing a visitor sends can change it.
 */
export type PageRequestContext = {
  readonly csp: PageScriptPolicy
  readonly audience: PageAudience
  /**
   * The backend's request handler in this process, for the render's calls to it (no socket, no
   * second HTTP parse; same routes, checks and authorization as a call from outside). Carries the
   * page request's client address, which the rate limits key on. Absent where the page server does
   * not run the backend (the development server's pages call it over HTTP).
   */
  readonly backend?: (request: Request) => Promise<Response>
}

/**
 * The page the page server answers, with status 429, instead of rendering for an address that has
 * asked for more renders than its share (PAGE_RENDERS_PER_MINUTE, server/http/render-budget.ts):
 * a file of the web client's build (dist/client/), made with the site from its catalogue's text
 * (scripts/too-many-requests-page-plugin.ts), so a refusal costs no render.
 */
export const TOO_MANY_REQUESTS_PAGE_FILE = 'too-many-requests.html'
