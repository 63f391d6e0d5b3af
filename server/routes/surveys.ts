import { Hono } from 'hono'
import { surveyRequestSchema } from '../../contract/api/survey'
import type { Deps } from '../deps'
import type { AppEnv } from '../app-env'
import { clientIp } from '../http/request-info'
import type { Services } from '../services/services'
import { validJson } from '../validation'

/** POST /v2/surveys: the site survey; no token needed. */
export function surveyRoutes(services: Services, deps: Deps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/', async (c) => {
    const answer = await validJson(c, surveyRequestSchema)
    const saved = await services.surveys.submit(answer, clientIp(c, deps.config.trustProxy))
    return c.json(saved, 201)
  })
}
