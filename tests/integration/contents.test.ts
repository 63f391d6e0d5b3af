import { describe, expect, it } from 'vitest'
import { contentSchema } from '~/contract/api/contents'
import { setUpTestBackend } from './support/test-backend'

const THAI = /[\u0E00-\u0E7F]/

describe('GET /v2/contents/{key}', () => {
  const backend = setUpTestBackend({ nodeEnv: 'production' })

  it.each(['terms', 'privacy'] as const)('%s answers Thai content in the contract shape', async (key) => {
    const res = await backend.app.request(`/v2/contents/${key}`)
    expect(res.status).toBe(200)
    const body = contentSchema.parse(await res.json())
    expect(body.key).toBe(key)
    expect(body.title).toMatch(THAI)
    expect(body.body_html).toMatch(THAI)
    expect(body.body_html).toContain('<h2>')
    expect(body.body_html).toContain('<li>')
    // Only the simple tags the client renders as is.
    const tags = new Set([...body.body_html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]))
    expect([...tags].every((t) => ['h2', 'p', 'ul', 'li'].includes(t ?? ''))).toBe(true)
    expect(Date.parse(body.updated_at)).not.toBeNaN()
  })

  it('terms and privacy differ', async () => {
    const [terms, privacy] = await Promise.all(
      ['terms', 'privacy'].map(async (k) => contentSchema.parse(await (await backend.app.request(`/v2/contents/${k}`)).json())),
    )
    expect(terms?.title).not.toBe(privacy?.title)
  })

  it.each(['session', 'TERMS', 'x'])('unknown key %s is a JSON 404', async (key) => {
    const res = await backend.app.request(`/v2/contents/${key}`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'not_found' })
  })

  it('is not served under /v1', async () => {
    const res = await backend.app.request('/v1/contents/terms')
    expect(res.status).toBe(404)
  })
})
