import { eq, inArray } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { NO_ID } from '~/contract/api/common'
import { createProvidersRepository } from '~/server/db/repositories/providers-repository'
import { createUsersRepository } from '~/server/db/repositories/users-repository'
import { DEMO_USERS, seed, seedCounts } from '~/server/db/seed'
import { BLOGS, blogId, CATEGORIES, SERVICES, serviceId } from '~/server/db/seed-catalogue-content'
import { blogs, categories, seedRuns, services } from '~/server/db/schema'

const ALL_STEPS = ['contents-v1', 'demo-users-v1', 'demo-providers-v1', 'demo-registrations-v1', 'catalogue-v1', 'catalogue-demo-v1', 'provider-admin-demo-v1', 'demo-booking-v1', 'catalogue-covers-v1']
// catalogue-v1 adds 7 providers and 8 reviewers, 22 categories, 33 services (30 public, 2 hidden,
// 1 unapproved) with their reviews, 15 job requests, 2 blog categories and 10 blogs;
// catalogue-demo-v1 3 services and 6 reviews of the demo provider.
const CATALOGUE = { categories: 22, serviceRequests: 15, blogCategories: 2, blogs: 10 }
const DEV_COUNTS = { users: 21, providers: 11, contents: 2, seedRuns: 9, services: 36, reviews: 211, ...CATALOGUE }
const PRODUCTION_COUNTS = { users: 15, providers: 7, contents: 2, seedRuns: 3, services: 33, reviews: 205, ...CATALOGUE }
import { createTestDatabase, type TestDatabase } from './support/test-db'

describe('seed', () => {
  let testDb: TestDatabase | undefined
  afterEach(async () => {
    await testDb?.destroy()
    testDb = undefined
  })

  it('is idempotent: a second run changes nothing', async () => {
    testDb = await createTestDatabase()
    const db = testDb.handle.db
    const first = await seed(db, { isProduction: false })
    expect(first.ran).toEqual(ALL_STEPS)
    const countsAfterFirst = await seedCounts(db)
    expect(countsAfterFirst).toEqual(DEV_COUNTS)

    const second = await seed(db, { isProduction: false })
    expect(second).toEqual({ ran: [], skipped: ALL_STEPS })
    expect(await seedCounts(db)).toEqual(countsAfterFirst)
  })

  it('two concurrent runs seed once', async () => {
    testDb = await createTestDatabase()
    const db = testDb.handle.db
    const [a, b] = await Promise.all([seed(db, { isProduction: false }), seed(db, { isProduction: false })])
    expect([...(a?.ran ?? []), ...(b?.ran ?? [])].sort()).toEqual([...ALL_STEPS].sort())
    expect(await seedCounts(db)).toEqual(DEV_COUNTS)
  })

  it('creates the demo users outside production', async () => {
    testDb = await createTestDatabase()
    const db = testDb.handle.db
    await seed(db, { isProduction: false })
    const users = createUsersRepository(db)

    const consumer = await users.findByPhone(DEMO_USERS.consumer.phone)
    expect(consumer).toMatchObject({ email: 'consumer@example.com', role: 'normal', providerId: NO_ID })
    expect(consumer?.phone).toBe('0800000001')

    const provider = await users.findByEmail('PROVIDER@example.com')
    expect(provider?.phone).toBe('0800000002')
    expect(provider?.providerId).toMatch(/^[0-9a-f]{24}$/)
    expect(provider?.providerId).not.toBe(NO_ID)

    const admin = await users.findByPhone('0800000003')
    expect(admin).toMatchObject({ email: 'admin@example.com', role: 'admin' })

    // The provider's id names its providers row, which is approved.
    const record = await createProvidersRepository(db).findByUserId(DEMO_USERS.provider.id)
    expect(record).toMatchObject({ id: DEMO_USERS.provider.providerId, verifyStatus: 'approved' })
    expect(await createProvidersRepository(db).findByUserId(DEMO_USERS.consumer.id)).toBeUndefined()
  })

  it('creates no demo users in production, and does not add them later either', async () => {
    testDb = await createTestDatabase()
    const db = testDb.handle.db
    const result = await seed(db, { isProduction: true })
    // The catalogue is content, not demo accounts: production gets it too.
    expect(result.ran).toEqual(['contents-v1', 'catalogue-v1', 'catalogue-covers-v1'])
    expect(await seedCounts(db)).toEqual(PRODUCTION_COUNTS)
    expect(await createUsersRepository(db).findByPhone('0800000001')).toBeUndefined()
    await seed(db, { isProduction: true })
    expect(await seedCounts(db)).toEqual(PRODUCTION_COUNTS)
  })

  it('moves a database seeded with the old generic pictures to the covers, keeping pictures changed since', async () => {
    testDb = await createTestDatabase()
    const db = testDb.handle.db
    await seed(db, { isProduction: true })
    // As catalogue-v1 left a database before the covers: every picture one of the generic ones.
    await db.delete(seedRuns).where(eq(seedRuns.name, 'catalogue-covers-v1'))
    await db.update(categories).set({ picture: '/images/services/math.svg', pictureSquare: '/images/services/math.svg', pictureLandscape: '/images/services/math.svg' })
    await db.update(services).set({ thumbnails: ['/images/services/music.svg'] })
    await db.update(blogs).set({ coverPicture: '/images/services/code.svg' })
    const blog3 = (await db.select().from(blogs).where(eq(blogs.id, blogId(3))))[0]
    await db.update(blogs).set({ contentHtml: (blog3?.contentHtml ?? '').replace('/images/covers/service-13-hsk-seal.svg', '/images/services/chinese.svg') }).where(eq(blogs.id, blogId(3)))
    // A provider replaced the pictures of service 2 since.
    const own = ['/uploads/images/abc.webp', '/uploads/images/def.webp']
    await db.update(services).set({ thumbnails: own }).where(eq(services.id, serviceId(2)))

    expect((await seed(db, { isProduction: true })).ran).toEqual(['catalogue-covers-v1'])

    const categoryRows = await db.select().from(categories)
    for (const c of CATEGORIES) {
      const row = categoryRows.find((r) => r.id === c.id)
      expect(row).toMatchObject({ picture: c.picture, pictureSquare: c.picture, pictureLandscape: c.picture })
    }
    const serviceRows = await db.select({ id: services.id, thumbnails: services.thumbnails }).from(services).where(inArray(services.id, SERVICES.map((s) => s.id)))
    for (const s of SERVICES) expect(serviceRows.find((r) => r.id === s.id)?.thumbnails).toEqual(s.id === serviceId(2) ? own : [s.cover])
    const blogRows = await db.select().from(blogs)
    for (const b of BLOGS) expect(blogRows.find((r) => r.id === blogId(b.n))?.coverPicture).toBe(b.cover)
    const html = blogRows.find((r) => r.id === blogId(3))?.contentHtml ?? ''
    expect(html).toContain('src="/images/covers/service-13-hsk-seal.svg"')
    expect(html).not.toContain('/images/services/')
  })
})
