import { z } from 'zod/mini'
import { idParam } from '~/contract/routes'

/** `/provider/service?id=`: which of my services to edit; without one (or a malformed one) the page creates a new one. */
export const editServiceSearchSchema = z.object({
  id: idParam,
})
export type EditServiceSearch = z.output<typeof editServiceSearchSchema>
