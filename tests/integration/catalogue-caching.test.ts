import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { BLOG_CATEGORY_IDS } from '~/contract/api/blogs'
import { TUTORING_CATEGORY_ID } from '~/contract/api/catalogue'
import type { RouteRegistrar } from '~/server/app'
import { blogId, serviceId } from '~/server/db/seed-catalogue-content'
import { cacheableJson, etagOf, revalidated } from '~/server/http/cache-validators'
import { postJson, signIn } from './support/auth-client'
import { getJson } from './support/catalogue'
import { setUpTestBackend } from './support/test-backend'

let probeValue: unknown = { n: 1 }
const probe: RouteRegistrar = ({ v2 }) => {
  v2.get('/test-probe/cacheable', revalidated, (c) => cacheableJson(c, probeValue))
}

const backend = setUpTestBackend({ routes: [probe] })

const T = TUTORING_CATEGORY_ID
/** Every public catalogue GET: each answers the same to everyone, so each is cacheable. */
const CACHEABLE = [
  `/v2/category/id/${T}`,
  '/v2/category?level=1',
  `/v2/category/subcat?parent_id=${T}`,
  '/v2/category/hamburger-bar',
  '/v2/category/locale?locale=EN&value=math',
  `/v2/search/browse/${T}?limit=5`,
  '/v2/service/tutoring/latest?limit=3',
  `/v2/service/view/${serviceId(1)}?offset-gmt=7`,
  `/v2/reviews/${serviceId(2)}`,
  `/v2/service-request?domain-id=${T}`,
  '/v2/search/services?keyword=a',
  '/v2/profile/kru_somchai',
  '/v2/blogs/categories',
  `/v2/blogs/blogs?blog-category-ids=${BLOG_CATEGORY_IDS.courses}`,
  `/v2/blogs/blogs/${blogId(1)}`,
]

describe('ETag and cache-control on catalogue answers', () => {
  it.each(CACHEABLE)('%s: strong ETag of the body, public for 60 s, 304 when current', async (path) => {
    const first = await getJson(backend, path)
    expect(first.status).toBe(200)
    const etag = first.res.headers.get('etag')
    expect(etag).toBe(`"${createHash('sha256').update(first.text).digest('base64url')}"`)
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=10')

    const again = await getJson(backend, path, { 'if-none-match': etag ?? '' })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    expect(again.res.headers.get('etag')).toBe(etag)
    expect(again.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=10')
  })

  it('a different tag gets the whole answer; a list holding the tag, a weak form or * gets 304', async () => {
    const path = `/v2/category/id/${T}`
    const etag = (await getJson(backend, path)).res.headers.get('etag') ?? ''
    expect((await getJson(backend, path, { 'if-none-match': '"other"' })).status).toBe(200)
    expect((await getJson(backend, path, { 'if-none-match': `"a", ${etag}` })).status).toBe(304)
    expect((await getJson(backend, path, { 'if-none-match': `W/${etag}` })).status).toBe(304)
    expect((await getJson(backend, path, { 'if-none-match': '*' })).status).toBe(304)
  })

  it('different answers have different tags; equal answers equal tags', async () => {
    const a = (await getJson(backend, `/v2/service/view/${serviceId(1)}?offset-gmt=7`)).res.headers.get('etag')
    const b = (await getJson(backend, `/v2/service/view/${serviceId(1)}?offset-gmt=0`)).res.headers.get('etag')
    const c = (await getJson(backend, `/v2/service/view/${serviceId(1)}?offset-gmt=7`)).res.headers.get('etag')
    expect(a).not.toBe(b)
    expect(a).toBe(c)
  })

  it('the tag follows the data', async () => {
    probeValue = { n: 1 }
    const first = await getJson(backend, '/v2/test-probe/cacheable')
    const etag = first.res.headers.get('etag') ?? ''
    expect(first.body).toEqual({ n: 1 })
    probeValue = { n: 2 }
    const changed = await getJson(backend, '/v2/test-probe/cacheable', { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.body).toEqual({ n: 2 })
    expect(changed.res.headers.get('etag')).not.toBe(etag)
    expect(changed.res.headers.get('content-type')).toMatch(/^application\/json/)
  })

  it('errors are not cached and carry no tag', async () => {
    for (const path of ['/v2/category/id/65f1000000000000000000ff', '/v2/category/id/bad', '/v2/search/browse/65f1000000000000000000ff']) {
      const answer = await getJson(backend, path)
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.res.headers.get('cache-control')).toBe('no-store')
      expect(answer.res.headers.get('etag')).toBeNull()
    }
  })

  it('the booking-session search, read with the caller token, is never stored', async () => {
    const { access_token } = await signIn(backend, 'email', 'consumer@example.com')
    const res = await postJson(backend, '/v2/search/booking-session', {}, { headers: { authorization: `Bearer ${access_token}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('etag')).toBeNull()
  })
})

describe('cache-validators helpers', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['"x"', true],
    ['W/"x"', true],
    ['"y", "x"', true],
    ['"y"', false],
    ['*', true],
    ['x', false],
  ])('If-None-Match %s matches "x": %s', async (header, expected) => {
    probeValue = 'x'
    // The probe answers "x" (JSON), whose tag is etagOf('"x"'): the header names it as in the case.
    const tag = etagOf(JSON.stringify('x'))
    const ifNoneMatch = header?.replaceAll('"x"', tag)
    const answer = await getJson(backend, '/v2/test-probe/cacheable', ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch })
    expect(answer.status).toBe(expected ? 304 : 200)
  })
})
