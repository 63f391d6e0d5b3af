import { z } from 'zod/mini'
import { multilineText } from './text.ts'

/** What the visitor came for (the survey's multiple-choice question). */
export const SURVEY_TOPICS = ['find_tutor', 'book_session', 'video_session', 'become_provider', 'other'] as const
export const surveyTopicSchema = z.enum(SURVEY_TOPICS)
export type SurveyTopic = z.infer<typeof surveyTopicSchema>

export const SURVEY_COMMENT_MAX = 1000

/** POST /v2/surveys: a short satisfaction survey; anyone may answer, a few times an hour. */
export const surveyRequestSchema = z.object({
  rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  topics: z.array(surveyTopicSchema).check(z.maxLength(SURVEY_TOPICS.length), z.refine((t) => new Set(t).size === t.length, 'must not repeat')),
  comment: z.optional(multilineText({ trim: true, max: SURVEY_COMMENT_MAX })),
})
export type SurveyRequest = z.infer<typeof surveyRequestSchema>

export const surveyAnswerSchema = z.object({ id: z.string() })
