export const USER_ROLES = ['normal', 'admin', 'operation', 'unknown'] as const

/** The staff area's roles (spec 3 roles); every other caller gets 403 there. */
export const STAFF_ROLES = ['admin', 'operation'] as const satisfies readonly (typeof USER_ROLES)[number][]

export const PROVIDER_VERIFY_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const

export const GENDERS = ['male', 'female', 'other', 'unspecified'] as const

/** The multipart field carrying a profile picture (`PUT /v2/user/profile-picture`, `POST /v2/auth/register`). */
export const PROFILE_IMAGE_FIELD = 'profile_image'
/** Largest accepted profile picture upload; larger is 413 `payload_too_large`. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024
/**
 * The most pixels an uploaded image (a profile picture, a service picture, a registration
 * document) may have, read from its header before it is decoded; more is 400 `image_too_large`.
 * A 12-megapixel phone photo (4032x3024) fits; what is stored is at most 2400 px a side.
 */
export const IMAGE_MAX_PIXELS = 4096 * 4096
/** The longest side an uploaded image may have (a long, narrow image is refused as well). */
export const IMAGE_MAX_SIDE = 8192
