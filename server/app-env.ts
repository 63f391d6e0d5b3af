import type { UserRole } from '~/contract/api/user'

/**
 * The caller, as proven by a valid access token (set by `requireUser`): the user, the role the
 * token carries, and the session (refresh-token family) it was issued in, whose end ends it too.
 */
export type AuthUser = { readonly id: string; readonly role: UserRole; readonly sessionId: string }

/** Hono's per-request context types for this backend (kept apart so route modules avoid a cycle with app.ts). */
export type AppEnv = {
  Variables: {
    /** Short random id, echoed as `x-request-id` and written with every error log line. */
    requestId: string
    /** Only on routes behind `requireUser`. */
    user: AuthUser
    /** Set by `leaveUncompressed` (http/compression.ts): this answer goes as written. */
    uncompressed: boolean
  }
}
