import { connect } from 'node:net'
import { expect, test, type APIRequestContext } from '@playwright/test'
import fc from 'fast-check'
import { routeTable } from '~/contract/routes'
import { ODD_TEXTS, RAW_URL_PIECES, controlString, percentEncode } from '~/tests/support/odd-input'
import { latestCode, sendCode, uniquePhone, uniqueSuffix } from './support/auth'

/**
 * Page fuzz: every route of the table (contract/routes.ts), anonymous and signed in, asked over
 * HTTP (server rendering, no browser) with odd param values and odd search strings: NUL and other
 * control characters, U+3000, huge values, broken `%` sequences, repeated keys (arrays), JSON the
 * router would parse. Never a 5xx: a bad value is ignored, or the page is the app's not-found page.
 *
 * The seed comes from FUZZ_SEED (npm run test:e2e sets and prints one per run), so every worker
 * draws the same requests and a failure replays with `FUZZ_SEED=<n> npm run test:e2e -- tests/e2e/page-fuzz.ssr.spec.ts`.
 */

// Without npm run test:e2e (npx playwright test), the day's number: still the same in every worker.
const seed = Number(process.env.FUZZ_SEED || Math.floor(Date.now() / 86_400_000))
const RUNS = Number(process.env.FUZZ_PAGE_RUNS ?? 4)

// Every search key a page reads (contract/routes.ts and the features' *-search.ts), and some odd ones.
const SEARCH_KEYS = ['q', 'category', 'min', 'max', 'type', 'day', 'time', 'page', 'status', 'redirect', 'provider', 'mode', 'destination', 'otp', 'reviews', 'booking', 'id', 'when', 'role', 'part']

const oddValue = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...ODD_TEXTS).map(percentEncode) },
  { weight: 2, arbitrary: controlString.map(percentEncode) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }).map(percentEncode) },
  // The router parses search values as JSON: objects, arrays, deep nesting, numbers past precision.
  { weight: 2, arbitrary: fc.constantFrom('[1,2]', '{"a":1}', '{"__proto__":{"x":1}}', '"\\u0000"', '[[[[[[[[[[]]]]]]]]]]', '1e999', '-0', 'null', 'true').map(percentEncode) },
  // Long, but under Node's 16 KB for the request line and headers (past it: 414, tested apart).
  { weight: 1, arbitrary: fc.constantFrom('a', 'ก', '%00').map((c) => c.repeat(Math.floor(3000 / c.length))) },
)

const oddSearch = fc
  .array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...SEARCH_KEYS) }, { weight: 1, arbitrary: oddValue }), oddValue), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'))

function oddUrl(path: string): fc.Arbitrary<string> {
  const params = path.split('/').filter((s) => s.startsWith('$')).length
  return fc.tuple(fc.array(oddValue, { minLength: params, maxLength: params }), oddSearch).map(([values, search]) => {
    let i = 0
    const filled = path.replace(/\$[A-Za-z]+/g, () => values[i++] || '%00')
    return search ? `${filled}?${search}` : filled
  })
}

/** A stable number per test, so each test draws the same requests in whichever worker runs it. */
const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7)

async function expectNo5xx(request: APIRequestContext, url: string, headers: Record<string, string>) {
  const response = await request.get(url, { maxRedirects: 0, headers })
  const body = await response.text()
  expect(response.status(), `${url.slice(0, 300)} -> ${response.status()} ${body.slice(0, 200)}`).toBeLessThan(500)
  if ((response.headers()['content-type'] ?? '').includes('text/html')) expect(body, url.slice(0, 300)).toContain('<html lang="th"')
}

/** A new consumer, signed in. Not the demo consumer: its codes are shared with the browser projects running alongside. */
async function newConsumer(request: APIRequestContext): Promise<string> {
  const phone = uniquePhone()
  await sendCode(request, 'phone', phone)
  const otp = await latestCode(request, phone)
  const response = await request.post('/v2/auth/register', {
    multipart: { mode: 'phone', destination: phone, otp, username: `fuzz_${uniqueSuffix()}`, gender: 'unspecified', birthdate: '1995-05-05' },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { access_token: string }).access_token
}

test.beforeAll(() => console.log(`page-fuzz seed: ${seed} (replay with FUZZ_SEED=${seed})`))

test.describe('page fuzz', () => {
  let signedIn: Record<string, string> = {}
  test.beforeAll(async ({ request }) => {
    signedIn = { cookie: `access_token=${await newConsumer(request)}` }
  })

  // A path listed twice (with and without an example search) is fuzzed once.
  for (const path of new Set(routeTable.map((r) => r.path))) {
    for (const who of ['anonymous', 'signed in'] as const) {
      test(`${path} ${who}: odd params and search never answer 5xx`, async ({ request }) => {
        const urls = fc.sample(oddUrl(path), { seed: seed + hash(`${path} ${who}`), numRuns: RUNS })
        for (const url of urls) await expectNo5xx(request, url, who === 'anonymous' ? {} : signedIn)
      })
    }
  }

  // The cases, asked every run whatever the draw.
  test('regressions: a NUL in a search or a profile name, and a signed-in login redirect with a tab, a newline or U+3000', async ({ request }) => {
    for (const url of ['/tutoring/browse?q=%00', '/browse?q=a%00b', '/profile/%00', '/services/%00', '/tutoring/blog/%00', '/admin/dashboard/users?q=%00']) {
      await expectNo5xx(request, url, {})
      await expectNo5xx(request, url, signedIn)
    }
    const browse = await request.get('/tutoring/browse?q=%00')
    expect(browse.status()).toBe(200)
    const profile = await request.get('/profile/%00')
    expect(profile.status()).toBe(404)
    for (const target of ['%2Fwallet%09', '%2Fwallet%0A', '%2F%09%2Fevil.example', '%2Fwallet%E3%80%80x']) {
      const response = await request.get(`/login?redirect=${target}`, { maxRedirects: 0, headers: signedIn })
      expect(response.status(), target).toBeLessThan(500)
      expect([302, 303, 307], target).toContain(response.status())
      const location = response.headers()['location'] ?? ''
      expect(location, target).toMatch(/^\/[^/\\]/)
    }
  })
})

/** Raw bytes to the server (what no HTTP client library sends), and its whole answer. */
function raw(baseURL: string, request: string): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request))
    let data = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (data += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const at = data.indexOf('\r\n\r\n')
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1]), head: data.slice(0, at), body: data.slice(at + 4) })
    })
  })
}

test('what Node and its adapter answer themselves is in the error shape: 414, 431, 400, and // is a page like any other', async ({ baseURL }) => {
  const cases = [
    { request: `GET /tutoring/browse?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, status: 414, code: 'uri_too_long' },
    { request: `GET /v2/contents/terms HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431, code: 'headers_too_large' },
    { request: 'GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', status: 400, code: 'bad_request' },
    { request: 'GET /v2/\\x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', status: 400, code: 'bad_request' },
  ]
  for (const { request, status, code } of cases) {
    const answer = await raw(baseURL!, request)
    expect(answer.status, request.slice(0, 60)).toBe(status)
    expect(answer.head).toMatch(/content-type: application\/json/i)
    expect(JSON.parse(answer.body), request.slice(0, 60)).toMatchObject({ code, message: expect.any(String) })
  }
  for (const path of ['//', '///x', '//a:b@']) {
    const answer = await raw(baseURL!, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
    expect(answer.status, path).toBeLessThan(500)
  }
})
