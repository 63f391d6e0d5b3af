import { idParam } from '~/contract/routes'

/** `/provider/service?id=`: which of my services to edit; without one (or a malformed one) the page creates a new one. */
export type EditServiceSearch = { id?: string }
export const editServiceSearch = (raw: Record<string, unknown>): EditServiceSearch => ({ id: idParam(raw.id) })
