import type { LoginAnswer, RegisterFields, SignInMode } from '~/contract/api/auth'
import type { UserRecord, UsersRepository } from '~/server/db/repositories/users-repository'
import type { SignInLimits } from '~/server/config'
import { AppError } from '~/server/errors'
import { clientNetwork } from '~/server/http/request-info'
import type { RateLimiter } from '~/server/rate-limit/rate-limiter'
import type { AvatarService, ImageUpload } from './avatar-service'
import type { Clock } from './clock'
import { otpExpired, type OtpService } from './otp-service'
import { checkBirthdate, checkUsernameFree } from './profile-rules'
import type { Session, TokenService } from './token-service'

/** Sign-in by one-time code (spec 7, "Authentication"), registration and the token calls. */
export type Destination = { readonly mode: SignInMode; readonly value: string }

/** What a login or registration produced: the answer, and the session when someone signed in. */
export type SignInResult = { readonly answer: LoginAnswer; readonly session: Session | undefined }

export type AuthService = {
  checkOtp(destination: Destination, ip: string): Promise<{ can_login: boolean; resend_after: number }>
  login(destination: Destination, otp: string, ip: string): Promise<SignInResult>
  verify(destination: Destination, otp: string, ip: string): Promise<{ success: boolean }>
  register(fields: RegisterFields & { destination: string }, image: ImageUpload | undefined, ip: string): Promise<SignInResult>
  refresh(refreshToken: string | undefined): Promise<Session>
  /** Server-side page renewal: the access token may be expired but must be ours and match the refresh token. */
  renew(accessToken: string, refreshToken: string): Promise<Session>
  /** Ends the cookie's session and tells `signedOut`; answers whose it was (undefined when there was none). */
  logout(refreshToken: string | undefined): Promise<string | undefined>
}

/** Awaited before the answer; a listener never throws. */
export type AuthEvents = {
  /** A user ended their session: their live-session sockets are closed (services.ts). */
  signedOut?: (userId: string) => Promise<void>
}

export type AuthServiceOptions = {
  readonly users: UsersRepository
  readonly otp: OtpService
  readonly tokens: TokenService
  readonly avatars: AvatarService
  readonly rateLimiter: RateLimiter
  readonly now: Clock
  readonly limits: SignInLimits
  readonly events?: AuthEvents
}

const NEEDS_REGISTRATION: LoginAnswer = { access_token: '', user_id: '', username: '', neet_to_register: true }

export function createAuthService(options: AuthServiceOptions): AuthService {
  const { users, otp, tokens, avatars, rateLimiter, now } = options

  const findUser = (d: Destination) => (d.mode === 'phone' ? users.findByPhone(d.value) : users.findByEmail(d.value))

  // Per-client limits on all destinations together, on top of the per-destination ones in the
  // database. A client is an IPv4 address or an IPv6 /64 (clientNetwork).
  const ipLimits = {
    sends: { limit: options.limits.ipSendsPerHour, windowSeconds: 60 * 60 },
    checks: { limit: options.limits.ipChecksPer10Minutes, windowSeconds: 10 * 60 },
  } as const

  async function limitIp(kind: keyof typeof ipLimits, client: string) {
    const { limit, windowSeconds } = ipLimits[kind]
    const decision = await rateLimiter.hit(`otp-${kind}:${client}`, limit, windowSeconds)
    if (!decision.allowed) throw AppError.rateLimited(decision.retryAfterMs)
  }

  async function signIn(user: UserRecord): Promise<SignInResult> {
    const session = await tokens.startSession({ id: user.id, role: user.role })
    return {
      answer: { access_token: session.accessToken, user_id: user.id, username: user.username, neet_to_register: false },
      session,
    }
  }

  return {
    async checkOtp(destination, ip) {
      const client = clientNetwork(ip)
      await limitIp('sends', client)
      const user = await findUser(destination)
      await otp.send(destination.mode, destination.value, client)
      return { can_login: user !== undefined, resend_after: options.limits.resendIntervalSeconds }
    },

    async login(destination, code, ip) {
      const client = clientNetwork(ip)
      await limitIp('checks', client)
      const checked = await otp.check(destination.value, client, code)
      const user = await findUser(destination)
      // Not consumed: the client goes on to /register, which uses this same code.
      if (!user) return { answer: NEEDS_REGISTRATION, session: undefined }
      await otp.consume(checked)
      return signIn(user)
    },

    async verify(destination, code, ip) {
      const client = clientNetwork(ip)
      await limitIp('checks', client)
      await otp.check(destination.value, client, code)
      return { success: (await findUser(destination)) === undefined }
    },

    async register(fields, image, ip) {
      const client = clientNetwork(ip)
      await limitIp('checks', client)
      checkBirthdate(fields.birthdate, now())
      checkUsernameFree(fields.username)
      const checked = await otp.check(fields.destination, client, fields.otp)
      // Friendlier than a constraint error after processing a picture; the insert still decides.
      if (await findUser({ mode: fields.mode, value: fields.destination })) {
        // When a registration racing this one with the same code won, the code is spent: answer
        // that (400), as the insert would, rather than a 409 that depends on who got here first.
        await otp.consume(checked)
        throw AppError.conflict(fields.mode, `This ${fields.mode === 'phone' ? 'phone number' : 'e-mail'} is already registered`)
      }
      // No user yet: the picture's decoding is charged to the client's address.
      const picture = image ? await avatars.store(image, `client:${client}`) : ''
      const result = await users.createConsumingCode(
        {
          username: fields.username,
          phone: fields.mode === 'phone' ? fields.destination : null,
          email: fields.mode === 'email' ? fields.destination : null,
          gender: fields.gender,
          birthdate: fields.birthdate,
          profilePicture: picture,
        },
        { destination: checked.destination, id: checked.id, now: now() },
      )
      if (!result.ok) {
        if (picture) await avatars.remove(picture)
        if (result.reason === 'code_used') throw otpExpired()
        throw AppError.conflict(result.field, `This ${result.field} is already taken`)
      }
      return signIn(result.user)
    },

    async refresh(refreshToken) {
      if (!refreshToken) throw AppError.unauthorized('No session')
      return tokens.refresh(refreshToken)
    },

    async renew(accessToken, refreshToken) {
      const user = await tokens.verifyAccessToken(accessToken, { allowExpired: true })
      return tokens.refresh(refreshToken, { expectUserId: user.id })
    },

    async logout(refreshToken) {
      if (!refreshToken) return undefined
      const userId = await tokens.revoke(refreshToken)
      if (userId) await options.events?.signedOut?.(userId)
      return userId
    },
  }
}
