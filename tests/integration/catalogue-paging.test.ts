import { beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import { blogCategoryPageSchema, blogPageSchema } from '~/contract/api/blogs'
import { categoryPageSchema, reviewPageSchema, servicePageSchema, serviceRequestPageSchema, TUTORING_CATEGORY_ID } from '~/contract/api/catalogue'
import { DEFAULT_LIMIT, MAX_LIMIT } from '~/contract/api/paging'
import { serviceId } from '~/server/db/seed-catalogue-content'
import { postJson, signIn } from './support/auth-client'
import { expectValidationError, getJson, valid, getValid } from './support/catalogue'
import { setUpTestBackend } from './support/test-backend'

const backend = setUpTestBackend()
let token: string
beforeAll(async () => {
  token = (await signIn(backend, 'phone', '0800000001')).access_token
})

const T = TUTORING_CATEGORY_ID
/** Every list call, with the query it needs besides paging and its answer's schema. */
const LISTS: [name: string, path: string, schema: z.ZodMiniType][] = [
  ['categories by level', '/v2/category?level=2', categoryPageSchema],
  ['all categories', '/v2/category?', categoryPageSchema],
  ['sub-categories', `/v2/category/subcat?parent_id=${T}`, categoryPageSchema],
  ['hamburger bar', '/v2/category/hamburger-bar?', categoryPageSchema],
  ['category locale search', '/v2/category/locale?locale=EN&value=a', categoryPageSchema],
  ['browse', `/v2/search/browse/${T}?`, servicePageSchema],
  ['latest tutoring', '/v2/service/tutoring/latest?', servicePageSchema],
  ['public search', '/v2/search/services?keyword=', servicePageSchema],
  ['reviews', `/v2/reviews/${serviceId(2)}?`, reviewPageSchema],
  ['service requests', `/v2/service-request?domain-id=${T}`, serviceRequestPageSchema],
  ['blog categories', '/v2/blogs/categories?', blogCategoryPageSchema],
  ['blogs', '/v2/blogs/blogs?', blogPageSchema],
]

const withPaging = (path: string, paging: string) => `${path}${path.endsWith('?') ? '' : '&'}${paging}`
type AnyPage = { items: unknown[]; total: number; skip: number; limit: number }

describe.each(LISTS)('paging: %s', (_name, path, schema) => {
  const fetchPage = async (paging: string): Promise<AnyPage> => {
    return (await getValid(backend, withPaging(path, paging), schema)) as AnyPage
  }

  it('defaults to skip 0 and limit 20', async () => {
    const page = await fetchPage('')
    expect(page.total).toBeGreaterThan(1)
    expect(page).toMatchObject({ skip: 0, limit: DEFAULT_LIMIT })
    expect(page.items).toHaveLength(Math.min(page.total, DEFAULT_LIMIT))
  })

  it('limit 1 and 50 are allowed; skip moves the window', async () => {
    const all = await fetchPage(`limit=${MAX_LIMIT}`)
    expect(all.items).toHaveLength(Math.min(all.total, MAX_LIMIT))
    const second = await fetchPage('skip=1&limit=1')
    expect(second).toMatchObject({ skip: 1, limit: 1, total: all.total })
    expect(second.items).toEqual([all.items[1]])
  })

  it('skip past the end answers no items and the right total', async () => {
    const total = (await fetchPage('')).total
    expect(await fetchPage(`skip=${total}`)).toMatchObject({ items: [], total, skip: total })
    const far = await fetchPage('skip=1000000&limit=50')
    expect(far).toMatchObject({ items: [], total, skip: 1000000, limit: 50 })
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=', 'limit'],
    ['skip=-1', 'skip'],
    ['skip=abc', 'skip'],
    ['skip=1.5', 'skip'],
    ['skip=1e3', 'skip'],
    ['skip=1000001', 'skip'],
    ['skip=99999999999999999999999', 'skip'],
  ])('%s is a 400 naming %s, never a 500', async (paging, field) => {
    expectValidationError(await getJson(backend, withPaging(path, paging)), field)
  })
})

describe('paging: booking-session search (JSON body)', () => {
  const search = async (body: Record<string, unknown>) => {
    const res = await postJson(backend, '/v2/search/booking-session', body, { headers: { authorization: `Bearer ${token}` } })
    return { status: res.status, body: (await res.json()) as unknown }
  }

  it('defaults, windows and the end', async () => {
    const first = valid(servicePageSchema, (await search({})).body)
    expect(first).toMatchObject({ skip: 0, limit: DEFAULT_LIMIT })
    const all = valid(servicePageSchema, (await search({ limit: MAX_LIMIT })).body)
    const second = valid(servicePageSchema, (await search({ skip: 1, limit: 1 })).body)
    expect(second.items.map((s) => s._id)).toEqual([all.items[1]?._id])
    expect(valid(servicePageSchema, (await search({ skip: all.total })).body)).toMatchObject({ items: [], total: all.total })
  })

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 51 }, 'limit'],
    [{ limit: -1 }, 'limit'],
    [{ limit: 'abc' }, 'limit'],
    [{ skip: -1 }, 'skip'],
    [{ skip: 'x' }, 'skip'],
    [{ skip: 0.5 }, 'skip'],
  ])('%j is a 400 naming %s', async (body, field) => {
    expectValidationError(await search(body), field)
  })
})
