import { describe, expect, it } from 'vitest'
import type { PageRequestContext } from '~/contract/page-request'
import { PAGE_CACHE_HEADER, createPageCache, type Render } from '~/server/http/page-cache'
import { REFUSAL_PAGE_POLICY, renderBudget } from '~/server/http/render-budget'
import { createMemoryRateLimiter } from '~/server/rate-limit/rate-limiter'

const PAGE = '<!DOCTYPE html><html lang="th"><body><h1>มีการเปิดหน้าเว็บถี่เกินไป</h1></body></html>'
const context: PageRequestContext = { csp: { kind: 'hashes' }, audience: 'anonymous' }

/** A stand-in for the page renderer: counts its renders and names the page in each. */
function renderer() {
  let renders = 0
  const render: Render = async (request) => {
    renders++
    return new Response(`<html><body>render ${renders} of ${new URL(request.url).pathname}</body></html>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  }
  return { render, count: () => renders }
}

function clock(start = Date.UTC(2026, 10, 29)) {
  let t = start
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) }
}

const page = (path: string, init?: RequestInit) => new Request(`http://127.0.0.1:3000${path}`, init)

describe('render budget', () => {
  it("renders an address's share, then answers the too-many-requests page without rendering, until the minute is over", async () => {
    const time = clock()
    const charge = renderBudget({ perMinute: 3, limiter: createMemoryRateLimiter({ now: time.now }), page: PAGE })
    const { render, count } = renderer()
    for (const n of [1, 2, 3]) expect((await charge(render, '203.0.113.7')(page(`/?x=${n}`), context)).status).toBe(200)

    time.advance(20_000)
    const refused = await charge(render, '203.0.113.7')(page('/?x=4'), context)
    expect(refused.status).toBe(429)
    expect(count()).toBe(3)
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(refused.headers.get('retry-after')).toBe('40')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(refused.headers.get('content-security-policy')).toBe(REFUSAL_PAGE_POLICY)
    expect(await refused.text()).toBe(PAGE)
    // Another address has a share of its own.
    expect((await charge(render, '198.51.100.2')(page('/?x=5'), context)).status).toBe(200)

    time.advance(40_000)
    expect((await charge(render, '203.0.113.7')(page('/?x=6'), context)).status).toBe(200)
    expect(count()).toBe(5)
  })

  it("answers a server function's call over the share as the API does, and a HEAD without a body", async () => {
    const charge = renderBudget({ perMinute: 1, limiter: createMemoryRateLimiter(), page: PAGE })
    const { render } = renderer()
    await charge(render, 'a')(page('/'), context)
    const call = await charge(render, 'a')(page('/_serverFn/renew', { method: 'POST', body: '{}' }), context)
    expect(call.status).toBe(429)
    expect(await call.json()).toEqual({ code: 'rate_limited', message: 'Too many page requests', retry_after: 60 })
    const head = await charge(render, 'a')(page('/', { method: 'HEAD' }), context)
    expect(head.status).toBe(429)
    expect(head.body).toBeNull()
  })

  it('answers JSON when the site has no refusal page (the web client not built), and never refuses with no share set', async () => {
    const { render, count } = renderer()
    const withoutPage = renderBudget({ perMinute: 1, limiter: createMemoryRateLimiter(), page: undefined })
    await withoutPage(render, 'a')(page('/'), context)
    const refused = await withoutPage(render, 'a')(page('/'), context)
    expect(refused.status).toBe(429)
    expect((await refused.json()) as unknown).toMatchObject({ code: 'rate_limited' })

    const unlimited = renderBudget({ perMinute: 0, limiter: createMemoryRateLimiter(), page: PAGE })
    for (let n = 0; n < 50; n++) expect((await unlimited(render, 'a')(page(`/?n=${n}`), context)).status).toBe(200)
    expect(count()).toBe(51)
  })

  it('charges only the visitor whose request renders: kept pages cost nothing, and a refusal is never kept for others', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1 << 20 })
    const charge = renderBudget({ perMinute: 2, limiter: createMemoryRateLimiter(), page: PAGE })
    const { render, count } = renderer()
    const visit = (path: string, client: string) => cache.handle(page(path), charge(render, client))

    // A's two renders: the page's first request, then the one that is kept.
    expect((await visit('/tutoring', 'A')).status).toBe(200)
    expect((await visit('/tutoring', 'A')).status).toBe(200)
    // Over its share, A still gets the kept page, as often as it likes: nothing renders.
    for (let n = 0; n < 5; n++) expect((await visit('/tutoring', 'A')).headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(count()).toBe(2)

    // A page A would render is refused to A, and not kept: B renders it on its own share.
    expect((await visit('/help', 'A')).status).toBe(429)
    expect((await visit('/help', 'A')).status).toBe(429)
    const forB = await visit('/help', 'B')
    expect(forB.status).toBe(200)
    expect(await forB.text()).toContain('render 3 of /help')
  })
})
