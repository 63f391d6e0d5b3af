import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorCode } from '../contract/api/errors'

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

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    options: { field?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.status = status
    this.code = code
    this.field = options.field
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError(404, 'not_found', message)
  }

  static validation(field: string, message: string): AppError {
    return new AppError(400, 'validation_failed', `${field}: ${message}`, { field })
  }

  static internal(message = 'Internal server error', cause?: unknown): AppError {
    return new AppError(500, 'internal', message, { cause })
  }

  static unavailable(message = 'Service unavailable', cause?: unknown): AppError {
    return new AppError(503, 'service_unavailable', message, { cause })
  }
}
