import { expect, test, type APIResponse } from '@playwright/test'
import { createUser, uniqueSuffix } from './support/auth'
import { policyNonce } from './support/csp'

// What `curl -I` shows on a page: a strict content security policy whose nonce is new for every
// answer, the kept copies of the page cache included, and the page's every script carrying it.

const directives = (response: APIResponse) =>
  new Map(
    (response.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  )

async function expectNoncedPage(response: APIResponse) {
  expect(response.status()).toBe(200)
  const nonce = policyNonce(response)
  const policy = directives(response)
  expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'none'"])
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'")
  const html = await response.text()
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) {
    if (/type="application\/ld\+json"/.test(tag)) continue
    expect(tag).toContain(`nonce="${nonce}"`)
  }
  // No other nonce anywhere in the page.
  for (const [, other] of html.matchAll(/nonce="([^"]*)"/g)) expect(other).toBe(nonce)
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // Plain HTTP here: no HSTS (it is sent over HTTPS only).
  expect(response.headers()['strict-transport-security']).toBeUndefined()
  return nonce
}

test('a page kept by the page cache carries a fresh nonce on every answer', async ({ request }) => {
  const url = `/tutoring?from=${uniqueSuffix()}`
  const seen = new Set<string>()
  // Rendered alone the first time, kept the second, served from the cache after.
  for (const expected of ['miss', 'miss', 'hit', 'hit']) {
    const response = await request.get(url)
    expect(response.headers()['x-page-cache']).toBe(expected)
    seen.add(await expectNoncedPage(response))
  }
  expect(seen.size).toBe(4)
})

test('the shared signed-in copy and a page rendered for one visitor carry nonces too', async ({ request }) => {
  const user = await createUser({ request })
  const headers = { cookie: `access_token=${user.accessToken}` }
  const url = `/tutoring/browse?from=${uniqueSuffix()}`
  await request.get(url, { headers })
  const first = await request.get(url, { headers })
  const second = await request.get(url, { headers })
  expect(second.headers()['x-page-cache']).toBe('hit')
  expect(await expectNoncedPage(second)).not.toBe(await expectNoncedPage(first))
  const own = await request.get('/profile', { headers })
  expect(own.headers()['x-page-cache']).toBeUndefined()
  await expectNoncedPage(own)
})

test('not-found and error pages carry the policy as well', async ({ request }) => {
  const missing = await request.get(`/no-such-page-${uniqueSuffix()}`)
  expect(missing.status()).toBe(404)
  expect(policyNonce(missing)).toBeTruthy()
})

test('API answers and files: nosniff; API answers a policy that runs nothing', async ({ request }) => {
  const api = await request.get('/v2/category?level=1')
  expect(api.headers()['x-content-type-options']).toBe('nosniff')
  expect(api.headers()['content-security-policy']).toMatch(/^default-src 'none'/)
  const file = await request.get('/favicon.svg')
  expect(file.status()).toBe(200)
  expect(file.headers()['x-content-type-options']).toBe('nosniff')
  expect(file.headers()['x-frame-options']).toBe('DENY')
})
