import { z } from 'zod/mini'
import { idSchema } from '../../../contract/api/common'

/** `/provider/service?id=`: which of my services to edit; without one (or a malformed one) the page creates a new one. */
export const editServiceSearchSchema = z.object({
  id: z.catch(z.optional(idSchema), undefined),
})
export type EditServiceSearch = z.output<typeof editServiceSearchSchema>
