import { z } from 'zod/mini'
import { idSchema, isoDateTimeSchema } from './common'

export const USER_ROLES = ['normal', 'admin', 'operation', 'unknown'] as const
export const userRoleSchema = z.enum(USER_ROLES)
export type UserRole = z.infer<typeof userRoleSchema>

export const PROVIDER_VERIFY_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const
export const providerVerifyStatusSchema = z.enum(PROVIDER_VERIFY_STATUSES)
export type ProviderVerifyStatus = z.infer<typeof providerVerifyStatusSchema>

export const GENDERS = ['male', 'female', 'other', 'unspecified'] as const
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
export const providerStatusSchema = z.object({
  verify_status: z.nullable(providerVerifyStatusSchema),
})
export type ProviderStatus = z.infer<typeof providerStatusSchema>
