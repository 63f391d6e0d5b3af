import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { errorBodySchema } from '~/contract/api/errors'
import type { RouteRegistrar } from '~/server/app'
import { AppError } from '~/server/errors'
import { validJson, validQuery } from '~/server/validation'
import { setUpTestBackend } from './support/test-backend'

// Probe routes added through the public registration hook; nothing test-only ships.
const probeSchema = z.object({
  phone: z.string().check(z.regex(/^\d{10}$/, 'Invalid phone number')),
  profile: z.optional(z.object({ email: z.email('Invalid e-mail') })),
})
const probes: RouteRegistrar = ({ v1, v2 }) => {
  v2.post('/probe/validate', async (c) => c.json(await validJson(c, probeSchema)))
  v2.get('/probe/query', (c) => c.json(validQuery(c, z.object({ limit: z.coerce.number().check(z.int(), z.maximum(50)) }))))
  v1.get('/probe/crash', () => {
    throw new Error('secret internals: connection string postgres://u:p@db/x')
  })
  v1.get('/probe/app-error-500', () => {
    throw AppError.internal('pool exhausted at host db-7')
  })
  v1.get('/probe/conflict', () => {
    throw new AppError(409, 'conflict', 'Username is taken', { field: 'username' })
  })
}

describe('error answers', () => {
  const backend = setUpTestBackend({ routes: [probes] })

  it.each(['/v1/x', '/v2/x', '/v2/contents', '/v1'])('unknown API path %s is a JSON 404', async (path) => {
    const res = await backend.app.request(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(errorBodySchema.parse(await res.json())).toMatchObject({ code: 'not_found' })
  })

  it('a wrong method on a known path is a JSON 404 too', async () => {
    const res = await backend.app.request('/v2/contents/terms', { method: 'DELETE' })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'not_found' })
  })

  it('invalid input is a 400 naming the field', async () => {
    const res = await backend.app.request('/v2/probe/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '08-1234' }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: 'validation_failed',
      message: 'phone: Invalid phone number',
      field: 'phone',
    })
  })

  it('a nested field is named by its dotted path', async () => {
    const res = await backend.app.request('/v2/probe/validate', {
      method: 'POST',
      body: JSON.stringify({ phone: '0812345678', profile: { email: 'nope' } }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: 'profile.email', message: 'profile.email: Invalid e-mail' })
  })

  it('a missing field is named', async () => {
    const res = await backend.app.request('/v2/probe/validate', { method: 'POST', body: '{}' })
    const body = errorBodySchema.parse(await res.json())
    expect(res.status).toBe(400)
    expect(body.field).toBe('phone')
    expect(body.message).toMatch(/^phone: /)
  })

  it('valid input passes through', async () => {
    const res = await backend.app.request('/v2/probe/validate', {
      method: 'POST',
      body: JSON.stringify({ phone: '0812345678' }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ phone: '0812345678' })
  })

  it('query parameters are validated the same way', async () => {
    const res = await backend.app.request('/v2/probe/query?limit=500')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed', field: 'limit' })
  })

  it('a body that is not JSON is a 400 invalid_json', async () => {
    const res = await backend.app.request('/v2/probe/validate', { method: 'POST', body: '{"phone":' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'invalid_json' })
  })

  it('a body over 1 MB is a 413', async () => {
    const res = await backend.app.request('/v2/probe/validate', {
      method: 'POST',
      headers: { 'content-length': String(2 * 1024 * 1024) },
      body: JSON.stringify({ phone: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' })
  })

  it('a 4xx AppError keeps its code, message and field', async () => {
    const res = await backend.app.request('/v1/probe/conflict')
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ code: 'conflict', message: 'Username is taken', field: 'username' })
  })

  it.each(['/v1/probe/crash', '/v1/probe/app-error-500'])('%s: a 500 leaks nothing and is logged', async (path) => {
    const before = backend.logLines.length
    const res = await backend.app.request(path)
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ code: 'internal', message: 'Internal server error' })
    expect(text).not.toMatch(/secret|postgres:|db-7|pool|at |\.ts/)
    const requestId = res.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f]{12}$/)
    const logged = backend.logLines.slice(before).join('\n')
    expect(logged).toContain('ERROR request failed')
    expect(logged).toContain(requestId)
  })

  it("the request id is always the server's own, never one the client sent", async () => {
    const res = await backend.app.request('/v1/probe/crash', { headers: { 'x-request-id': 'chosen-by-the-client' } })
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}$/)
    const ok = await backend.app.request('/healthz', { headers: { 'x-request-id': 'chosen-by-the-client' } })
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}$/)
  })
})
