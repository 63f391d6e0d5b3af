import { z } from 'zod/mini'
import {
  GENDERS,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  PROVIDER_VERIFY_STATUSES,
  STAFF_ROLES,
  USER_ROLES,
} from '../values/user.ts'
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../values/username.ts'
import { idSchema, isoDateTimeSchema } from './common.ts'
import { singleLineRule } from './text.ts'

export { GENDERS, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_BYTES, PROVIDER_VERIFY_STATUSES, STAFF_ROLES, USER_ROLES, USERNAME_PATTERN }

export const userRoleSchema = z.enum(USER_ROLES)
export type UserRole = z.infer<typeof userRoleSchema>

export const providerVerifyStatusSchema = z.enum(PROVIDER_VERIFY_STATUSES)
export type ProviderVerifyStatus = z.infer<typeof providerVerifyStatusSchema>

export const genderSchema = z.enum(GENDERS)

/**
 * `GET /v1/user` and `GET /v2/user`: the signed-in user's own profile. `provider_id` is 24 zeros
 * for a user who is not a provider. Phone and e-mail are the user's own, so they are whole here;
 * the page masks them for display.
 */
export const userProfileSchema = z.object({
  _id: idSchema,
  provider_id: idSchema,
  username: z.string(),
  profile_picture: z.nullable(z.string()),
  role: userRoleSchema,
  gender: z.nullable(genderSchema),
  birthdate: z.nullable(z.iso.date()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  created_at: isoDateTimeSchema,
})
export type UserProfile = z.infer<typeof userProfileSchema>

/**
 * `GET /v2/provider?isOnline=`: the caller's provider record. `verify_status` is null for a user who
 * never started a provider registration.
 */
/** `GET /v2/provider?isOnline=`: part of the spec's call; the status does not depend on it. */
export const providerStatusQuerySchema = z.object({ isOnline: z.optional(z.enum(['true', 'false'])) })

export const providerStatusSchema = z.object({
  verify_status: z.nullable(providerVerifyStatusSchema),
})
export type ProviderStatus = z.infer<typeof providerStatusSchema>

/** A username, stored trimmed, NFC-normalised and lowercased (the rules: contract/values/username.ts, where the forms' `usernameOf` checks the same). */
export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.normalize('NFC'),
    z.toLowerCase(),
    singleLineRule,
    z.minLength(USERNAME_MIN_LENGTH, `must be at least ${USERNAME_MIN_LENGTH} characters`),
    z.maxLength(USERNAME_MAX_LENGTH, `must be at most ${USERNAME_MAX_LENGTH} characters`),
    z.regex(USERNAME_PATTERN, 'may contain only letters, digits, _ and .'),
  )

/** YYYY-MM-DD. That it lies in the past and gives an age of 0 to 120 is checked by the backend's clock. */
export const birthdateSchema = z.iso.date('must be a date as YYYY-MM-DD').check(singleLineRule)

/** `PATCH /v2/user` (bearer): only the given fields change. Answers the updated `userProfileSchema`. */
export const updateUserRequestSchema = z.object({
  username: z.optional(usernameSchema),
  gender: z.optional(genderSchema),
  birthdate: z.optional(birthdateSchema),
})
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>
