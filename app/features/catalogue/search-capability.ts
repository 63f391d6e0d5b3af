import { apiRequest } from '~/app/lib/api/client'

/**
 * Whether the backend has the public search (our addition, `GET /v2/search/services`) or the
 * specification's calls only (this backend with SPEC_ONLY_API=true, or another built to the spec),
 * where a search needs the signed-in call with a token. Learnt once, by one search without
 * criteria (which no backend with the call can answer "not there"), and then known for the life of
 * the process (server rendering) or of the page (the browser). Only a definite answer teaches:
 * the results (it has one) or a 404 (it has none). Any other failure (offline, a 5xx, a 429) teaches
 * nothing: this search tries the public one, and the next asks again.
 */
let learnt: Promise<boolean> | undefined

export function hasPublicSearch(): Promise<boolean> {
  learnt ??= apiRequest('/v2/search/services?skip=0&limit=1').then((answer) => {
    const absent = answer.statusCode === 404
    if (!answer.isSuccessful && !absent) learnt = undefined
    return !absent
  })
  return learnt
}
