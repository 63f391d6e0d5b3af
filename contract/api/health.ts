import { z } from 'zod/mini'

/** GET /healthz: 200 `{status:'ok'}` when the database answers; 503 with an error body otherwise. */
export const healthOkSchema = z.object({ status: z.literal('ok') })
export const healthFailSchema = z.object({
  status: z.literal('unavailable'),
  code: z.literal('service_unavailable'),
  message: z.string(),
})
export const healthSchema = z.union([healthOkSchema, healthFailSchema])
export type Health = z.infer<typeof healthSchema>
