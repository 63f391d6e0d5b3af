import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SignInMode } from '../../../contract/api/auth'
import { providerStatusSchema, userProfileSchema, type ProviderStatus, type UpdateUserRequest, type UserProfile } from '../../../contract/api/user'
import { apiRequest } from '../../lib/api/client'
import { ApiCallFailed, unwrap } from '../../lib/api/results'
import { checkOtp, login, register, verify } from './auth.api'
import { removeProfilePicture, updateProfile, uploadProfilePicture } from './profile.api'

export const authKeys = {
  all: ['auth'] as const,
  user: (userId: string | null) => ['auth', 'user', userId] as const,
  providerStatus: (userId: string | null) => ['auth', 'provider-status', userId] as const,
}

/** The signed-in user's profile (`GET /v1/user`); null when the token is refused. */
export const currentUserQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: authKeys.user(userId),
    enabled: userId !== null,
    queryFn: async (): Promise<UserProfile | null> => {
      const result = await apiRequest('/v1/user', { auth: true, schema: userProfileSchema })
      if (result.isSuccessful) return result.data
      // A refused or unknown token is "no profile"; only a network or server failure is an error.
      if (result.statusCode >= 400 && result.statusCode < 500) return null
      throw new ApiCallFailed(result)
    },
  })

/**
 * The provider verification status (`GET /v2/provider`). The spec: fetched only when signed in and
 * not yet known; an answer other than 200 is only logged.
 */
export const providerStatusQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: authKeys.providerStatus(userId),
    enabled: userId !== null,
    staleTime: Infinity,
    queryFn: async (): Promise<ProviderStatus['verify_status']> => {
      const result = await apiRequest('/v2/provider?isOnline=false', { auth: true, schema: providerStatusSchema })
      if (result.statusCode === 200 && result.isSuccessful) return result.data.verify_status
      console.warn('provider status not loaded', result.statusCode, result.message)
      return null
    },
  })

type Destination = { mode: SignInMode; destination: string }
type CodeEntry = Destination & { otp: string }

/** Sends a code (again); the answer says whether the destination has an account and when to offer a new code. */
export const useSendCode = () =>
  useMutation({ mutationFn: async ({ mode, destination }: Destination) => unwrap(await checkOtp(mode, destination)) })

/** Logs in with a code (a destination with an account); the answer holds the access token. */
export const useLogin = () =>
  useMutation({ mutationFn: async ({ mode, destination, otp }: CodeEntry) => unwrap(await login(mode, destination, otp)) })

/** Checks a code for a new account without using it up. */
export const useVerifyCode = () =>
  useMutation({ mutationFn: async ({ mode, destination, otp }: CodeEntry) => unwrap(await verify(mode, destination, otp)) })

/** Creates the account from the registration form (multipart); the answer holds the access token. */
export const useRegister = () => useMutation({ mutationFn: async (form: FormData) => unwrap(await register(form)) })

/** Saves the profile's fields; the saved profile replaces the cached one. */
export function useUpdateProfile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (changes: UpdateUserRequest) => unwrap(await updateProfile(changes)),
    onSuccess: (profile) => client.setQueryData(authKeys.user(profile._id), profile),
  })
}

/** Replaces the profile picture, then reloads what shows it (without holding the form up meanwhile). */
export function useUploadProfilePicture() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) => unwrap(await uploadProfilePicture(file)),
    onSuccess: () => void client.invalidateQueries({ queryKey: authKeys.all }),
  })
}

/** Removes the profile picture, then reloads what shows it. */
export function useRemoveProfilePicture() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => unwrap(await removeProfilePicture()),
    onSuccess: () => void client.invalidateQueries({ queryKey: authKeys.all }),
  })
}
