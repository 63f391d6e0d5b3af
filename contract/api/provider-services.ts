import { z } from 'zod/mini'
import { scheduleOverviewSchema, serviceSchema, weeklyScheduleSchema } from './catalogue.ts'
import { idSchema } from './common.ts'
import { multilineText, singleLineRule, text } from './text.ts'

/**
 * A provider's own services: create and update take the spec's default shape (spec 3). `opens`
 * is the weekly grid in the caller's time zone (`offset_gmt`, hours from GMT), stored in UTC.
 */
export const SERVICE_TEXT_LIMITS = { title: 120, description: 5_000, item: 200, items: 20 } as const
export const MAX_THUMBNAILS = 8

const items = z.array(text({ trim: true, min: 1, max: SERVICE_TEXT_LIMITS.item })).check(z.maxLength(SERVICE_TEXT_LIMITS.items, `at most ${SERVICE_TEXT_LIMITS.items}`))
/** A site path we serve (uploads, images) or an https URL. */
export const assetUrlSchema = z.string().check(singleLineRule, z.regex(/^(\/(uploads|images)\/[A-Za-z0-9._/-]+|https:\/\/\S+)$/, 'must be an uploaded file or an https address'), z.maxLength(500))

export const serviceInputSchema = z
  .object({
    category_id: idSchema,
    title: text({ trim: true, min: 1, max: SERVICE_TEXT_LIMITS.title }),
    description: multilineText({ trim: true, max: SERVICE_TEXT_LIMITS.description }),
    price: z.int('must be a whole number').check(z.gte(0, 'must not be negative'), z.lte(1_000_000, 'is too high')),
    enabled_instant: z.boolean(),
    enabled_public_session: z.boolean(),
    enabled_private_session: z.boolean(),
    minutes_per_session: z.int().check(z.gte(15, 'must be at least 15'), z.lte(480, 'must be at most 480')),
    max_attendees_per_session: z.int().check(z.gte(1), z.lte(100)),
    min_attendees_for_private: z.int().check(z.gte(1), z.lte(100)),
    example_documents: z.array(assetUrlSchema).check(z.maxLength(10)),
    video: z.nullable(z.string().check(singleLineRule, z.regex(/^https:\/\/\S+$/, 'must be an https address'), z.maxLength(500))),
    thumbnails: z.array(assetUrlSchema).check(z.maxLength(MAX_THUMBNAILS, `at most ${MAX_THUMBNAILS}`)),
    highlights: items,
    require_items: items,
    proof_picture: z.nullable(assetUrlSchema),
    visible: z.boolean(),
    opens: weeklyScheduleSchema,
    offset_gmt: z.number().check(z.gte(-12), z.lte(14)),
  })
  .check(
    z.refine((s) => s.enabled_instant || s.enabled_public_session || s.enabled_private_session, {
      message: 'choose at least one session type',
      path: ['enabled_private_session'],
    }),
    z.refine((s) => s.min_attendees_for_private <= s.max_attendees_per_session, {
      message: 'must not be more than the maximum attendees',
      path: ['min_attendees_for_private'],
    }),
  )
export type ServiceInput = z.infer<typeof serviceInputSchema>

/** `POST /v2/uploads/images` (bearer, multipart `file`): an image for a service; answers its path. */
export const IMAGE_FILE_FIELD = 'file'
export const uploadedImageSchema = z.object({ url: z.string() })
export type UploadedImage = z.infer<typeof uploadedImageSchema>

/** `GET /v2/provider/schedule?offset-gmt=` answers and `PUT /v2/provider/schedule` takes this. */
export const providerScheduleSchema = z.object({ opens: weeklyScheduleSchema, offset_gmt: z.number().check(z.gte(-12), z.lte(14)) })
export type ProviderScheduleInput = z.infer<typeof providerScheduleSchema>
/** The answer adds the spec's overview of the grid. */
export const providerScheduleAnswerSchema = z.extend(providerScheduleSchema, { overview: scheduleOverviewSchema })
export type ProviderSchedule = z.infer<typeof providerScheduleAnswerSchema>

/** `GET /v2/service?offset-gmt=`: the caller's services, hidden ones included, newest first. */
export const myServiceListSchema = z.object({ items: z.array(serviceSchema) })
export type MyServiceList = z.infer<typeof myServiceListSchema>
