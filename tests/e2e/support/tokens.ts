import { randomBytes } from 'node:crypto'
import { expect, type BrowserContext } from '@playwright/test'
import { TOKEN_EXPIRY_SKEW_MS } from '~/app/lib/session/session'
import { hs256 } from '~/server/services/hs256'
import { deriveKey } from '~/server/services/token-service'

/**
 * Access tokens that run out when a test says so, instead of after a wait for the clock.
 *
 * A spec server started with `tokenSecretEnv()` signs its access tokens with a secret the test
 * knows. `expireAccessToken` then rewrites the saved access token in the browser's cookie jar
 * with the same claims and an `exp` that leaves it 1 s short of the spec's 20 s margin: both the
 * page server and the browser count it as expired from that moment (app/lib/session/session.ts),
 * while the backend, like with a token that aged on its own, would still take it for 19 s. That
 * is the state a short-lived token (ACCESS_TOKEN_TTL_SECONDS=22) reached after a 2.5 s wait, the
 * refresh token untouched; the renewal that follows is the product's own.
 *
 * The token is made stale before the test's next step, never while a page is busy, so no route
 * preload of the instant before can still use the last usable token (the race the wait had).
 */
export function tokenSecretEnv(): { AUTH_SECRET: string } {
  return { AUTH_SECRET: randomBytes(32).toString('hex') }
}

/** Makes the context's saved access token one that every part of the site counts as expired; answers it. */
export async function expireAccessToken(context: BrowserContext, baseURL: string, env: { AUTH_SECRET: string }): Promise<string> {
  const saved = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'access_token')
  expect(saved, 'a saved access token to expire').toBeTruthy()
  const claims = JSON.parse(Buffer.from(saved!.value.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>
  const exp = Math.floor(Date.now() / 1000) + TOKEN_EXPIRY_SKEW_MS / 1000 - 1
  const stale = await hs256(deriveKey(env.AUTH_SECRET, 'access-token/v1')).sign({ ...claims, exp })
  // The same cookie (name, domain, path and flags), holding the stale token.
  await context.addCookies([{ ...saved!, value: stale }])
  return stale
}
