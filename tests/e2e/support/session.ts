import { expect, type BrowserContext } from '@playwright/test'
import { sessionFromToken } from '~/app/lib/session/session'

/**
 * Waits until the access token saved in the browser's cookie jar is one the web client counts as
 * expired (by its own rule, 20 s before the token's `exp`), so that the next page or call that needs
 * it has to renew first. Answers the token that ran out (undefined once the cookie is gone).
 * Against a server with short tokens (ACCESS_TOKEN_TTL_SECONDS), instead of a fixed sleep.
 */
export async function accessTokenRunOut(context: BrowserContext, url: string): Promise<string | undefined> {
  let token: string | undefined
  await expect
    .poll(
      async () => {
        token = (await context.cookies(url)).find((c) => c.name === 'access_token')?.value
        return sessionFromToken(token).kind
      },
      { message: 'the saved access token runs out', intervals: [100], timeout: 10_000 },
    )
    .toBe('signed-out')
  return token
}
