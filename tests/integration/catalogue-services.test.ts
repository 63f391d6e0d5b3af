import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  providerProfileSchema,
  reviewPageSchema,
  servicePageSchema,
  serviceSchema,
  TUTORING_CATEGORY_ID,
  type ServiceCard,
  type WeeklySchedule,
} from '~/contract/api/catalogue'
import { ratingOf } from '~/server/db/repositories/catalogue-services-repository'
import { providers, reviews as reviewsTable, services, users } from '~/server/db/schema'
import { DEMO_USERS } from '~/server/db/seed'
import {
  DEMO_SERVICES,
  HEALTH,
  IT,
  LANGUAGES,
  MUSIC,
  REVIEW_TEXTS,
  reviewCountFor,
  SEED_EPOCH,
  SERVICES,
  serviceId,
  TUTORING,
} from '~/server/db/seed-catalogue-content'
import { expectValidationError, getJson, isPublic, isUnder, NOT_PUBLIC_SEEDED, PUBLIC_SEEDED, valid, getValid } from './support/catalogue'
import { setUpTestBackend } from './support/test-backend'
import { queryRows } from './support/test-db'

const backend = setUpTestBackend()

const servicePage = async (path: string) => {
  return getValid(backend, path, servicePageSchema)
}
const view = async (id: string, offset?: string) => {
  return getValid(backend, `/v2/service/view/${id}${offset === undefined ? '' : `?offset-gmt=${offset}`}`, serviceSchema)
}
const isNewestFirst = (items: ServiceCard[]) => items.every((s, i) => i === 0 || Date.parse(items[i - 1]?.created_at ?? '') >= Date.parse(s.created_at))
/** The selected hours of a grid as "day:hour" strings. */
const selected = (grid: WeeklySchedule) => grid.flatMap((d) => d.Hours.filter((h) => h.Selected).map((h) => `${d.Day}:${h.Hour}`))

describe('GET /v2/search/browse/{categoryId}', () => {
  it('answers the public services in the category and below, newest first', async () => {
    const answer = await servicePage(`/v2/search/browse/${TUTORING}?limit=50`)
    const expected = PUBLIC_SEEDED.filter((s) => isUnder(TUTORING, s.category))
    expect(answer.total).toBe(expected.length)
    expect(answer.items.map((s) => s._id).sort()).toEqual(expected.map((s) => s.id).sort())
    expect(answer.items.every((s) => s.category_id === TUTORING || s.category.tree.includes(TUTORING))).toBe(true)
    expect(isNewestFirst(answer.items)).toBe(true)
  })

  it('hidden and unapproved services are never listed, in any category', async () => {
    const listed = new Set<string>()
    for (const root of [TUTORING, LANGUAGES, MUSIC, IT, HEALTH]) {
      for (const s of (await servicePage(`/v2/search/browse/${root}?limit=50`)).items) listed.add(s._id)
    }
    expect([...listed].sort()).toEqual(PUBLIC_SEEDED.map((s) => s.id).sort())
    for (const id of NOT_PUBLIC_SEEDED) expect(listed.has(id)).toBe(false)
  })

  it('every card carries its provider, category, price and rating', async () => {
    const [first] = (await servicePage(`/v2/search/browse/${MUSIC}?limit=1`)).items
    expect(first?.provider.username).toMatch(/^[a-z0-9_.]+$/)
    expect(first?.provider.display_name).not.toBe('')
    expect(first?.thumbnails[0]).toMatch(/^\/images\/covers\/service-\d\d-[a-z-]+\.svg$/)
    expect(first?.verify_status).toBe('approved')
    expect(first?.visible).toBe(true)
    expect(first).not.toHaveProperty('opens')
  })

  it('an unknown category is a 404, a malformed id a 400 naming the param', async () => {
    expect((await getJson(backend, '/v2/search/browse/65f1000000000000000000ff')).status).toBe(404)
    expectValidationError(await getJson(backend, '/v2/search/browse/xyz'), 'categoryId')
  })
})

describe('GET /v2/service/tutoring/latest', () => {
  it('answers the newest tutoring services', async () => {
    const latest = await servicePage('/v2/service/tutoring/latest?limit=5')
    const browse = await servicePage(`/v2/search/browse/${TUTORING_CATEGORY_ID}?limit=5`)
    expect(latest.items).toHaveLength(5)
    expect(latest.items.map((s) => s._id)).toEqual(browse.items.map((s) => s._id))
    expect(latest.total).toBe(browse.total)
  })
})

