import { z } from 'zod/mini'
import { idSchema, isoDateTimeSchema } from './common.ts'
import { multilineText, text } from './text.ts'
import { providerVerifyStatusSchema } from './user.ts'

/**
 * Provider registration: a user fills a draft (in steps, saved as they go), uploads an identity
 * document and certificates, and submits it; staff approve it (the user then gets a provider id)
 * or reject it with a reason, which the user reads, fixes and submits again.
 */

export const REGISTRATION_TEXT_LIMITS = {
  displayName: 60,
  about: 2_000,
  education: 1_000,
  experience: 2_000,
  subject: 60,
  subjects: 20,
  reason: 1_000,
} as const

/** Registration documents: images or PDF, at most 5 MB each; one identity document, up to 10 certificates. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024
export const MAX_CERTIFICATES = 10
export const DOCUMENT_KINDS = ['identity', 'certificate'] as const
export const documentKindSchema = z.enum(DOCUMENT_KINDS)
export type DocumentKind = z.infer<typeof documentKindSchema>
export const DOCUMENT_FILE_FIELD = 'file'
/** `POST /v2/provider/registration/documents`: the multipart text fields beside the file. */
export const documentFieldsSchema = z.object({ kind: documentKindSchema })
/** `GET` and `DELETE /v2/provider/registration/documents/{documentId}`. */
export const documentParamsSchema = z.object({ documentId: idSchema })

/** The steps of the registration form, in order; `last_step` says where the user left off. */
export const REGISTRATION_STEPS = ['personal', 'teaching', 'documents', 'review'] as const
export const registrationStepSchema = z.enum(REGISTRATION_STEPS)
export type RegistrationStep = z.infer<typeof registrationStepSchema>

export const registrationDocumentSchema = z.object({
  _id: idSchema,
  kind: documentKindSchema,
  file_name: z.string(),
  content_type: z.string(),
  size: z.int(),
  /** Readable only by the owner and staff (with the bearer token). */
  url: z.string(),
  uploaded_at: isoDateTimeSchema,
})
export type RegistrationDocument = z.infer<typeof registrationDocumentSchema>

/** `GET /v2/provider/registration`: the caller's registration (every field empty before they start). */
export const providerRegistrationSchema = z.object({
  /** Null before the user starts. */
  verify_status: z.nullable(providerVerifyStatusSchema),
  /** Set once approved; otherwise null. */
  provider_id: z.nullable(idSchema),
  display_name: z.string(),
  about: z.string(),
  education: z.string(),
  subjects: z.array(z.string()),
  experience: z.string(),
  documents: z.array(registrationDocumentSchema),
  last_step: registrationStepSchema,
  /** Why staff rejected it, while rejected. */
  rejection_reason: z.nullable(z.string()),
  submitted_at: z.nullable(isoDateTimeSchema),
  reviewed_at: z.nullable(isoDateTimeSchema),
})
export type ProviderRegistration = z.infer<typeof providerRegistrationSchema>

const line = (max: number) => text({ trim: true, max })
const lines = (max: number) => multilineText({ trim: true, max })

/**
 * `PUT /v2/provider/registration`: saves any of the draft fields (allowed while draft or rejected).
 * A body naming no field (`{}`) saves nothing and answers the registration as it is (200).
 */
export const saveRegistrationRequestSchema = z.object({
  display_name: z.optional(line(REGISTRATION_TEXT_LIMITS.displayName)),
  about: z.optional(lines(REGISTRATION_TEXT_LIMITS.about)),
  education: z.optional(lines(REGISTRATION_TEXT_LIMITS.education)),
  subjects: z.optional(
    z
      .array(text({ trim: true, min: 1, minMessage: 'must not be empty', max: REGISTRATION_TEXT_LIMITS.subject }))
      .check(z.maxLength(REGISTRATION_TEXT_LIMITS.subjects, `at most ${REGISTRATION_TEXT_LIMITS.subjects} subjects`)),
  ),
  experience: z.optional(lines(REGISTRATION_TEXT_LIMITS.experience)),
  last_step: z.optional(registrationStepSchema),
})
export type SaveRegistrationRequest = z.infer<typeof saveRegistrationRequestSchema>

// ---------------------------------------------------------------------------------------------
// Staff

export const adminProviderSummarySchema = z.object({
  _id: idSchema,
  user_id: idSchema,
  username: z.string(),
  display_name: z.string(),
  verify_status: providerVerifyStatusSchema,
  submitted_at: z.nullable(isoDateTimeSchema),
})
export type AdminProviderSummary = z.infer<typeof adminProviderSummarySchema>

/** `GET /v2/admin/providers/{id}`: one registration with its documents. */
export const adminProviderDetailSchema = z.extend(providerRegistrationSchema, {
  _id: idSchema,
  user_id: idSchema,
  username: z.string(),
})
export type AdminProviderDetail = z.infer<typeof adminProviderDetailSchema>

export const rejectRequestSchema = z.object({
  reason: multilineText({ trim: true, min: 1, max: REGISTRATION_TEXT_LIMITS.reason }),
})
