import { describe, expect, it } from 'vitest'
import { serviceRequestPageSchema, TUTORING_CATEGORY_ID, type ServiceRequestPage } from '~/contract/api/catalogue'
import { MATHS, requestId, REQUESTS } from '~/server/db/seed-catalogue-content'
import { expectValidationError, getJson, isUnder, getValid } from './support/catalogue'
import { setUpTestBackend } from './support/test-backend'

const backend = setUpTestBackend({ nodeEnv: 'production' })

const list = async (query = ''): Promise<ServiceRequestPage> => {
  return getValid(backend, `/v2/service-request${query}`, serviceRequestPageSchema)
}
const RANK = { open: 0, pending: 1, closed: 2 } as const

describe('GET /v2/service-request', () => {
  it('needs no token; open requests first, then pending, then closed, newest first within each', async () => {
    const page = await list('?limit=50')
    expect(page.total).toBe(REQUESTS.length)
    const order = page.items.map((r) => [RANK[r.status], -Date.parse(r.created_at)] as const)
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1])
    expect(order).toEqual(sorted)
    expect(page.items[0]?.status).toBe('open')
    expect(page.items.at(-1)?.status).toBe('closed')
  })

  it('answers Thai requests with their category, budget and requester', async () => {
    const page = await list(`?domain-id=${TUTORING_CATEGORY_ID}&limit=50`)
    const expected = REQUESTS.filter((r) => isUnder(TUTORING_CATEGORY_ID, r.category))
    expect(page.total).toBe(expected.length)
    expect(page.total).toBeLessThan(REQUESTS.length)
    const first = page.items.find((r) => r._id === requestId(1))
    expect(first).toMatchObject({ title: REQUESTS[0]?.title, budget: REQUESTS[0]?.budget, status: 'open', requester: { username: 'nong_mint' } })
    expect(page.items.every((r) => r.category._id === TUTORING_CATEGORY_ID || r.category.tree.includes(TUTORING_CATEGORY_ID))).toBe(true)
  })

  it('a sub-domain keeps its own requests and those below it', async () => {
    const page = await list(`?domain-id=${MATHS}`)
    expect(page.items.map((r) => r._id).sort()).toEqual(REQUESTS.filter((r) => isUnder(MATHS, r.category)).map((r) => requestId(r.n)).sort())
  })

  it('status keeps one status', async () => {
    for (const status of ['pending', 'open', 'closed'] as const) {
      const page = await list(`?status=${status}&limit=50`)
      expect(page.total).toBe(REQUESTS.filter((r) => r.status === status).length)
      expect(page.items.every((r) => r.status === status)).toBe(true)
    }
  })

  it('an unknown domain is a 404; malformed input a 400 naming the field', async () => {
    expect((await getJson(backend, '/v2/service-request?domain-id=65f1000000000000000000ff')).status).toBe(404)
    expectValidationError(await getJson(backend, '/v2/service-request?domain-id=tutoring'), 'domain-id')
    expectValidationError(await getJson(backend, '/v2/service-request?status=done'), 'status')
  })
})
