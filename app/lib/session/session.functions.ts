import { createServerFn } from '@tanstack/react-start'
import type { Renewal } from './session'
import { renewFromCookies } from './renewal.server'

/**
 * The one way a session is renewed. During a server render the root route calls it directly; in
 * the browser it is a POST to the site's own origin (Start's RPC), which carries the HttpOnly
 * refresh cookie no script can read, and its answer sets the renewed cookies. Start refuses a
 * server-function call from another site (its CSRF check on `Sec-Fetch-Site`, then `Origin`), so
 * no other page can drive it. Its answer is never kept by the page cache (POST, `Set-Cookie`).
 */
export const renewSession = createServerFn({ method: 'POST' }).handler((): Promise<Renewal> => renewFromCookies())
