import type { UpdateUserRequest } from '~/contract/api/user'
import { PROFILE_IMAGE_FIELD } from '~/contract/values/user'
import { apiRequest } from '~/app/lib/api/client'

// Loaded with the first call (this module shares a chunk with the sign-in page's code).
const userProfileSchema = async () => (await import('~/contract/api/user')).userProfileSchema

export const updateProfile = (changes: UpdateUserRequest) =>
  apiRequest('/v2/user', { method: 'PATCH', body: changes, auth: true, schema: userProfileSchema })

export const uploadProfilePicture = (file: File) => {
  const form = new FormData()
  form.set(PROFILE_IMAGE_FIELD, file)
  return apiRequest('/v2/user/profile-picture', { method: 'PUT', body: form, auth: true })
}

export const removeProfilePicture = () => apiRequest('/v2/user/profile-picture', { method: 'DELETE', auth: true })