describe('GET /v2/service/view/{serviceId}', () => {
  it('answers the whole service, with the 7 x 24 grid', async () => {
    const service = await view(serviceId(0x01))
    const seeded = SERVICES[0]
    expect(service).toMatchObject({ _id: serviceId(0x01), title: seeded?.title, price: seeded?.price, verify_status: 'approved', visible: true })
    expect(service.opens.map((d) => d.Day)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(service.opens.every((d) => d.Hours.map((h) => h.Hour).join() === [...Array(24).keys()].join())).toBe(true)
    expect(selected(service.opens)).toHaveLength(new Set(seeded?.hours).size)
  })

  it.each(NOT_PUBLIC_SEEDED)('hidden or unapproved %s is a 404, and so are its reviews', async (id) => {
    expect((await getJson(backend, `/v2/service/view/${id}`)).status).toBe(404)
    expect((await getJson(backend, `/v2/reviews/${id}`)).status).toBe(404)
  })

  it('an unknown id is a 404, a malformed one a 400 naming the param', async () => {
    expect((await getJson(backend, '/v2/service/view/65a0000000000000000000ff')).status).toBe(404)
    expectValidationError(await getJson(backend, '/v2/service/view/65a00000000000000000001'), 'serviceId')
  })

  describe('offset-gmt', () => {
    // Service 0x01 was created 2026-01-05T03:00Z.
    it.each([
      ['7', '2026-01-05T10:00:00.000+07:00'],
      ['0', '2026-01-05T03:00:00.000+00:00'],
      ['-5', '2026-01-04T22:00:00.000-05:00'],
      ['5.5', '2026-01-05T08:30:00.000+05:30'],
      ['+9.75', '2026-01-05T12:45:00.000+09:45'],
      ['-12', '2026-01-04T15:00:00.000-12:00'],
      ['14', '2026-01-05T17:00:00.000+14:00'],
    ])('created_at at %s hours is %s (the same instant)', async (offset, expected) => {
      const service = await view(serviceId(0x01), encodeURIComponent(offset))
      expect(service.created_at).toBe(expected)
      expect(Date.parse(service.created_at)).toBe(SEED_EPOCH)
    })

    it('without it, UTC', async () => {
      expect((await view(serviceId(0x01))).created_at).toBe('2026-01-05T03:00:00.000+00:00')
    })

    it('the grid is rotated to local hours: Bangkok 18-21 on weekdays', async () => {
      // Seeded as Monday to Friday 18:00-21:00 and Saturday, Sunday 09:00-17:00 Bangkok time.
      const bangkok = selected((await view(serviceId(0x01), '7')).opens)
      expect(bangkok).toEqual(expect.arrayContaining(['1:18', '1:19', '1:20', '5:20', '6:9', '0:16']))
      expect(bangkok).not.toContain('1:21')
      expect(bangkok).not.toContain('1:17')
      expect(selected((await view(serviceId(0x01), '0')).opens)).toEqual(expect.arrayContaining(['1:11', '1:12', '1:13', '6:2']))
      expect(selected((await view(serviceId(0x01), '-5')).opens)).toEqual(expect.arrayContaining(['1:6', '1:7', '1:8']))
      // +5:30: local 17:00 is 11:30 UTC, inside the open 11:00 UTC hour; local 16:00 (10:30 UTC) is not.
      const india = selected((await view(serviceId(0x01), '5.5')).opens)
      expect(india).toEqual(expect.arrayContaining(['1:17', '1:18', '1:19']))
      expect(india).not.toContain('1:16')
      expect(india).not.toContain('1:20')
    })

    it('rotation crosses day and week boundaries', async () => {
      // Service 0x11: Friday and Saturday 21:00-24:00, Saturday and Sunday 00:00-02:00, Bangkok time.
      const id = serviceId(0x11)
      expect(selected((await view(id, '7')).opens).sort()).toEqual(
        ['5:21', '5:22', '5:23', '6:21', '6:22', '6:23', '6:0', '6:1', '0:0', '0:1'].sort(),
      )
      // In UTC it is all Friday and Saturday afternoon: Sunday 00:00 Bangkok is Saturday 17:00 UTC.
      expect(selected((await view(id, '0')).opens).sort()).toEqual(
        ['5:14', '5:15', '5:16', '5:17', '5:18', '6:14', '6:15', '6:16', '6:17', '6:18'].sort(),
      )
      // At +14 Saturday 17:00 UTC is Sunday 07:00, and Saturday 18:00 UTC is Sunday 08:00.
      const kiribati = selected((await view(id, '14')).opens)
      expect(kiribati).toEqual(expect.arrayContaining(['6:4', '6:8', '0:4', '0:7', '0:8']))
      // At -12 Friday 14:00 UTC is Friday 02:00.
      expect(selected((await view(id, '-12')).opens)).toEqual(expect.arrayContaining(['5:2', '5:6', '6:2', '6:6']))
    })

    it('every whole offset keeps the number of open hours and is a rotation of UTC', async () => {
      const utc = (await view(serviceId(0x01), '0')).opens
      const at = (grid: WeeklySchedule, weekHour: number) => grid[Math.floor(weekHour / 24)]?.Hours[weekHour % 24]?.Selected
      for (const offset of [-5, 7, 13]) {
        const local = (await view(serviceId(0x01), String(offset))).opens
        for (let w = 0; w < 168; w++) expect(at(local, w)).toBe(at(utc, (((w - offset) % 168) + 168) % 168))
      }
    })

    it.each(['15', '-13', 'abc', '5.3', '7,5', '', '1e1'])('offset-gmt=%s is a 400 naming it', async (offset) => {
      expectValidationError(await getJson(backend, `/v2/service/view/${serviceId(0x01)}?offset-gmt=${offset}`), 'offset-gmt')
    })
  })
})

describe('GET /v2/reviews/{serviceId}', () => {
  it('answers the reviews newest first with the average of all of them', async () => {
    const n = 0x02
    const count = reviewCountFor(n)
    expect(count).toBeGreaterThan(3)
    const answer = await getJson(backend, `/v2/reviews/${serviceId(n)}?limit=3`)
    expect(answer.status).toBe(200)
    const reviews = valid(reviewPageSchema, answer.body)
    expect(reviews.total).toBe(count)
    expect(reviews.items).toHaveLength(3)
    const ratings = Array.from({ length: count }, (_, r) => REVIEW_TEXTS[(n + r) % REVIEW_TEXTS.length]?.rating ?? 0)
    expect(reviews.average).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / count) * 100) / 100)
    expect(reviews.items.every((r, i) => i === 0 || Date.parse(reviews.items[i - 1]?.created_at ?? '') >= Date.parse(r.created_at))).toBe(true)
    expect(reviews.items[0]?.text).toMatch(/[\u0E00-\u0E7F]/)
    expect(reviews.items[0]?.reviewer.username).toBeTruthy()
    // The service's card shows the same rating.
    expect((await view(serviceId(n))).rating).toEqual({ average: reviews.average, count })
  })

  it('a service without reviews answers none and an average of 0', async () => {
    const n = SERVICES.findIndex((s, i) => reviewCountFor(i + 1) === 0 && (s.visible ?? true)) + 1
    const reviews = valid(reviewPageSchema, (await getJson(backend, `/v2/reviews/${serviceId(n)}`)).body)
    expect(reviews).toEqual({ items: [], total: 0, skip: 0, limit: 20, average: 0 })
  })

  it('an unknown service is a 404, a malformed id a 400', async () => {
    expect((await getJson(backend, '/v2/reviews/65a0000000000000000000ff')).status).toBe(404)
    expectValidationError(await getJson(backend, '/v2/reviews/nope'), 'serviceId')
  })
})

