import { z } from 'zod/mini'
import { isoDateTimeSchema } from './common.ts'
import { singleLineRule, text } from './text.ts'
import { birthdateSchema, genderSchema, usernameSchema } from './user.ts'
import { ACCESS_TOKEN_COOKIE, EMAIL_PATTERN, normalizePhone, OTP_LENGTH, OTP_PATTERN, PHONE_PATTERN, REFRESH_TOKEN_COOKIE, SIGN_IN_MODES } from '../values/auth.ts'

export { ACCESS_TOKEN_COOKIE, EMAIL_PATTERN, normalizePhone, OTP_LENGTH, OTP_PATTERN, PHONE_PATTERN, REFRESH_TOKEN_COOKIE, SIGN_IN_MODES }

/**
 * Sign-in calls (spec 7, "Authentication"). Wire names are contracts and keep their spelling,
 * `neet_to_register` included.
 */

export const phoneSchema = z.string().check(singleLineRule, z.overwrite(normalizePhone), z.regex(PHONE_PATTERN, 'Invalid phone number'))

/** Spec 5: lowercased (and trimmed) before it is checked, sent and stored. */
export const emailSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), singleLineRule, z.maxLength(254, 'Invalid e-mail'), z.regex(EMAIL_PATTERN, 'Invalid e-mail'))

export const otpSchema = z.string().check(singleLineRule, z.regex(OTP_PATTERN, `must be ${OTP_LENGTH} digits`))

export const signInModeSchema = z.enum(SIGN_IN_MODES)
export type SignInMode = z.infer<typeof signInModeSchema>

/** POST /v2/auth/check-otp/phone: sends a new code. */
export const checkOtpPhoneRequestSchema = z.object({ phone: phoneSchema })
/** POST /v2/auth/check-otp/email: sends a new code. */
export const checkOtpEmailRequestSchema = z.object({ email: emailSchema })
/**
 * `can_login`: a user with this destination exists (log in); false: go on to registration.
 * `resend_after`: seconds until another code may be asked for (our addition; optional so a
 * backend that answers only the spec's field still parses).
 */
export const checkOtpAnswerSchema = z.object({ can_login: z.boolean(), resend_after: z.optional(z.number()) })
export type CheckOtpAnswer = z.infer<typeof checkOtpAnswerSchema>

/** POST /v2/auth/login/phone (with credentials: sets the refresh cookie). */
export const loginPhoneRequestSchema = z.object({ phone: phoneSchema, otp: otpSchema })
/** POST /v2/auth/login/email (with credentials: sets the refresh cookie). */
export const loginEmailRequestSchema = z.object({ email: emailSchema, otp: otpSchema })
/**
 * A known user: the tokens and `neet_to_register: false`. An unknown destination with a right
 * code: empty strings and `neet_to_register: true`; the code stays usable for registration.
 */
export const loginAnswerSchema = z.object({
  access_token: z.string(),
  user_id: z.string(),
  username: z.string(),
  neet_to_register: z.boolean(),
})
export type LoginAnswer = z.infer<typeof loginAnswerSchema>

/** POST /v2/auth/verify/phone: checks the code without using it up. */
export const verifyPhoneRequestSchema = loginPhoneRequestSchema
/** POST /v2/auth/verify/email: checks the code without using it up. */
export const verifyEmailRequestSchema = loginEmailRequestSchema
/** `success: false` when the destination already belongs to a user. */
export const verifyAnswerSchema = z.object({ success: z.boolean() })
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>

/**
 * POST /v2/auth/register, multipart/form-data: these text fields plus an optional
 * `profile_image` file (JPEG, PNG or WebP, at most 5 MB). `destination` is checked as a phone or
 * an e-mail according to `mode`. Answers `loginAnswerSchema` and sets the refresh cookie.
 */
export const registerFieldsSchema = z.object({
  mode: signInModeSchema,
  // Checked again as a phone or an e-mail according to `mode`.
  destination: text({ max: 254 }),
  otp: otpSchema,
  username: usernameSchema,
  gender: genderSchema,
  birthdate: birthdateSchema,
})
export type RegisterFields = z.infer<typeof registerFieldsSchema>
/** `destination` of a registration in `phone` mode, and in `email` mode. */
export const registerPhoneDestinationSchema = z.object({ destination: phoneSchema })
export const registerEmailDestinationSchema = z.object({ destination: emailSchema })

/** GET /v1/auth/refresh_token (refresh cookie): a new access token; the cookie is rotated. */
export const refreshAnswerSchema = z.object({ access_token: z.string() })
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>

/** GET /v1/auth/logout (refresh cookie, optional `?user_id=`): ends the session; always succeeds. */
/** `?user_id=` is what the spec's client sends; who signs out is decided by the cookie alone. */
export const logoutQuerySchema = z.object({ user_id: z.optional(text({ max: 64 })) })
export const logoutAnswerSchema = z.object({ success: z.boolean() })
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>

/**
 * POST /v2/auth/renew: the spec's "token renewal request", made by the web server at page start
 * with the two cookie values (no cookies on the call itself). The access token may be expired
 * but must be genuine and belong to the refresh token's user. Rotates like the cookie call.
 */
/** Far above any token this backend issues; only keeps a forged one from being megabytes long. */
const TOKEN_MAX = 4096
export const renewRequestSchema = z.object({
  access_token: text({ min: 1, max: TOKEN_MAX }),
  refresh_token: text({ min: 1, max: TOKEN_MAX }),
})
export const renewAnswerSchema = z.object({ access_token: z.string(), refresh_token: z.string() })
export type RenewAnswer = z.infer<typeof renewAnswerSchema>


/** GET /v2/dev/outbox/latest?destination=: development only, absent in production. */
export const outboxQuerySchema = z.object({ destination: text({ min: 1, max: 254 }) })
export const outboxEntrySchema = z.object({
  destination: z.string(),
  otp: z.string(),
  sent_at: isoDateTimeSchema,
})
export type OutboxEntry = z.infer<typeof outboxEntrySchema>
