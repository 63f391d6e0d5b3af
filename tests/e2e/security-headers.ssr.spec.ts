import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { createUser, uniqueSuffix } from './support/auth'
import { expectHashedPage, policyDirectives as directives, policyNonce } from './support/csp'

// What `curl -I` shows on a page: a strict content security policy. A page for many visitors (kept
// by the page cache) allows its inline scripts by their hashes, the same bytes and policy on every
// answer; a page for one person by a nonce new for every answer, which its every script carries.

function expectStrictPolicy(response: APIResponse) {
  const policy = directives(response)
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'none'"])
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'")
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // Plain HTTP here: no HSTS (it is sent over HTTPS only).
  expect(response.headers()['strict-transport-security']).toBeUndefined()
}

async function expectNoncedPage(response: APIResponse) {
  expect(response.status()).toBe(200)
  const nonce = policyNonce(response)
  expectStrictPolicy(response)
  expect(directives(response).get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
  const html = await response.text()
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) {
    if (/type="application\/ld\+json"/.test(tag)) continue
    expect(tag).toContain(`nonce="${nonce}"`)
  }
  // No other nonce anywhere in the page.
  for (const [, other] of html.matchAll(/nonce="([^"]*)"/g)) expect(other).toBe(nonce)
  return nonce
}

/** Asks `url` four times: rendered alone, kept, then twice from the cache, each the same bytes under the same policy. */
async function expectKeptAsSent(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const answers = []
  for (const expected of ['miss', 'miss', 'hit', 'hit']) {
    const response = await request.get(url, { headers })
    expect(response.status()).toBe(200)
    expect(response.headers()['x-page-cache']).toBe(expected)
    expectStrictPolicy(response)
    answers.push({ html: await expectHashedPage(response), policy: response.headers()['content-security-policy'] })
  }
  for (const answer of answers.slice(2)) expect(answer).toEqual(answers[1])
}

test('a page kept by the page cache goes out as the same bytes under the same policy, its inline scripts allowed by their hashes', async ({ request }) => {
  await expectKeptAsSent(request, `/tutoring?from=${uniqueSuffix()}`)
})

test('the shared signed-in copy is allowed by hashes as well; a page rendered for one visitor carries a nonce of its own', async ({ request }) => {
  const user = await createUser({ request })
  const headers = { cookie: `access_token=${user.accessToken}` }
  await expectKeptAsSent(request, `/tutoring/browse?from=${uniqueSuffix()}`, headers)
  const own = await request.get('/profile', { headers })
  expect(own.headers()['x-page-cache']).toBeUndefined()
  const nonce = await expectNoncedPage(own)
  expect(await expectNoncedPage(await request.get('/profile', { headers }))).not.toBe(nonce)
})

test('not-found and error pages carry the policy as well', async ({ request }) => {
  const missing = await request.get(`/no-such-page-${uniqueSuffix()}`)
  expect(missing.status()).toBe(404)
  expectStrictPolicy(missing)
  await expectHashedPage(missing)
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