describe('GET /v2/profile/{username}', () => {
  it("answers the demo provider's profile with his services", async () => {
    const answer = await getJson(backend, `/v2/profile/${DEMO_USERS.provider.username}`)
    expect(answer.status).toBe(200)
    const profile = valid(providerProfileSchema, answer.body)
    expect(profile).toMatchObject({ username: 'kru_somchai', display_name: 'ครูสมชาย', provider_id: DEMO_USERS.provider.providerId })
    expect(profile.services.map((s) => s._id).sort()).toEqual(DEMO_SERVICES.map((s) => s.id).sort())
    expect(profile.services.every((s) => s.provider.username === 'kru_somchai')).toBe(true)
    expect(profile.rating.count).toBe(profile.services.reduce((sum, s) => sum + s.rating.count, 0))
    expect(profile.services[0]?.provider.rating).toEqual(profile.rating)
  })

  it('lists only public services and is case-insensitive', async () => {
    const profile = valid(providerProfileSchema, (await getJson(backend, '/v2/profile/KRU_PLOY')).body)
    const expected = SERVICES.filter((s) => s.provider === 1 && (s.visible ?? true)).map((s) => s.id)
    expect(profile.services.map((s) => s._id).sort()).toEqual(expected.sort())
    expect(profile.about).toMatch(/[\u0E00-\u0E7F]/)
  })

  it.each(['nobody_here', DEMO_USERS.consumer.username, 'kru_submitted', 'kru_draft', 'kru_rejected', 'kru-somchai', 'ab', 'k'.repeat(31), 'kru%20ploy'])(
    '%s is a 404 (unknown, not an approved provider, or no one\'s username)',
    async (username) => {
      expect((await getJson(backend, `/v2/profile/${username}`)).status).toBe(404)
    },
  )
})

