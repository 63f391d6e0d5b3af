import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import {
  checkOtpEmailRequestSchema,
  checkOtpPhoneRequestSchema,
  loginEmailRequestSchema,
  loginPhoneRequestSchema,
  logoutQuerySchema,
  REFRESH_TOKEN_COOKIE,
  registerEmailDestinationSchema,
  registerFieldsSchema,
  registerPhoneDestinationSchema,
  renewRequestSchema,
  verifyEmailRequestSchema,
  verifyPhoneRequestSchema,
  type CheckOtpAnswer,
  type LoginAnswer,
  type LogoutAnswer,
  type RefreshAnswer,
  type RenewAnswer,
  type VerifyAnswer,
} from '~/contract/api/auth'
import { PROFILE_IMAGE_FIELD } from '~/contract/api/user'
import type { AppEnv } from '~/server/app-env'
import type { Deps } from '~/server/deps'
import { AppError } from '~/server/errors'
import { leaveUncompressed } from '~/server/http/compression'
import { clientIp, refuseCrossSite, secureCookies } from '~/server/http/request-info'
import { readMultipart } from '~/server/http/multipart'
import { clearRefreshCookie, clearSessionCookies, setRefreshCookie, setSessionCookies } from '~/server/http/session-cookies'
import type { Session } from '~/server/services/token-service'
import type { Services } from '~/server/services/services'
import { parseInput, validJson, validQuery } from '~/server/validation'

/** POST /v2/auth/*: codes, login, verification, registration and the server-side renewal. */
export function authRoutesV2(services: Services, deps: Deps): Hono<AppEnv> {
  const { config, now } = deps
  const ip = (c: Context<AppEnv>) => clientIp(c, config.trustProxy)
  // Login and registration set the refresh cookie: refused cross-site like the cookie calls, so
  // another site cannot sign a visitor into an account of its choosing (login CSRF; a
  // text/plain or multipart form post needs no CORS preflight).
  const sameSiteOnly = (c: Context<AppEnv>) => refuseCrossSite(c, config.publicOrigin)
  const answerSignIn = (c: Context<AppEnv>, result: { answer: LoginAnswer; session: Session | undefined }) => {
    if (result.session) setRefreshCookie(c, result.session, secureCookies(c, config), now())
    return c.json(result.answer satisfies LoginAnswer, 200)
  }

  // The sign-in calls' answers carry tokens: they go as written (http/compression.ts).
  return new Hono<AppEnv>()
    .use(leaveUncompressed)
    .post('/check-otp/phone', async (c) => {
      const { phone } = await validJson(c, checkOtpPhoneRequestSchema)
      const answer = await services.auth.checkOtp({ mode: 'phone', value: phone }, ip(c))
      return c.json(answer satisfies CheckOtpAnswer, 200)
    })
    .post('/check-otp/email', async (c) => {
      const { email } = await validJson(c, checkOtpEmailRequestSchema)
      const answer = await services.auth.checkOtp({ mode: 'email', value: email }, ip(c))
      return c.json(answer satisfies CheckOtpAnswer, 200)
    })
    .post('/login/phone', async (c) => {
      sameSiteOnly(c)
      const { phone, otp } = await validJson(c, loginPhoneRequestSchema)
      return answerSignIn(c, await services.auth.login({ mode: 'phone', value: phone }, otp, ip(c)))
    })
    .post('/login/email', async (c) => {
      sameSiteOnly(c)
      const { email, otp } = await validJson(c, loginEmailRequestSchema)
      return answerSignIn(c, await services.auth.login({ mode: 'email', value: email }, otp, ip(c)))
    })
    .post('/verify/phone', async (c) => {
      const { phone, otp } = await validJson(c, verifyPhoneRequestSchema)
      const answer = await services.auth.verify({ mode: 'phone', value: phone }, otp, ip(c))
      return c.json(answer satisfies VerifyAnswer, 200)
    })
    .post('/verify/email', async (c) => {
      const { email, otp } = await validJson(c, verifyEmailRequestSchema)
      const answer = await services.auth.verify({ mode: 'email', value: email }, otp, ip(c))
      return c.json(answer satisfies VerifyAnswer, 200)
    })
    .post('/register', async (c) => {
      sameSiteOnly(c)
      const { fields, file } = await readMultipart(c, PROFILE_IMAGE_FIELD)
      const input = parseInput(registerFieldsSchema, fields, 'body')
      const { destination } = parseInput(input.mode === 'phone' ? registerPhoneDestinationSchema : registerEmailDestinationSchema, fields, 'body')
      return answerSignIn(c, await services.auth.register({ ...input, destination }, file, ip(c)))
    })
    .post('/renew', async (c) => {
      const { access_token, refresh_token } = await validJson(c, renewRequestSchema)
      // The page server passes these Set-Cookie lines on to the browser (renewal.server.ts): the
      // cookies are written here, by the rule sign-in's are, not by the page server's own guess
      // from a request a proxy may have passed on as plain HTTP.
      const secure = secureCookies(c, config)
      try {
        const session = await services.auth.renew(access_token, refresh_token)
        setSessionCookies(c, session, secure, now())
        return c.json({ access_token: session.accessToken, refresh_token: session.refreshToken } satisfies RenewAnswer, 200)
      } catch (err) {
        if (err instanceof AppError && err.status === 401) clearSessionCookies(c, secure)
        throw err
      }
    })
}

/** GET /v1/auth/refresh_token and /v1/auth/logout: the refresh-cookie calls (same-site only). */
export function authRoutesV1(services: Services, deps: Deps): Hono<AppEnv> {
  const { config, now } = deps
  return new Hono<AppEnv>()
    .use(leaveUncompressed)
    .get('/refresh_token', async (c) => {
      refuseCrossSite(c, config.publicOrigin)
      try {
        const session = await services.auth.refresh(getCookie(c, REFRESH_TOKEN_COOKIE))
        setRefreshCookie(c, session, secureCookies(c, config), now())
        return c.json({ access_token: session.accessToken } satisfies RefreshAnswer, 200)
      } catch (err) {
        // A refused token is dead for good: drop it so the browser stops sending it.
        if (err instanceof AppError && err.status === 401) clearRefreshCookie(c, secureCookies(c, config))
        throw err
      }
    })
    .get('/logout', async (c) => {
      refuseCrossSite(c, config.publicOrigin)
      // `user_id` is what the spec's client sends; who signs out is decided by the cookie alone.
      validQuery(c, logoutQuerySchema)
      // The service also closes the user's sockets (its signedOut event, wired in services.ts).
      await services.auth.logout(getCookie(c, REFRESH_TOKEN_COOKIE))
      clearRefreshCookie(c, secureCookies(c, config))
      return c.json({ success: true } satisfies LogoutAnswer, 200)
    })
}
