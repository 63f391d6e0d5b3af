import { beforeAll, describe, expect, it } from 'vitest'
import { servicePageSchema, serviceSchema, TIME_OF_DAY_HOURS, type ServicePage } from '~/contract/api/catalogue'
import { DEMO_USERS } from '~/server/db/seed'
import { MUSIC, PHYSICS, serviceId } from '~/server/db/seed-catalogue-content'
import { postJson, signIn } from './support/auth-client'
import { expectValidationError, getJson, NOT_PUBLIC_SEEDED, PUBLIC_SEEDED, valid, getValid } from './support/catalogue'
import { setUpTestBackend } from './support/test-backend'

const backend = setUpTestBackend()
let token: string
beforeAll(async () => {
  token = (await signIn(backend, 'phone', DEMO_USERS.consumer.phone)).access_token
})

const bookingSearch = async (criteria: Record<string, unknown>) => {
  const res = await postJson(backend, '/v2/search/booking-session', criteria, { headers: { authorization: `Bearer ${token}` } })
  return { res, status: res.status, body: (await res.json()) as unknown }
}
const found = async (criteria: Record<string, unknown>): Promise<ServicePage> => {
  const answer = await bookingSearch({ limit: 50, ...criteria })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return valid(servicePageSchema, answer.body)
}
const publicSearch = async (query: string): Promise<ServicePage> => {
  return getValid(backend, `/v2/search/services?${query}`, servicePageSchema)
}
const ids = (page: ServicePage) => page.items.map((s) => s._id)

describe('POST /v2/search/booking-session', () => {
  it('needs a bearer token', async () => {
    const anonymous = await postJson(backend, '/v2/search/booking-session', {})
    expect(anonymous.status).toBe(401)
    const forged = await postJson(backend, '/v2/search/booking-session', {}, { headers: { authorization: 'Bearer not.a.token' } })
    expect(forged.status).toBe(401)
  })

  it('no criteria: every public service, newest first, not cached', async () => {
    const answer = await bookingSearch({})
    expect(answer.status).toBe(200)
    expect(answer.res.headers.get('cache-control')).toBe('no-store')
    expect(answer.res.headers.get('etag')).toBeNull()
    const page = valid(servicePageSchema, answer.body)
    expect(page.total).toBe(PUBLIC_SEEDED.length)
    expect(page.limit).toBe(20)
    expect(page.skip).toBe(0)
  })

  it('a Thai keyword matches inside words, in titles', async () => {
    // แคลคูลัส: in service 0x01's title; คูลัส only occurs inside that word.
    expect(ids(await found({ keyword: 'แคลคูลัส' }))).toContain(serviceId(0x01))
    expect(ids(await found({ keyword: 'คูลัส' }))).toContain(serviceId(0x01))
    const page = await found({ keyword: 'กีตาร์' })
    expect(page.total).toBeGreaterThan(0)
    expect(page.items.every((s) => `${s.title} ${s.description} ${s.category.name}`.includes('กีตาร์'))).toBe(true)
  })

  it("a keyword matches the category's names too, Latin case-insensitively", async () => {
    const page = await found({ keyword: 'physICS' })
    expect(page.total).toBe(PUBLIC_SEEDED.filter((s) => s.category === PHYSICS).length)
    expect(page.items.every((s) => s.category_id === PHYSICS)).toBe(true)
  })

  it('never finds hidden or unapproved services', async () => {
    for (const keyword of ['คอร์สเก่า', 'ปิดรับสมัคร', 'อูคูเลเล่', 'รอตรวจสอบ']) expect((await found({ keyword })).total).toBe(0)
    const all = await found({ limit: 50 })
    for (const id of NOT_PUBLIC_SEEDED) expect(ids(all)).not.toContain(id)
  })

  it('% and _ in a keyword are literal characters', async () => {
    expect((await found({ keyword: '%' })).total).toBe(0)
    expect((await found({ keyword: '_' })).total).toBe(0)
    expect((await found({ keyword: '   ' })).total).toBe(PUBLIC_SEEDED.length)
  })

  it('category, price and session type narrow the search', async () => {
    const music = await found({ category_id: MUSIC })
    expect(music.total).toBeGreaterThan(0)
    expect(music.items.every((s) => s.category.tree.includes(MUSIC) || s.category_id === MUSIC)).toBe(true)

    const priced = await found({ price_min: 400, price_max: 500 })
    expect(priced.total).toBe(PUBLIC_SEEDED.filter((s) => s.price >= 400 && s.price <= 500).length)
    expect(priced.items.every((s) => s.price >= 400 && s.price <= 500)).toBe(true)

    for (const [type, field] of [['instant', 'enabled_instant'], ['public', 'enabled_public_session'], ['private', 'enabled_private_session']] as const) {
      const page = await found({ session_type: type })
      expect(page.total).toBeGreaterThan(0)
      expect(page.items.every((s) => s[field])).toBe(true)
    }

    const combined = await found({ category_id: MUSIC, session_type: 'instant', price_max: 400 })
    expect(combined.items.every((s) => s.enabled_instant && s.price <= 400)).toBe(true)
  })

  it("day and time of day are read in the caller's offset", async () => {
    // Sunday night in Bangkok: only the services open then (seeded 00:00-02:00 on Sundays).
    const sundayNight = await found({ day: 0, time_of_day: 'night', offset_gmt: 7 })
    expect(ids(sundayNight)).toContain(serviceId(0x11))
    expect(ids(sundayNight)).not.toContain(serviceId(0x01))
    for (const s of sundayNight.items) {
      const grid = valid(serviceSchema, (await getJson(backend, `/v2/service/view/${s._id}?offset-gmt=7`)).body).opens
      expect(grid[0]?.Hours.slice(0, 6).some((h) => h.Selected)).toBe(true)
    }
    // The same hours are Saturday afternoon in UTC.
    expect(ids(await found({ day: 0, time_of_day: 'night', offset_gmt: 0 }))).not.toContain(serviceId(0x11))
    expect(ids(await found({ day: 6, time_of_day: 'afternoon' }))).toContain(serviceId(0x11))
  })

  it('a morning search finds only services with a morning hour', async () => {
    const mornings = await found({ time_of_day: 'morning', offset_gmt: 7 })
    expect(mornings.total).toBeGreaterThan(0)
    const [first, last] = TIME_OF_DAY_HOURS.morning
    for (const s of mornings.items) {
      const grid = valid(serviceSchema, (await getJson(backend, `/v2/service/view/${s._id}?offset-gmt=7`)).body).opens
      expect(grid.some((d) => d.Hours.some((h) => h.Selected && h.Hour >= first && h.Hour <= last))).toBe(true)
    }
    // Evenings only (weekdays 18:00-21:00 Bangkok).
    expect(ids(mornings)).not.toContain(serviceId(0x04))
  })

  it('an unknown category is a 404', async () => {
    expect((await bookingSearch({ category_id: '65f1000000000000000000ff' })).status).toBe(404)
  })

  it.each([
    [{ category_id: 'x' }, 'category_id'],
    [{ price_min: -1 }, 'price_min'],
    [{ price_min: 1.5 }, 'price_min'],
    [{ price_min: 600, price_max: 500 }, 'price_max'],
    [{ session_type: 'group' }, 'session_type'],
    [{ day: 7 }, 'day'],
    [{ day: -1 }, 'day'],
    [{ time_of_day: 'noon' }, 'time_of_day'],
    [{ offset_gmt: 15 }, 'offset_gmt'],
    [{ keyword: 'x'.repeat(101) }, 'keyword'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 51 }, 'limit'],
    [{ limit: '5' }, 'limit'],
    [{ skip: -1 }, 'skip'],
    [{ skip: 2.5 }, 'skip'],
  ])('%j is a 400 naming %s', async (criteria, field) => {
    expectValidationError(await bookingSearch(criteria), field)
  })

  it('skip past the end answers no items and the total', async () => {
    expect(await found({ skip: 500, limit: 10 })).toEqual({ items: [], total: PUBLIC_SEEDED.length, skip: 500, limit: 10 })
  })

  it('a body that is not JSON is a 400', async () => {
    const res = await backend.app.request('/v2/search/booking-session', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'invalid_json' })
  })
})

