import type { ApiResult } from './types'

/** Status code used for failures where no HTTP answer arrived at all. */
export const NETWORK_ERROR_STATUS = 0

/** A call that did not succeed: its status (0 when no answer arrived), code, message and field. */
export type ApiFailure = Extract<ApiResult<unknown>, { isSuccessful: false }>

/** A failed call as an Error that keeps the answer, so a page chooses its Thai text by status, code and field. */
export class ApiCallFailed extends Error {
  constructor(readonly result: ApiFailure) {
    super(result.message)
  }
}

/** The data of a successful call; a failure is thrown as `ApiCallFailed` (for a route's error page or a mutation's `onError`). */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.isSuccessful) throw new ApiCallFailed(result)
  return result.data
}

/**
 * The data, or `null` where the backend says "not there" (404, or an id it refuses: 400; a caller
 * may name more, such as 403 for what is not the user's to see); other failures throw.
 */
export function orNull<T>(result: ApiResult<T>, notThere: readonly number[] = [404, 400]): T | null {
  if (result.isSuccessful) return result.data
  if (notThere.includes(result.statusCode)) return null
  throw new ApiCallFailed(result)
}

/** No answer arrived at all (offline, the connection dropped): the page says to check the connection. */
export const isNetworkFailure = (failure: { statusCode: number }): boolean => failure.statusCode === NETWORK_ERROR_STATUS

/** The failure an error carries, if it is a failed call's. */
export const failureOf = (error: unknown): ApiFailure | null => (error instanceof ApiCallFailed ? error.result : null)
