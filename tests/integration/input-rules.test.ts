import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '~/contract/api/errors'
import { providerRegistrationSchema } from '~/contract/api/provider'
import type { RouteRegistrar } from '~/server/app'
import { createProvidersRepository } from '~/server/db/repositories/providers-repository'
import { createLogger } from '~/server/log'
import { createProviderService } from '~/server/services/provider-service'
import { createDocumentStore } from '~/server/uploads/file-store'
import { call, pngBytes, postJson, signIn } from './support/auth-client'
import { setUpTestBackend } from './support/test-backend'
import { queryRows } from './support/test-db'

// Regression tests for "500s on bad input": a NUL or another control character in any text, an
// empty registration save, a document whose file name holds a NUL, database errors caused by
// input (Node's own answers to oversized headers and addresses: tests/unit/server/http/client-error.test.ts).

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

// Probes through the public registration hook: a database refusing input, as a missing check would let it.
const probes: RouteRegistrar = ({ v2 }, _services, deps) => {
  v2.get('/probe/nul', async (c) => c.json(await deps.db.execute(sql`select ${'secret-value\u0000'}::text as v`)))
  v2.get('/probe/not-a-number', async (c) => c.json(await deps.db.execute(sql`select ${'secret-value'}::int as v`)))
  v2.get('/probe/out-of-range', async (c) => c.json(await deps.db.execute(sql`select ${'99999999999'}::int as v`)))
  v2.get('/probe/not-a-date', async (c) => c.json(await deps.db.execute(sql`select ${'secret-value'}::timestamptz as v`)))
  v2.get('/probe/empty-update', () => {
    throw new Error('No values to set')
  })
}