describe('GET /v2/search/services (public)', () => {
  it('needs no token and answers the same as the booking-session search', async () => {
    const keyword = encodeURIComponent('คณิต')
    const open = await publicSearch(`keyword=${keyword}&limit=50`)
    expect(open.total).toBeGreaterThan(0)
    expect(ids(open)).toEqual(ids(await found({ keyword: 'คณิต' })))
    const filtered = await publicSearch(`category_id=${MUSIC}&price_min=300&price_max=400&session_type=instant`)
    expect(ids(filtered)).toEqual(ids(await found({ category_id: MUSIC, price_min: 300, price_max: 400, session_type: 'instant' })))
    const timed = await publicSearch('day=0&time_of_day=night&offset-gmt=7')
    expect(ids(timed)).toContain(serviceId(0x11))
  })

  it('is cacheable', async () => {
    const answer = await getJson(backend, '/v2/search/services?keyword=a')
    expect(answer.res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=10')
    expect(answer.res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/)
  })

  it.each([
    ['price_min=abc', 'price_min'],
    ['price_min=-5', 'price_min'],
    ['price_min=10&price_max=5', 'price_max'],
    ['session_type=all', 'session_type'],
    ['category_id=65f1', 'category_id'],
    ['day=9', 'day'],
    ['time_of_day=dawn', 'time_of_day'],
    ['offset-gmt=20', 'offset-gmt'],
  ])('%s is a 400 naming %s', async (query, field) => {
    expectValidationError(await getJson(backend, `/v2/search/services?${query}`), field)
  })

  it('an unknown category is a 404', async () => {
    expect((await getJson(backend, '/v2/search/services?category_id=65f1000000000000000000ff')).status).toBe(404)
  })
})
