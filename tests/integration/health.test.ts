import { describe, expect, it } from 'vitest'
import { healthFailSchema, healthOkSchema } from '~/contract/api/health'
import { setUpTestBackend } from './support/test-backend'

describe('GET /healthz', () => {
  const backend = setUpTestBackend()

  it('answers 200 {status:"ok"} while the database answers', async () => {
    const res = await backend.app.request('/healthz')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(healthOkSchema.parse(await res.json())).toEqual({ status: 'ok' })
  })

  it('answers 503 JSON once the database is closed', async () => {
    await backend.database.close()
    const res = await backend.app.request('/healthz')
    expect(res.status).toBe(503)
    const body = healthFailSchema.parse(await res.json())
    expect(body.code).toBe('service_unavailable')
  })
})
