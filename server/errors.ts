import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody, ErrorCode } from '~/contract/api/errors'

/**
 * The one error type of the backend. Services throw it; the central handler in app.ts turns it
 * into `{ code, message, field? }` with `status`. Anything else thrown becomes a 500 `internal`
 * whose details go to the log only.
 */
export class AppError extends Error {
  override readonly name = 'AppError'
  readonly status: ContentfulStatusCode
  readonly code: ErrorCode
  readonly field: string | undefined
  /** Whole seconds until a retry can succeed (429): answered as `retry_after` and `Retry-After`. */
  readonly retryAfterSeconds: number | undefined

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    options: { field?: string; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.status = status
    this.code = code
    this.field = options.field
    this.retryAfterSeconds = options.retryAfterSeconds
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError(404, 'not_found', message)
  }

  static validation(field: string, message: string): AppError {
    return new AppError(400, 'validation_failed', `${field}: ${message}`, { field })
  }

  static unauthorized(message = 'Sign-in required'): AppError {
    return new AppError(401, 'unauthorized', message)
  }

  static forbidden(message = 'Not allowed'): AppError {
    return new AppError(403, 'forbidden', message)
  }

  static conflict(field: string, message: string): AppError {
    return new AppError(409, 'conflict', message, { field })
  }

  /** `retryAfterMs` as `retryAfterSeconds` (see retryAfterSecondsOf). */
  static rateLimited(retryAfterMs: number, message = 'Too many requests'): AppError {
    return new AppError(429, 'rate_limited', message, { retryAfterSeconds: retryAfterSecondsOf(retryAfterMs) })
  }

  static internal(message = 'Internal server error', cause?: unknown): AppError {
    return new AppError(500, 'internal', message, { cause })
  }

  static unavailable(message = 'Service unavailable', cause?: unknown): AppError {
    return new AppError(503, 'service_unavailable', message, { cause })
  }
}

/** A wait in milliseconds as `Retry-After` seconds: rounded up, at least 1, so a client never retries too early. */
export function retryAfterSecondsOf(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000))
}

/** The answer for a path the API does not have (and for a demo call from elsewhere: see routes/dev.ts). */
export const NO_SUCH_ENDPOINT = { code: 'not_found', message: 'No such endpoint' } as const satisfies ErrorBody
