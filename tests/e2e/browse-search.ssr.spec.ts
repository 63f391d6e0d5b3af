import { expect, test } from '@playwright/test'
import { th } from '~/app/lib/i18n/th-all'
import { createUser } from './support/auth'
import { loggedCalls, serverForSpec } from './support/server'

// What the server's render of the signed-in /browse asks the backend, read from the backend's
// request log. Its search answers the same to everyone, so the render asks the public search,
// whose answers the server keeps between renders, rather than the visitor's own (the spec's
// booking-session search, never kept); the browser still searches with the visitor's token.
const server = serverForSpec({ LOG_LEVEL: 'debug', OTP_RESEND_INTERVAL_SECONDS: '1' })

test("a signed-in search is rendered from the public search's answer, not the visitor's own search", async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server().baseURL })
  const user = await createUser({ request })
  const keyword = 'คณิต'
  const from = server().output().length
  const answer = await request.get(`/browse?q=${encodeURIComponent(keyword)}&type=private`, { headers: { cookie: `access_token=${user.accessToken}` }, maxRedirects: 0 })
  expect(answer.status()).toBe(200)
  const html = await answer.text()
  expect(html.includes(th.browse.resultsFor.replace('{keyword}', keyword))).toBe(true)
  expect(/href="\/services\/[0-9a-f]{24}"/.test(html)).toBe(true)
  // Still the visitor's page: their name is in its header.
  expect(html.includes(user.username)).toBe(true)
  await expect.poll(() => loggedCalls(server(), from)).toContain('GET /v2/search/services 200')
  expect(loggedCalls(server(), from).filter((call) => call.includes('booking-session'))).toEqual([])
  await request.dispose()
})
