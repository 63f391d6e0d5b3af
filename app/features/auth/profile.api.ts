import { PROFILE_IMAGE_FIELD, userProfileSchema, type UpdateUserRequest } from '~/contract/api/user'
import { apiRequest } from '~/app/lib/api/client'

export const updateProfile = (changes: UpdateUserRequest) =>
  apiRequest('/v2/user', { method: 'PATCH', body: changes, auth: true, schema: userProfileSchema })

export const uploadProfilePicture = (file: File) => {
  const form = new FormData()
  form.set(PROFILE_IMAGE_FIELD, file)
  return apiRequest('/v2/user/profile-picture', { method: 'PUT', body: form, auth: true })
}

export const removeProfilePicture = () => apiRequest('/v2/user/profile-picture', { method: 'DELETE', auth: true })
