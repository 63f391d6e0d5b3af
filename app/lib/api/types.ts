import type { ZodMiniType } from 'zod/mini'

/**
 * An answer's schema, or a loader of it. Code in every page's first load (the shell, the home
 * page's catalogue) passes loaders, so the contract's schemas load with the first call.
 */
export type AnswerSchema<T> = ZodMiniType<T> | (() => Promise<ZodMiniType<T>>)

/** The spec's client call result: 2xx is success; a failure has a status and message, no data. */
export type ApiResult<T> =
  | { isSuccessful: true; statusCode: number; message: string; data: T }
  | {
      isSuccessful: false
      statusCode: number
      message: string
      code: string
      /** The input field the backend named, on a validation failure. */
      field?: string
      /** Seconds to wait, on a rate-limited call. */
      retryAfter?: number
      data?: undefined
    }

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** JSON body, or FormData sent as multipart. */
  body?: unknown
  /** Send the saved access token as a bearer token (renewed first when it is about to expire). */
  auth?: boolean
  /** Send and accept cookies (the refresh-token calls). */
  credentials?: boolean
  /** Validates the answer; a mismatch is a failure with code `invalid_response`. */
  schema?: AnswerSchema<T>
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Overrides the configured backend host (tests, or a call made for another backend). */
  baseUrl?: string
  /** An explicit bearer token instead of the saved one. */
  token?: string
}
