import { Hono } from 'hono'
import { surveyRequestSchema } from '~/contract/api/survey'
import type { Deps } from '~/server/deps'
import type { AppEnv } from '~/server/app-env'
import { clientIp } from '~/server/http/request-info'
import type { Services } from '~/server/services/services'
import { validJson } from '~/server/validation'

/** POST /v2/surveys: the site survey; no token needed. */
export function surveyRoutes(services: Services, deps: Deps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/', async (c) => {
    const answer = await validJson(c, surveyRequestSchema)
    const saved = await services.surveys.submit(answer, clientIp(c, deps.config.trustProxy))
    return c.json(saved, 201)
  })
}