describe('ratings on cards, pages and profiles', () => {
  it("averages round as PostgreSQL's round(avg(rating), 2) does, halves away from zero", async () => {
    // Every count of 1 to 80 reviews with every possible sum of 1-5 star ratings.
    const rows = await queryRows<{ n: number; total: number; average: number }>(
      backend.testDb.handle.db,
      sql`select n, total, round(total::numeric / n, 2)::float8 as average from generate_series(1, 80) n, generate_series(n, 5 * n) total`,
    )
    expect(rows.length).toBeGreaterThan(10_000)
    const differing = rows.filter((r) => ratingOf([Number(r.n), Number(r.total)]).average !== Number(r.average))
    expect(differing).toEqual([])
    expect(ratingOf([40, 107])).toEqual({ average: 2.68, count: 40 })
    expect(ratingOf([0, 0])).toEqual({ average: 0, count: 0 })
  })

  /** Every rating worked out from the stored reviews themselves, as the spec defines them. */
  async function expectedRatings() {
    const { db } = backend.testDb.handle
    const stored = await db.select({ serviceId: reviewsTable.serviceId, rating: reviewsTable.rating }).from(reviewsTable)
    const owners = await db
      .select({ id: services.id, providerId: services.providerId, visible: services.visible, status: services.verifyStatus, providerStatus: providers.verifyStatus, username: users.username })
      .from(services)
      .innerJoin(providers, eq(providers.id, services.providerId))
      .innerJoin(users, eq(users.id, providers.userId))
    const rating = (ratings: number[]) => ({
      average: ratings.length === 0 ? 0 : Math.round((ratings.reduce((a, b) => a + b, 0) * 100) / ratings.length) / 100,
      count: ratings.length,
    })
    const ratingsOf = (serviceIds: Set<string>) => stored.filter((r) => serviceIds.has(r.serviceId)).map((r) => r.rating)
    const isPublic = (o: (typeof owners)[number]) => o.visible && o.status === 'approved' && o.providerStatus === 'approved'
    return {
      owners,
      service: (id: string) => rating(ratingsOf(new Set([id]))),
      // Over the provider's public services only: a hidden service's reviews show nowhere.
      provider: (providerId: string) => rating(ratingsOf(new Set(owners.filter((o) => o.providerId === providerId && isPublic(o)).map((o) => o.id)))),
      isPublic,
    }
  }

  it('the totals follow every change to the reviews: added, re-rated, moved and removed', async () => {
    const { db } = backend.testDb.handle
    const [a, b] = SERVICES.filter((x) => x.provider === 1 && isPublic(x))
    if (!a || !b) throw new Error('the seed has two public services of provider 1')
    const [reviewer] = await db.select({ id: users.id }).from(users).limit(1)
    const ids = ['ee0000000000000000000001', 'ee0000000000000000000002', 'ee0000000000000000000003']
    const shown = async () => {
      const expected = await expectedRatings()
      for (const id of [a.id, b.id]) {
        const page = await view(id)
        expect(page.rating, id).toEqual(expected.service(id))
        expect(page.provider.rating, id).toEqual(expected.provider(page.provider.provider_id))
      }
      return { a: (await view(a.id)).rating, b: (await view(b.id)).rating }
    }
    const before = await shown()
    await db.insert(reviewsTable).values(ids.map((id, i) => ({ id, serviceId: a.id, reviewerId: reviewer?.id ?? '', rating: i + 1 })))
    expect((await shown()).a.count).toBe(before.a.count + 3)
    await db.update(reviewsTable).set({ rating: 5 }).where(eq(reviewsTable.id, ids[0] ?? ''))
    await shown()
    await db.update(reviewsTable).set({ serviceId: b.id }).where(eq(reviewsTable.id, ids[1] ?? ''))
    expect(await shown()).toMatchObject({ a: { count: before.a.count + 2 }, b: { count: before.b.count + 1 } })
    await db.delete(reviewsTable).where(inArray(reviewsTable.id, ids))
    expect(await shown()).toEqual(before)
  })

  it("a provider's rating follows their services: hidden and shown, approved or not, moved, added and deleted", async () => {
    const { db } = backend.testDb.handle
    const [a, b] = SERVICES.filter((x) => x.provider === 1 && isPublic(x))
    const other = SERVICES.find((x) => x.provider !== 1 && isPublic(x))
    if (!a || !b || !other) throw new Error('the seed has two public services of provider 1 and one of another provider')
    const [reviewer] = await db.select({ id: users.id }).from(users).limit(1)
    const providerOf = async (id: string) => (await db.select({ providerId: services.providerId }).from(services).where(eq(services.id, id)))[0]?.providerId ?? ''
    const [mine, theirs] = [await providerOf(a.id), await providerOf(other.id)]
    // Each step: both providers' ratings, on a page of each, are what their reviews make them.
    const shown = async () => {
      const expected = await expectedRatings()
      for (const id of [b.id, other.id]) {
        const page = await view(id)
        expect(page.provider.rating, id).toEqual(expected.provider(page.provider.provider_id))
      }
      return { mine: expected.provider(mine), theirs: expected.provider(theirs) }
    }
    const reviewIds = ['ef0000000000000000000001', 'ef0000000000000000000002']
    await db.insert(reviewsTable).values(reviewIds.map((id, i) => ({ id, serviceId: a.id, reviewerId: reviewer?.id ?? '', rating: 2 + i })))
    const before = await shown()
    // Service a has reviews (two of them added above): leaving the public ones, they leave the rating.
    const aReviews = (await expectedRatings()).service(a.id).count
    expect(aReviews).toBeGreaterThanOrEqual(2)
    const withoutA = async () => expect((await shown()).mine.count).toBe(before.mine.count - aReviews)

    await db.update(services).set({ visible: false }).where(eq(services.id, a.id))
    await withoutA()
    await db.update(services).set({ visible: true }).where(eq(services.id, a.id))
    expect(await shown()).toEqual(before)
    await db.update(services).set({ verifyStatus: 'pending' }).where(eq(services.id, a.id))
    await withoutA()
    await db.update(services).set({ verifyStatus: 'approved' }).where(eq(services.id, a.id))
    expect(await shown()).toEqual(before)

    await db.update(services).set({ providerId: theirs }).where(eq(services.id, a.id))
    expect(await shown()).toEqual({ mine: expect.objectContaining({ count: before.mine.count - aReviews }), theirs: expect.objectContaining({ count: before.theirs.count + aReviews }) })
    await db.update(services).set({ providerId: mine }).where(eq(services.id, a.id))
    expect(await shown()).toEqual(before)

    // A new service with reviews of its own, then deleted with them.
    const [row] = await db.select().from(services).where(eq(services.id, a.id))
    if (!row) throw new Error('service a is there')
    const added = 'ef0000000000000000000010'
    await db.insert(services).values({ ...row, id: added, ratingCount: 0, ratingSum: 0 })
    await db.insert(reviewsTable).values({ id: 'ef0000000000000000000003', serviceId: added, reviewerId: reviewer?.id ?? '', rating: 5 })
    expect((await shown()).mine.count).toBe(before.mine.count + 1)
    await db.delete(services).where(eq(services.id, added))
    expect(await shown()).toEqual(before)

    await db.delete(reviewsTable).where(inArray(reviewsTable.id, reviewIds))
  })

  it('every rating shown is the rounded average and count of the reviews it covers', async () => {
    const expected = await expectedRatings()
    // The seed must exercise what the ratings leave out: reviews of a service that is not public.
    const hiddenReviewed = expected.owners.filter((o) => !expected.isPublic(o) && expected.service(o.id).count > 0)
    expect(hiddenReviewed.length).toBeGreaterThan(0)
    expect(hiddenReviewed.some((o) => expected.owners.some((p) => p.providerId === o.providerId && expected.isPublic(p)))).toBe(true)

    let cards = 0
    for (const root of [TUTORING, LANGUAGES, MUSIC, IT, HEALTH]) {
      for (const card of (await servicePage(`/v2/search/browse/${root}?limit=50`)).items) {
        expect(card.rating, card._id).toEqual(expected.service(card._id))
        expect(card.provider.rating, card._id).toEqual(expected.provider(card.provider.provider_id))
        cards++
      }
    }
    expect(cards).toBe(PUBLIC_SEEDED.length)
    for (const { id } of PUBLIC_SEEDED.slice(0, 6)) {
      const page = await view(id)
      expect(page.rating).toEqual(expected.service(id))
      expect(page.provider.rating).toEqual(expected.provider(page.provider.provider_id))
    }
    for (const username of new Set(expected.owners.filter(expected.isPublic).map((o) => o.username))) {
      const profile = valid(providerProfileSchema, (await getJson(backend, `/v2/profile/${username}`)).body)
      expect(profile.rating, username).toEqual(expected.provider(profile.provider_id))
      for (const card of profile.services) expect(card.rating, card._id).toEqual(expected.service(card._id))
    }
  })
})
