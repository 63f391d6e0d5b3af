import { apiRequest } from '~/app/lib/api/client'
import { NETWORK_ERROR_STATUS } from '~/app/lib/api/results'

/**
 * Whether the backend has the public search (our addition, `GET /v2/search/services`) or the
 * specification's calls only (this backend with SPEC_ONLY_API=true, or another built to the spec),
 * where a search needs the signed-in call with a token. Learnt once, by one search without
 * criteria (which no backend with the call can answer "not there"), and then known for the life of
 * the process (server rendering) or of the page (the browser). A failure to reach the backend
 * teaches nothing: the next search asks again.
 */
let learnt: Promise<boolean> | undefined

export function hasPublicSearch(): Promise<boolean> {
  learnt ??= apiRequest('/v2/search/services?skip=0&limit=1').then((answer) => {
    if (answer.statusCode === NETWORK_ERROR_STATUS || answer.statusCode >= 500) learnt = undefined
    return answer.statusCode !== 404
  })
  return learnt
}
