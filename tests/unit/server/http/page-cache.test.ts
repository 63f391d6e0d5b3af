import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import type { PageAudience, PageRequestContext } from '~/contract/page-request'
import { PAGE_CACHE_HEADER, accessTokenCookie, createPageCache, hasSessionCookie, newNonce, type Render, type SignedInSharing } from '~/server/http/page-cache'

const URL_A = 'http://127.0.0.1:3000/services/65a000000000000000000001'

/** A stand-in for the SSR handler: counts renders and answers a page naming the render. */
function renderer(init: { status?: number; headers?: Record<string, string>; delayMs?: number } = {}) {
  let renders = 0
  const render = async (request: Request) => {
    renders++
    const n = renders
    if (init.delayMs) await new Promise((resolve) => setTimeout(resolve, init.delayMs))
    return new Response(`<html><body>render ${n} of ${new URL(request.url).pathname}${new URL(request.url).search}</body></html>`, {
      status: init.status ?? 200,
      headers: { 'content-type': 'text/html; charset=utf-8', ...init.headers },
    })
  }
  return { render, count: () => renders }
}

function clock(start = 1_000_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

const get = (url = URL_A, headers: Record<string, string> = {}) => new Request(url, { headers })

/** Checks how an answer was served and which render it holds; answers it for further checks. */
async function expectServed(pending: Promise<Response>, how: string, render: string): Promise<Response> {
  const answer = await pending
  expect(answer.headers.get(PAGE_CACHE_HEADER)).toBe(how)
  expect(await answer.clone().text()).toContain(render)
  return answer
}

describe('CSP nonces', () => {
  it('are 128 bits in base64url, every one new, across many refills of the pool', () => {
    const nonces = Array.from({ length: 5_000 }, newNonce)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64url')).toHaveLength(16)
    expect(nonces.every((nonce) => /^[A-Za-z0-9_-]{22}$/.test(nonce))).toBe(true)
    expect(new Set(nonces).size).toBe(nonces.length)
    // No run of equal bytes from an unfilled pool: over 80,000 bytes every value shows up.
    expect(new Set(nonces.flatMap((nonce) => [...Buffer.from(nonce, 'base64url')])).size).toBe(256)
  })
})

describe('page cache', () => {
  it('sends every answer of a kept page as the same bytes under the same policy, which lists the hashes of its inline scripts and styles', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
    const contexts: Parameters<Render>[1][] = []
    const markup = `<html><head><script>boot("ครู")</script><style>p{color:red}</style><script src="/assets/x.js"></script></head><body><SCRIPT type="module">go()</SCRIPT><script>boot("ครู")</script></body></html>`
    const render: Render = async (_request, context) => {
      contexts.push(context)
      return new Response(markup, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self'; script-src 'strict-dynamic' 'self'; style-src 'self'; img-src 'self'" } })
    }
    // Its first request renders for that visitor alone; the second's render is kept.
    const first = await cache.handle(get(), render)
    const answers = []
    for (let i = 0; i < 3; i++) answers.push(await cache.handle(get(), render))
    expect(contexts).toEqual([
      { csp: { kind: 'hashes' }, audience: 'anonymous' },
      { csp: { kind: 'hashes' }, audience: 'anonymous' },
    ])
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
    const policy = `default-src 'self'; script-src 'strict-dynamic' 'self' ${hash('boot("ครู")')} ${hash('go()')}; style-src 'self' ${hash('p{color:red}')}; img-src 'self'`
    for (const answer of [first, ...answers]) {
      expect(answer.headers.get('content-security-policy')).toBe(policy)
      expect(await answer.text()).toBe(markup)
    }
    expect(answers.map((answer) => answer.headers.get(PAGE_CACHE_HEADER))).toEqual(['miss', 'hit', 'hit'])
  })

  it('answers each client with the kept bytes in the encoding it takes best: brotli, gzip, or as written', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
    const markup = `<html><head><script>boot()</script></head><body>${'<p>ครูสอนคณิต</p>'.repeat(50)}</body></html>`
    const render: Render = async () => new Response(markup, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'strict-dynamic'" } })
    await cache.handle(get(), render)
    await cache.handle(get(), render)
    const cases: [string, string | null, (bytes: Buffer) => Buffer][] = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['br', 'br', brotliDecompressSync],
      ['*', 'br', brotliDecompressSync],
      ['br;q=0.5, gzip;q=1', 'gzip', gunzipSync],
      ['gzip', 'gzip', gunzipSync],
      ['identity', null, (bytes) => bytes],
      ['gzip;q=0, br;q=0', null, (bytes) => bytes],
      ['', null, (bytes) => bytes],
    ]
    const seen = new Map<string | null, Buffer>()
    for (const [acceptEncoding, encoding, decode] of cases) {
      const answer = await cache.handle(get(URL_A, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), render)
      expect(answer.headers.get(PAGE_CACHE_HEADER), acceptEncoding).toBe('hit')
      expect(answer.headers.get('content-encoding'), acceptEncoding).toBe(encoding)
      expect(answer.headers.get('vary'), acceptEncoding).toBe('cookie, accept-encoding')
      const bytes = Buffer.from(await answer.arrayBuffer())
      expect(Number(answer.headers.get('content-length')), acceptEncoding).toBe(bytes.length)
      expect(decode(bytes).toString('utf8'), acceptEncoding).toBe(markup)
      // The same bytes for every client taking the same encoding: compressed once, when kept.
      if (seen.has(encoding)) expect(bytes.equals(seen.get(encoding)!), acceptEncoding).toBe(true)
      seen.set(encoding, bytes)
    }
    expect(seen.get('br')!.length).toBeLessThan(seen.get(null)!.length / 4)
  })

  it('renders a page for one person with a nonce of its own each time, and never lists hashes for it', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
    const contexts: Parameters<Render>[1][] = []
    const render: Render = async (_request, context) => {
      contexts.push(context)
      const nonce = context.csp.kind === 'nonce' ? context.csp.nonce : 'none'
      return new Response(`<html><script nonce="${nonce}">boot()</script></html>`, { headers: { 'content-type': 'text/html', 'content-security-policy': `script-src 'self' 'nonce-${nonce}'` } })
    }
    const answers = [await cache.handle(get(URL_A, { authorization: 'Bearer x' }), render), await cache.handle(get(URL_A, { authorization: 'Bearer x' }), render)]
    const nonces = contexts.map((context) => (context.csp.kind === 'nonce' ? context.csp.nonce : undefined))
    expect(contexts.map((context) => context.audience)).toEqual(['personal', 'personal'])
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(new Set(nonces).size).toBe(2)
    answers.forEach((answer, i) => expect(answer.headers.get('content-security-policy')).toBe(`script-src 'self' 'nonce-${nonces[i]}'`))
  })

  it('tells caches in front what they may keep: a page for visitors without a session publicly, for as long as it is kept here; the signed-in copy and pages for one person not', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20, signedIn: { isSharedPage: (pathname) => pathname === '/shared', isLiveToken: async () => true } })
    const page: Render = async () => new Response('<html></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } })
    const cacheControl = async (url: string, headers: Record<string, string> = {}, render: Render = page) => {
      const answer = await cache.handle(get(url, headers), render)
      return [answer.headers.get('cache-control'), answer.headers.get('vary')]
    }
    const publicly = 'public, max-age=0, s-maxage=10, stale-while-revalidate=10'
    // Its first answer (rendered for its visitor alone), and the kept copy's (which says it comes in encodings).
    expect(await cacheControl(URL_A)).toEqual([publicly, 'cookie'])
    expect(await cacheControl(URL_A)).toEqual([publicly, 'cookie, accept-encoding'])
    expect(await cacheControl(URL_A)).toEqual([publicly, 'cookie, accept-encoding'])
    const session = { cookie: 'access_token=abc; refresh_token=def' }
    expect(await cacheControl('http://127.0.0.1:3000/shared', session)).toEqual(['private, no-cache', null])
    expect(await cacheControl('http://127.0.0.1:3000/shared', session)).toEqual(['private, no-cache', 'accept-encoding'])
    expect(await cacheControl(URL_A, session)).toEqual(['private, no-store', null])
    expect(await cacheControl(URL_A, { authorization: 'Bearer abc' })).toEqual(['private, no-store', null])
    // What no cache may keep as a page: a not-found page, a redirect.
    const notFound: Render = async () => new Response('<html></html>', { status: 404, headers: { 'content-type': 'text/html' } })
    expect(await cacheControl('http://127.0.0.1:3000/nothing', {}, notFound)).toEqual(['no-cache', 'cookie'])
    expect(await cacheControl('http://127.0.0.1:3000/nothing', {}, notFound)).toEqual(['no-cache', 'cookie'])
    // An answer saying its own keeps it (robots.txt, the sitemap).
    const robots: Render = async () => new Response('User-agent: *', { headers: { 'content-type': 'text/plain', 'cache-control': 'public, max-age=3600' } })
    expect((await cacheControl('http://127.0.0.1:3000/robots.txt', {}, robots))[0]).toBe('public, max-age=3600')
    expect((await cacheControl('http://127.0.0.1:3000/robots.txt', session, robots))[0]).toBe('public, max-age=3600')
    // With the page cache off, nothing is kept anywhere.
    const off = createPageCache({ ttlMs: 0, maxBytes: 1 << 20 })
    expect((await off.handle(get(), page)).headers.get('cache-control')).toBe('no-cache')
  })

  it("renders a page's first request for its visitor alone, keeps the second's render, and serves that copy while it is fresh", async () => {
    const time = clock()
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20, now: time.now })
    const r = renderer()
    await expectServed(cache.handle(get(), r.render), 'miss', 'render 1')
    expect(cache.stats.entries).toBe(0)
    await expectServed(cache.handle(get(), r.render), 'miss', 'render 2')
    expect(cache.stats.entries).toBe(1)
    time.advance(4_000)
    const third = await expectServed(cache.handle(get(), r.render), 'hit', 'render 2')
    expect(third.headers.get('age')).toBe('4')
    expect(third.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(r.count()).toBe(2)
  })

  it('never keeps an address asked for once, so a flood of them cannot push out the pages people come back to', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 200 })
    const r = renderer()
    const page = (path: string) => get(`http://127.0.0.1:3000${path}`)
    await cache.handle(page('/p'), r.render)
    await expectServed(cache.handle(page('/p'), r.render), 'miss', 'render 2')
    for (let i = 0; i < 50; i++) await expectServed(cache.handle(page(`/p?junk=${i}`), r.render), 'miss', `render ${i + 3}`)
    expect(cache.stats.entries).toBe(1)
    await expectServed(cache.handle(page('/p'), r.render), 'hit', 'render 2')
  })

  it('serves an old copy once while one render refreshes it, and never a copy twice its time old', async () => {
    const time = clock()
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20, now: time.now })
    const r = renderer({ delayMs: 20 })
    await cache.handle(get(), r.render)
    await cache.handle(get(), r.render)
    time.advance(12_000)
    // Old: the visitors get it at once, and one render (not one each) brings the new copy.
    const stale = await Promise.all([cache.handle(get(), r.render), cache.handle(get(), r.render)])
    expect(stale.map((answer) => answer.headers.get(PAGE_CACHE_HEADER))).toEqual(['stale', 'stale'])
    expect(stale[0]!.headers.get('age')).toBe('12')
    expect(await stale[1]!.text()).toContain('render 2')
    // Visitors meanwhile get the old copy too, until the refresh is in; then the new one.
    await vi.waitFor(() => expectServed(cache.handle(get(), r.render), 'hit', 'render 3'))
    expect(r.count()).toBe(3)
    // Twice its time old, a copy is not served: the visitor waits for a new render.
    time.advance(20_000)
    await expectServed(cache.handle(get(), r.render), 'miss', 'render 4')
  })

  it('keys on the whole URL and on the scheme the visitor came by', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
    const r = renderer()
    await cache.handle(get(`${URL_A}?page=1`), r.render)
    await cache.handle(get(`${URL_A}?page=1`), r.render)
    expect(await (await cache.handle(get(`${URL_A}?page=2`), r.render)).text()).toContain('render 3 of /services/65a000000000000000000001?page=2')
    expect(await (await cache.handle(get('http://other.example/services/65a000000000000000000001?page=1'), r.render)).text()).toContain('render 4')
    expect(await (await cache.handle(get(`${URL_A}?page=1`, { 'x-forwarded-proto': 'https' }), r.render)).text()).toContain('render 5')
    expect(await (await cache.handle(get(`${URL_A}?page=1`), r.render)).text()).toContain('render 2')
  })

  it('never serves or keeps a page for someone with a session cookie or a token', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
    const r = renderer()
    await cache.handle(get(), r.render)
    await cache.handle(get(), r.render)
    const sessions: Record<string, string>[] = [{ cookie: 'theme=dark; access_token=abc' }, { cookie: 'refresh_token=x' }, { authorization: 'Bearer abc' }]
    for (const headers of sessions) {
      const response = await cache.handle(get(URL_A, headers), r.render)
      expect(response.headers.get(PAGE_CACHE_HEADER)).toBeNull()
      expect(await response.text()).not.toContain('render 2')
    }
    expect(r.count()).toBe(5)
    // Other cookies do not change an anonymous page: still served from the cache.
    expect((await cache.handle(get(URL_A, { cookie: 'theme=dark' }), r.render)).headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(cache.stats.entries).toBe(1)
  })

  it('keeps only 200 HTML answers without cookies, and never for other methods', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
    const unkept: { status?: number; headers?: Record<string, string> }[] = [{ status: 404 }, { status: 500 }, { headers: { 'set-cookie': 'a=b' } }, { headers: { 'content-type': 'application/xml' } }, { headers: { 'cache-control': 'private' } }]
    for (const init of unkept) {
      const r = renderer(init)
      await cache.handle(get(), r.render)
      await cache.handle(get(), r.render)
      expect(r.count()).toBe(2)
    }
    const r = renderer()
    await cache.handle(new Request(URL_A, { method: 'POST', body: 'x' }), r.render)
    await cache.handle(new Request(URL_A, { method: 'POST', body: 'x' }), r.render)
    expect(r.count()).toBe(2)
    expect(cache.stats.entries).toBe(0)
  })

  it("never serves or keeps a server function's answer, even an HTML one to a GET without cookies", async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
    const r = renderer()
    const call = 'http://127.0.0.1:3000/_serverFn/abc123?payload=%7B%7D'
    const first = await cache.handle(get(call), r.render)
    await cache.handle(get(call), r.render)
    expect(r.count()).toBe(2)
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBeNull()
    expect(cache.stats.entries).toBe(0)
  })

  it('keeps serving the old copy, within its time, when a refresh comes back as something not kept', async () => {
    const time = clock()
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20, now: time.now })
    let status = 200
    const r = renderer()
    const render = async (request: Request) => {
      const answer = await r.render(request)
      return status === 200 ? answer : new Response('<p>down</p>', { status, headers: { 'content-type': 'text/html' } })
    }
    await cache.handle(get(), render)
    await cache.handle(get(), render)
    time.advance(12_000)
    status = 503
    await expectServed(cache.handle(get(), render), 'stale', 'render 2')
    await vi.waitFor(() => expect(r.count()).toBe(3))
    await expectServed(cache.handle(get(), render), 'stale', 'render 2')
  })

  it('a hard reload renders afresh and refreshes the copy for everyone', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
    const r = renderer()
    await cache.handle(get(), r.render)
    const reload = await cache.handle(get(URL_A, { 'cache-control': 'no-cache', pragma: 'no-cache' }), r.render)
    expect(reload.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    expect(await reload.text()).toContain('render 2')
    expect(await (await cache.handle(get(), r.render)).text()).toContain('render 2')
  })

  it('lets reloads render a page only once at a time, everyone else keeping the copy meanwhile', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
    const r = renderer({ delayMs: 30 })
    await cache.handle(get(), r.render)
    await cache.handle(get(), r.render)
    const reload = { 'cache-control': 'no-cache' }
    const reloads = Array.from({ length: 10 }, () => cache.handle(get(URL_A, reload), r.render))
    // While the reload renders, visitors get the copy there is, without waiting.
    const meanwhile = await cache.handle(get(), r.render)
    expect(meanwhile.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(await meanwhile.text()).toContain('render 2')
    const bodies = await Promise.all(reloads.map(async (answer) => (await answer).text()))
    expect(new Set(bodies).size).toBe(1)
    expect(bodies[0]).toContain('render 3')
    expect(r.count()).toBe(3)
  })

  it('visitors arriving while a page renders wait for that one render (on its first request, the render of whoever came next)', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
    const r = renderer({ delayMs: 30 })
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.handle(get(), r.render).then((res) => res.text())))
    expect(r.count()).toBe(2)
    expect(bodies[0]).toContain('render 1')
    expect(new Set(bodies.slice(1))).toEqual(new Set([bodies[1]]))
    expect(bodies[1]).toContain('render 2')
    // Once kept, a burst waits for one refresh.
    const reloads = await Promise.all(Array.from({ length: 20 }, () => cache.handle(get(URL_A, { 'cache-control': 'no-cache' }), r.render).then((res) => res.text())))
    expect(r.count()).toBe(3)
    expect(new Set(reloads)).toEqual(new Set([reloads[0]]))
  })

  it('waiters render for themselves when the first answer may not be kept, and a failed render reaches only its own visitor', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
    const r = renderer({ status: 404, delayMs: 20 })
    const statuses = await Promise.all(Array.from({ length: 3 }, () => cache.handle(get(), r.render).then((res) => res.status)))
    expect(statuses).toEqual([404, 404, 404])
    expect(r.count()).toBe(3)

    let calls = 0
    const flaky = async () => {
      calls++
      if (calls === 1) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        throw new Error('render failed')
      }
      return new Response('<p>ok</p>', { headers: { 'content-type': 'text/html' } })
    }
    const results = await Promise.allSettled([cache.handle(get(), flaky), cache.handle(get(), flaky)])
    expect(results[0].status).toBe('rejected')
    expect(results[1].status === 'fulfilled' && (await results[1].value.text())).toBe('<p>ok</p>')
  })

  it('stays within its byte budget, dropping the least recently used page first', async () => {
    const page = (n: number) => get(`http://127.0.0.1:3000/p${n}`)
    // What one copy holds (its text, gzip and brotli), from a cache of its own: room for three and a half.
    const probe = createPageCache({ ttlMs: 60_000, maxBytes: 1 << 20 })
    await probe.handle(page(0), renderer().render)
    await probe.handle(page(0), renderer().render)
    const maxBytes = Math.floor(3.5 * probe.stats.bytes)
    const cache = createPageCache({ ttlMs: 60_000, maxBytes })
    const r = renderer()
    // Each asked twice, so kept.
    const keep = async (n: number) => {
      await cache.handle(page(n), r.render)
      await cache.handle(page(n), r.render)
    }
    await keep(1)
    await keep(2)
    await keep(3)
    await cache.handle(page(1), r.render) // used again: now the newest
    await keep(4)
    await keep(5)
    expect(cache.stats.entries).toBe(3)
    expect(cache.stats.bytes).toBeLessThanOrEqual(maxBytes)
    expect((await cache.handle(page(1), r.render)).headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect((await cache.handle(page(2), r.render)).headers.get(PAGE_CACHE_HEADER)).toBe('miss')
  })

  it('gives a visitor the page rendered for them even when other pages pushed it out of the budget while it rendered', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 200 })
    const r = renderer()
    const page = (n: number) => get(`http://127.0.0.1:3000/p${n}`)
    await cache.handle(page(0), r.render) // asked once: the next request's render is kept
    let finish: () => void = () => {}
    const slow = async (request: Request) => {
      await new Promise<void>((resolve) => (finish = resolve))
      return r.render(request)
    }
    const waiting = cache.handle(page(0), slow)
    // While it renders, enough other pages are kept to fill the budget several times over.
    for (let n = 1; n <= 8; n++) {
      await cache.handle(page(n), r.render)
      await cache.handle(page(n), r.render)
    }
    finish()
    const answer = await waiting
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('of /p0')
    expect(cache.stats.bytes).toBeLessThanOrEqual(200)

    // The same for an answer that may not be kept (a 404): its visitor gets it.
    const missing = renderer({ status: 404 })
    await cache.handle(page(9), missing.render)
    const notFound = cache.handle(page(9), async (request) => {
      await new Promise<void>((resolve) => (finish = resolve))
      return missing.render(request)
    })
    for (let n = 10; n <= 17; n++) {
      await cache.handle(page(n), r.render)
      await cache.handle(page(n), r.render)
    }
    finish()
    expect((await notFound).status).toBe(404)
  })

  it('is off with a time of 0', async () => {
    const cache = createPageCache({ ttlMs: 0, maxBytes: 1 << 20 })
    const r = renderer()
    await cache.handle(get(), r.render)
    await cache.handle(get(), r.render)
    expect(r.count()).toBe(2)
  })

  it('tells session cookies from look-alikes', () => {
    expect(hasSessionCookie('access_token=abc')).toBe(true)
    expect(hasSessionCookie('a=1;  refresh_token=')).toBe(true)
    expect(hasSessionCookie('my_access_token=abc; x=access_token')).toBe(false)
    expect(hasSessionCookie('')).toBe(false)
    expect(hasSessionCookie(null)).toBe(false)
  })

  describe('signed-in visitors of pages shown alike to all', () => {
    const LIVE = new Set(['token-a', 'token-b'])
    const seen: { cookie: string | null; authorization: string | null; audience: PageAudience }[] = []
    const sharing: SignedInSharing = {
      isSharedPage: (pathname) => pathname.startsWith('/services/'),
      isLiveToken: async (token) => LIVE.has(token),
    }
    /** A renderer that notes what each render was given and for whom. */
    const watching = () => {
      const r = renderer()
      return {
        count: r.count,
        render: (request: Request, context: PageRequestContext) => {
          seen.push({ cookie: request.headers.get('cookie'), authorization: request.headers.get('authorization'), audience: context.audience })
          return r.render(request)
        },
      }
    }

    it('share one render, made without credentials, kept apart from the anonymous copy', async () => {
      seen.length = 0
      const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20, signedIn: sharing })
      const r = watching()
      const first = await cache.handle(get(URL_A, { cookie: 'theme=dark; access_token=token-a; refresh_token=r1' }), r.render)
      expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
      const second = await cache.handle(get(URL_A, { cookie: 'access_token=token-b' }), r.render)
      expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
      expect(seen).toEqual([1, 2].map(() => ({ cookie: null, authorization: null, audience: 'signed-in-shared' })))
      const third = await cache.handle(get(URL_A, { cookie: 'access_token=token-a' }), r.render)
      expect(third.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
      expect(await third.text()).toContain('render 2')
      // Visitors without a session have their own copy.
      const anonymous = await cache.handle(get(), r.render)
      expect(anonymous.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
      expect(await anonymous.text()).toContain('render 3')
      expect(seen[2]).toEqual({ cookie: null, authorization: null, audience: 'anonymous' })
      await cache.handle(get(), r.render)
      expect(cache.stats.entries).toBe(2)
    })

    it('anything else signed in renders for itself, with its credentials: other pages, dead tokens, a bearer header', async () => {
      seen.length = 0
      const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20, signedIn: sharing })
      const r = watching()
      const own: Record<string, string>[] = [
        { cookie: 'access_token=token-x' },
        { cookie: 'refresh_token=r1' },
        { cookie: 'access_token=token-a; access_token=token-b' },
        { cookie: 'access_token=token-a', authorization: 'Bearer token-a' },
      ]
      for (const headers of own) {
        const response = await cache.handle(get(URL_A, headers), r.render)
        expect(response.headers.get(PAGE_CACHE_HEADER)).toBeNull()
      }
      const otherPage = await cache.handle(get('http://127.0.0.1:3000/profile', { cookie: 'access_token=token-a' }), r.render)
      expect(otherPage.headers.get(PAGE_CACHE_HEADER)).toBeNull()
      expect(seen.map((s) => [s.cookie, s.audience])).toEqual([...own.map((h) => [h.cookie, 'personal']), ['access_token=token-a', 'personal']])
      expect(cache.stats.entries).toBe(0)
    })

    it('without the option, every signed-in request renders for itself', async () => {
      const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
      const r = renderer()
      for (let i = 0; i < 2; i++) expect((await cache.handle(get(URL_A, { cookie: 'access_token=token-a' }), r.render)).headers.get(PAGE_CACHE_HEADER)).toBeNull()
      expect(r.count()).toBe(2)
    })

    it('reads the access token cookie strictly', () => {
      expect(accessTokenCookie('a=1; access_token=abc%2Edef; b=2')).toBe('abc.def')
      expect(accessTokenCookie('access_token=')).toBeUndefined()
      expect(accessTokenCookie('access_token=a; access_token=b')).toBeUndefined()
      expect(accessTokenCookie('my_access_token=a')).toBeUndefined()
      expect(accessTokenCookie('access_token=%E0%A4%A')).toBeUndefined()
      expect(accessTokenCookie(null)).toBeUndefined()
    })
  })
})
