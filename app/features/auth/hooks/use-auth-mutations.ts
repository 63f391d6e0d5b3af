import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SignInMode } from '~/contract/api/auth'
import type { UpdateUserRequest } from '~/contract/api/user'
import { unwrap } from '~/app/lib/api/results'
import { checkOtp, login, register, verify } from '~/app/features/auth/auth.api'
import { authKeys } from '~/app/features/auth/auth.queries'
import { removeProfilePicture, updateProfile, uploadProfilePicture } from '~/app/features/auth/profile.api'

// Beside auth.queries.ts rather than in it: the header imports those query options on every page,
// and these writes belong to the sign-in and profile pages alone (kept out of the first load).
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
