import type { SurveyRequest } from '~/contract/api/survey'
import type { SurveysRepository } from '~/server/db/repositories/surveys-repository'
import { AppError } from '~/server/errors'
import type { RateLimiter } from '~/server/rate-limit/rate-limiter'

/** Answers per client address per hour: enough for a household, not for a script. */
export const SURVEY_LIMIT = { limit: 10, windowSeconds: 60 * 60 } as const

export type SurveyService = {
  submit(answer: SurveyRequest, ip: string): Promise<{ id: string }>
}

export function createSurveyService(repo: SurveysRepository, rateLimiter: RateLimiter): SurveyService {
  return {
    async submit(answer, ip) {
      const decision = await rateLimiter.hit(`survey:${ip}`, SURVEY_LIMIT.limit, SURVEY_LIMIT.windowSeconds)
      if (!decision.allowed) throw AppError.rateLimited(decision.retryAfterMs)
      const row = await repo.insert({ rating: answer.rating, topics: answer.topics, comment: answer.comment || null })
      return { id: row.id }
    },
  }
}
