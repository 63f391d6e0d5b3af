import { afterEach, describe, expect, it } from 'vitest'
import { NO_ID } from '../../contract/api/common'
import { createProvidersRepository } from '../../server/db/repositories/providers-repository'
import { createUsersRepository } from '../../server/db/repositories/users-repository'
import { DEMO_USERS, seed, seedCounts } from '../../server/db/seed'
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
    expect(first.ran).toEqual(['contents-v1', 'demo-users-v1', 'demo-providers-v1', 'demo-registrations-v1'])
    const countsAfterFirst = await seedCounts(db)
    expect(countsAfterFirst).toEqual({ users: 6, providers: 4, contents: 2, seedRuns: 4 })

    const second = await seed(db, { isProduction: false })
    expect(second).toEqual({ ran: [], skipped: ['contents-v1', 'demo-users-v1', 'demo-providers-v1', 'demo-registrations-v1'] })
    expect(await seedCounts(db)).toEqual(countsAfterFirst)
  })

  it('two concurrent runs seed once', async () => {
    testDb = await createTestDatabase()
    const db = testDb.handle.db
    const [a, b] = await Promise.all([seed(db, { isProduction: false }), seed(db, { isProduction: false })])
    expect([...(a?.ran ?? []), ...(b?.ran ?? [])].sort()).toEqual(['contents-v1', 'demo-providers-v1', 'demo-registrations-v1', 'demo-users-v1'])
    expect(await seedCounts(db)).toEqual({ users: 6, providers: 4, contents: 2, seedRuns: 4 })
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
    expect(result.ran).toEqual(['contents-v1'])
    expect(await seedCounts(db)).toEqual({ users: 0, providers: 0, contents: 2, seedRuns: 1 })
    expect(await createUsersRepository(db).findByPhone('0800000001')).toBeUndefined()
    await seed(db, { isProduction: true })
    expect(await seedCounts(db)).toEqual({ users: 0, providers: 0, contents: 2, seedRuns: 1 })
  })
})
