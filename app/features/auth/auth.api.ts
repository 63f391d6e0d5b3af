import type { SignInMode } from '~/contract/api/auth'
import { apiRequest } from '~/app/lib/api/client'

// Loaded with the first call, not with the sign-in page: the form needs them only once sent.
const authContract = () => import('~/contract/api/auth')
const checkOtpAnswerSchema = async () => (await authContract()).checkOtpAnswerSchema
const loginAnswerSchema = async () => (await authContract()).loginAnswerSchema
const verifyAnswerSchema = async () => (await authContract()).verifyAnswerSchema
const userProfileSchema = async () => (await import('~/contract/api/user')).userProfileSchema

const field = (mode: SignInMode) => (mode === 'phone' ? 'phone' : 'email')

/** Sends a new code; `can_login` says whether the destination already has an account. */
export const checkOtp = (mode: SignInMode, destination: string) =>
  apiRequest(`/v2/auth/check-otp/${mode}`, { body: { [field(mode)]: destination }, schema: checkOtpAnswerSchema })

/** Logs in with the code; the backend sets the refresh cookie. */
export const login = (mode: SignInMode, destination: string, otp: string) =>
  apiRequest(`/v2/auth/login/${mode}`, { body: { [field(mode)]: destination, otp }, credentials: true, schema: loginAnswerSchema })

/** Checks the code for a new account without using it up. */
export const verify = (mode: SignInMode, destination: string, otp: string) =>
  apiRequest(`/v2/auth/verify/${mode}`, { body: { [field(mode)]: destination, otp }, schema: verifyAnswerSchema })

/** Creates the account (multipart: the draft fields and an optional picture) and logs in. */
export const register = (form: FormData) => apiRequest('/v2/auth/register', { body: form, credentials: true, schema: loginAnswerSchema })

/** The signed-in user's profile (the spec's "get my profile" after login). */
export const fetchMyProfile = (token?: string) =>
  apiRequest('/v2/user', token ? { token, schema: userProfileSchema } : { auth: true, schema: userProfileSchema })
