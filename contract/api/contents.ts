import { z } from 'zod/mini'
import { isoDateTimeSchema } from './common.ts'
import { text } from './text.ts'

/** The policy pages the backend serves (spec 7, "Content"). */
export const CONTENT_KEYS = ['terms', 'privacy'] as const
export const contentKeySchema = z.enum(CONTENT_KEYS)
export type ContentKey = z.infer<typeof contentKeySchema>

/** `GET /v2/contents/{key}`: an unknown key is a 404. */
export const contentParamsSchema = z.object({ key: text({ min: 1, max: 64 }) })

/** GET /v2/contents/{key}. `body_html` is trusted, simple HTML (h2, p, ul, li) written by us. */
export const contentSchema = z.object({
  key: contentKeySchema,
  title: z.string(),
  body_html: z.string(),
  updated_at: isoDateTimeSchema,
})
export type Content = z.infer<typeof contentSchema>