describe('input rules', () => {
  const backend = setUpTestBackend(() => ({ routes: [probes] }))
  let consumer: string
  let consumerId: string

  beforeAll(async () => {
    const signedIn = await signIn(backend, 'phone', '0800000001')
    consumer = signedIn.access_token
    consumerId = signedIn.user_id
  })

  const rowCount = async (table: string) => {
    const rows = await queryRows<{ n: number }>(backend.testDb.handle.db, sql.raw(`select count(*)::int as n from ${table}`))
    return Number((rows[0] as { n: number }).n)
  }
  const errorLines = () => backend.logLines.filter((l) => / ERROR /.test(l))

  describe('a NUL in text is a 400 naming the field, never a 500 (the anonymous calls that answered 500)', () => {
    it.each([
      ['service search', '/v2/search/services?keyword=a%00b', 'keyword'],
      ['public profile', '/v2/profile/%00', 'username'],
      ['category search', '/v2/category/locale?locale=TH&value=%00', 'value'],
      ['policy page', '/v2/contents/terms%00', 'key'],
      ['blog list', '/v2/blogs/blogs?blog-category-ids=%00', 'blog-category-ids'],
      ['job requests', '/v2/service-request?domain-id=%00', 'domain-id'],
    ])('%s', async (_name, path, field) => {
      const before = errorLines().length
      const res = await call(backend, path)
      expect(res.status).toBe(400)
      expect(errorBodySchema.parse(await res.json())).toMatchObject({ code: 'validation_failed', field, message: `${field}: must not contain control characters` })
      expect(errorLines().length).toBe(before)
    })

    it('survey comment', async () => {
      const res = await postJson(backend, '/v2/surveys', { rating: 5, topics: [], comment: 'fine\u0000' })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'validation_failed', field: 'comment' })
      expect(await rowCount('survey_responses')).toBe(0)
    })

    it('a code request to an e-mail address', async () => {
      const res = await postJson(backend, '/v2/auth/check-otp/email', { email: 'a\u0000@example.com' })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ field: 'email' })
    })

    it('signed in: a username, a registration text, a search keyword', async () => {
      const patch = await postJson(backend, '/v2/user', { username: 'abc\u0000' }, { method: 'PATCH', headers: bearer(consumer) })
      expect(patch.status).toBe(400)
      expect(await patch.json()).toMatchObject({ field: 'username' })
      const save = await postJson(backend, '/v2/provider/registration', { about: 'x\u0000' }, { method: 'PUT', headers: bearer(consumer) })
      expect(save.status).toBe(400)
      expect(await save.json()).toMatchObject({ field: 'about' })
      const search = await postJson(backend, '/v2/search/booking-session', { keyword: '\u0000' }, { headers: bearer(consumer) })
      expect(search.status).toBe(400)
      expect(await search.json()).toMatchObject({ field: 'keyword' })
    })
  })

  it('one-line text refuses a tab or a newline; multi-line text takes them (and U+3000 is text)', async () => {
    const token = (await signIn(backend, 'phone', '0800000004')).access_token
    const line = await postJson(backend, '/v2/provider/registration', { display_name: 'ครู\tพลอย' }, { method: 'PUT', headers: bearer(token) })
    expect(line.status).toBe(400)
    expect(await line.json()).toMatchObject({ field: 'display_name', message: 'display_name: must not contain control characters' })
    const lines = await postJson(backend, '/v2/provider/registration', { display_name: 'ครู\u3000พลอย', about: 'บรรทัดแรก\r\nบรรทัดสอง\n\tย่อหน้า' }, { method: 'PUT', headers: bearer(token) })
    expect(lines.status).toBe(200)
    expect(providerRegistrationSchema.parse(await lines.json())).toMatchObject({ display_name: 'ครู\u3000พลอย', about: 'บรรทัดแรก\r\nบรรทัดสอง\n\tย่อหน้า' })
  })

  describe('a registration: refused or empty requests start no draft', () => {
    it('PUT /v2/provider/registration with {} answers the registration as it is (200), writing nothing', async () => {
      const before = await rowCount('providers')
      const res = await postJson(backend, '/v2/provider/registration', {}, { method: 'PUT', headers: bearer(consumer) })
      expect(res.status).toBe(200)
      expect(providerRegistrationSchema.parse(await res.json())).toMatchObject({ verify_status: null, display_name: '', documents: [] })
      expect(await rowCount('providers')).toBe(before)
    })

    it('a submit, a document removal or an unreadable document from someone who never started is refused without starting a draft', async () => {
      const before = await rowCount('providers')
      const submit = await call(backend, '/v2/provider/registration/submit', { method: 'POST', headers: bearer(consumer) })
      expect(submit.status).toBe(400)
      expect(await submit.json()).toMatchObject({ field: 'display_name' })
      const remove = await call(backend, '/v2/provider/registration/documents/65f0000000000000000000ff', { method: 'DELETE', headers: bearer(consumer) })
      expect(remove.status).toBe(404)
      const form = new FormData()
      form.set('kind', 'identity')
      form.set('file', new File([new Uint8Array([1, 2, 3])], 'junk.png', { type: 'image/png' }))
      const junk = await call(backend, '/v2/provider/registration/documents', { method: 'POST', headers: bearer(consumer), body: form })
      expect(junk.status).toBe(400)
      expect(await rowCount('providers')).toBe(before)
    })
  })

  it('a document whose file name holds a NUL is refused before anything is written (no file, no row)', async () => {
    const documentsDir = join(backend.config.dataDir, 'private', 'documents')
    const files = () => (existsSync(documentsDir) ? readdirSync(documentsDir) : [])
    const filesBefore = files()
    const rowsBefore = await rowCount('provider_documents')
    const form = new FormData()
    form.set('kind', 'identity')
    form.set('file', new File([new Uint8Array(await pngBytes(60, 40))], 'id\u0000card.png', { type: 'image/png' }))
    const res = await call(backend, '/v2/provider/registration/documents', { method: 'POST', headers: bearer(consumer), body: form })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed', field: 'file', message: 'file: the file name must not contain control characters' })
    expect(files()).toEqual(filesBefore)
    expect(await rowCount('provider_documents')).toBe(rowsBefore)
  })

  it('a document whose row cannot be written leaves no file behind', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-doc-'))
    const real = createProvidersRepository(backend.testDb.handle.db)
    const failing = { ...real, addDocument: () => Promise.reject(new Error('the database went away')) }
    const service = createProviderService({ repo: failing, documents: createDocumentStore(dataDir), now: () => new Date(), log: createLogger('silent'), decodeBudget: { charge: async () => {} } })
    const file = new File([new Uint8Array(await pngBytes(60, 40))], 'id.png', { type: 'image/png' })
    await expect(service.addDocument(consumerId, 'identity', file)).rejects.toThrow('the database went away')
    const dir = join(dataDir, 'private', 'documents')
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([])
  })

  describe('a database error caused by input is a 400, logged as a warning without the value', () => {
    it.each([
      ['/v2/probe/nul', '22021'],
      ['/v2/probe/not-a-number', '22P02'],
      ['/v2/probe/out-of-range', '22003'],
      ['/v2/probe/not-a-date', '22007'],
      ['/v2/probe/empty-update', 'empty_update'],
    ])('%s (%s)', async (path, sqlState) => {
      const before = backend.logLines.length
      const res = await call(backend, path)
      expect(res.status).toBe(400)
      expect(errorBodySchema.parse(await res.json())).toEqual({ code: 'validation_failed', message: 'The request holds a value that cannot be stored' })
      const logged = backend.logLines.slice(before).join('\n')
      expect(logged).toContain('WARN input refused by the database')
      expect(logged).toContain(`"sqlState":"${sqlState}"`)
      expect(logged).not.toContain('secret-value')
      expect(logged).not.toContain('ERROR')
    })
  })
})
