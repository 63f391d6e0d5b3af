import { describe, expect, it } from 'vitest'
import { errorBodySchema } from '~/contract/api/errors'
import { surveyAnswerSchema } from '~/contract/api/survey'
import { surveyResponses } from '~/server/db/schema'
import { SURVEY_LIMIT } from '~/server/services/survey-service'
import { nextIp, postJson } from './support/auth-client'
import { setUpTestBackend } from './support/test-backend'

const backend = setUpTestBackend()

describe('POST /v2/surveys', () => {
  it('stores an answer, trimming the comment', async () => {
    const res = await postJson(backend, '/v2/surveys', { rating: 4, topics: ['find_tutor', 'video_session'], comment: '  ใช้งานง่ายมาก  ' }, { ip: nextIp() })
    expect(res.status).toBe(201)
    const { id } = surveyAnswerSchema.parse(await res.json())
    const rows = await backend.db.select().from(surveyResponses)
    expect(rows.find((r) => r.id === id)).toMatchObject({ rating: 4, topics: ['find_tutor', 'video_session'], comment: 'ใช้งานง่ายมาก' })
  })

  it('an empty comment is stored as none', async () => {
    const res = await postJson(backend, '/v2/surveys', { rating: 5, topics: [], comment: '   ' }, { ip: nextIp() })
    const { id } = surveyAnswerSchema.parse(await res.json())
    const rows = await backend.db.select().from(surveyResponses)
    expect(rows.find((r) => r.id === id)?.comment).toBeNull()
  })

  it.each([
    [{ rating: 0, topics: [] }, 'rating'],
    [{ rating: 6, topics: [] }, 'rating'],
    [{ rating: 3.5, topics: [] }, 'rating'],
    [{ topics: [] }, 'rating'],
    [{ rating: 3, topics: ['weather'] }, 'topics.0'],
    [{ rating: 3, topics: ['other', 'other'] }, 'topics'],
    [{ rating: 3, topics: [], comment: 'x'.repeat(1001) }, 'comment'],
  ])('refuses %j naming %s', async (body, field) => {
    const res = await postJson(backend, '/v2/surveys', body, { ip: nextIp() })
    expect(res.status).toBe(400)
    expect(errorBodySchema.parse(await res.json())).toMatchObject({ code: 'validation_failed', field })
  })

  it(`allows ${SURVEY_LIMIT.limit} answers an hour from one address`, async () => {
    const ip = nextIp()
    for (let i = 0; i < SURVEY_LIMIT.limit; i++) expect((await postJson(backend, '/v2/surveys', { rating: 3, topics: [] }, { ip })).status).toBe(201)
    const over = await postJson(backend, '/v2/surveys', { rating: 3, topics: [] }, { ip })
    expect(over.status).toBe(429)
    expect(errorBodySchema.parse(await over.json()).code).toBe('rate_limited')
  })
})
