import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { z } from 'zod'
import { parsePushHostEntry } from './push/push-endpoints'

/**
 * The one place the backend reads the environment. Everything else receives a `Config`, so
 * tests (and the dev server) can build the backend from any set of variables.
 */

// Platforms and compose files often set a variable to '' to mean "unset"; treat it so.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((v) => (v === '' || v === undefined ? fallback : v), schema)

const urlWithScheme = (schemes: readonly string[]) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, `must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`)

/** A comma-separated list of ICE server URLs (`stun:host:3478`, `turns:host:5349?transport=tcp`). */
function iceUrlList(schemes: readonly string[]) {
  return z
    .string()
    .transform((value) => value.split(',').map((url) => url.trim()).filter((url) => url !== ''))
    .refine((urls) => urls.every((url) => schemes.some((scheme) => url.startsWith(scheme)) && !/\s/.test(url)), {
      message: `must be comma-separated URLs starting with ${schemes.join(' or ')}`,
    })
}

/** PUSH_ENDPOINT_HOSTS: comma-separated `host[:port]`, `*.domain[:port]` or `[ipv6][:port]` entries. */
const pushHostList = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
  .refine((entries) => entries.every((entry) => parsePushHostEntry(entry) !== null), {
    message: 'must be comma-separated host names (or *.domain), each with an optional :port',
  })

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const envSchema = z.object({
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), '3000'),
  HOST: withDefault(z.string().min(1), '0.0.0.0'),
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  DATABASE_URL: optional(urlWithScheme(['postgres:', 'postgresql:'])),
  REDIS_URL: optional(urlWithScheme(['redis:', 'rediss:'])),
  LOG_LEVEL: withDefault(z.enum(LOG_LEVELS), 'info'),
  PUBLIC_ORIGIN: optional(
    urlWithScheme(['http:', 'https:']).transform((value) => new URL(value).origin),
  ),
  // Length is checked below with the other production rules, so one error names every problem.
  AUTH_SECRET: optional(z.string()),
  OTP_DELIVERY: optional(z.enum(['outbox', 'live'])),
  SMTP_URL: optional(urlWithScheme(['smtp:', 'smtps:'])),
  SMTP_FROM: optional(z.string().min(3)),
  SMS_WEBHOOK_URL: optional(urlWithScheme(['http:', 'https:'])),
  SMS_WEBHOOK_TOKEN: optional(z.string()),
  TRUST_PROXY: withDefault(z.enum(['true', 'false']), 'false'),
  ACCESS_TOKEN_TTL_SECONDS: withDefault(z.coerce.number().int().min(1).max(86_400), '900'),
  // hono/cookie refuses a Max-Age over 400 days (the browsers' cap).
  REFRESH_TOKEN_TTL_SECONDS: withDefault(z.coerce.number().int().min(1).max(400 * 86_400), '2592000'),
  // A refresh token presented again this soon after it was exchanged is a second tab renewing at
  // the same moment, not a thief: it gets a token of the same session instead of ending it.
  REFRESH_REUSE_GRACE_SECONDS: withDefault(z.coerce.number().int().min(0).max(60), '10'),
  OTP_RESEND_INTERVAL_SECONDS: withDefault(z.coerce.number().int().min(1).max(3600), '60'),
  OTP_SENDS_PER_HOUR: withDefault(z.coerce.number().int().min(1).max(10_000), '5'),
  OTP_IP_SENDS_PER_HOUR: withDefault(z.coerce.number().int().min(1).max(1_000_000), '20'),
  OTP_IP_CHECKS_PER_10_MINUTES: withDefault(z.coerce.number().int().min(1).max(1_000_000), '60'),
  OTP_DESTINATION_SENDS_PER_5_MINUTES: withDefault(z.coerce.number().int().min(1).max(100_000), '6'),
  OTP_DESTINATION_WRONG_GUESSES_PER_10_MINUTES: withDefault(z.coerce.number().int().min(1).max(1_000_000), '10'),
  STUN_URLS: withDefault(iceUrlList(['stun:', 'stuns:']), ''),
  TURN_URLS: withDefault(iceUrlList(['turn:', 'turns:']), ''),
  TURN_SECRET: optional(z.string().min(16)),
  TURN_CREDENTIAL_TTL_SECONDS: withDefault(z.coerce.number().int().min(60).max(86_400), '3600'),
  REALTIME_LEAVE_GRACE_SECONDS: withDefault(z.coerce.number().int().min(0).max(600), '30'),
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')),
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address')),
  PUSH_ENDPOINT_HOSTS: withDefault(pushHostList, ''),
  PUSH_ALLOW_PRIVATE_ADDRESSES: withDefault(z.enum(['true', 'false']), 'false'),
  REALTIME_MESSAGES_PER_SECOND: withDefault(z.coerce.number().int().min(1).max(100_000), '100'),
  REALTIME_MESSAGE_BURST: withDefault(z.coerce.number().int().min(1).max(100_000), '200'),
  REALTIME_TICKETS_PER_USER: withDefault(z.coerce.number().int().min(1).max(100_000), '10'),
  REALTIME_SOCKETS_PER_USER: withDefault(z.coerce.number().int().min(1).max(100_000), '10'),
  // At most what the session summary reads back (TRANSCRIPT_LIMIT in booking-service.ts).
  REALTIME_CHAT_MESSAGES_PER_ROOM: withDefault(z.coerce.number().int().min(1).max(2_000), '1000'),
  PAGE_CACHE_SECONDS: withDefault(z.coerce.number().int().min(0).max(300), '10'),
  WEB_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)),
  PAGE_RENDERS_PER_MINUTE: withDefault(z.coerce.number().int().min(0).max(1_000_000), '300'),
  API_REQUESTS_PER_MINUTE: withDefault(z.coerce.number().int().min(0).max(1_000_000), '1200'),
  SPEC_ONLY_API: withDefault(z.enum(['true', 'false']), 'false'),
  IMAGE_UPLOADS_PER_MINUTE: withDefault(z.coerce.number().int().min(1).max(100_000), '10'),
  BOOKINGS_PER_CONSUMER: withDefault(z.coerce.number().int().min(1).max(10_000), '20'),
  BOOKINGS_PER_CONSUMER_AND_PROVIDER: withDefault(z.coerce.number().int().min(1).max(10_000), '8'),
})

export const MIN_AUTH_SECRET_LENGTH = 32

/**
 * Server processes when WEB_CONCURRENCY is not set: one per core on PostgreSQL and Redis (the
 * processes share the database, and room messages and rate limits go through Redis, as between
 * instances), else one (the embedded database belongs to one process).
 */
export function defaultWebConcurrency(env: { databaseUrl: string | undefined; redisUrl: string | undefined }, cores: number = availableParallelism()): number {
  return env.databaseUrl && env.redisUrl ? cores : 1
}

export type Config = {
  readonly port: number
  readonly host: string
  readonly nodeEnv: 'development' | 'production' | 'test'
  readonly isProduction: boolean
  /** Absolute path; PGlite lives in `<dataDir>/pglite`, uploads later in `<dataDir>/uploads`. */
  readonly dataDir: string
  /** When set, PostgreSQL instead of the embedded PGlite. Never logged (it may hold a password). */
  readonly databaseUrl: string | undefined
  readonly redisUrl: string | undefined
  readonly logLevel: LogLevel
  /** The site's public origin (scheme://host[:port]), when known. */
  readonly publicOrigin: string | undefined
  /**
   * Signs access tokens and keys the one-time-code HMAC. Required in production; elsewhere, when
   * unset, the backend generates one in `<dataDir>/secrets/auth-secret` (see auth-secret.ts).
   */
  readonly authSecret: string | undefined
  /** `outbox`: codes kept in memory and logged (development); `live`: SMTP and the SMS webhook. */
  readonly otpDelivery: 'outbox' | 'live'
  /** `smtp://user:pass@host:587`. Never logged. */
  readonly smtpUrl: string | undefined
  readonly smtpFrom: string | undefined
  readonly smsWebhookUrl: string | undefined
  /** Sent to the SMS webhook as a bearer token. Never logged. */
  readonly smsWebhookToken: string | undefined
  /** Honour `X-Forwarded-For` (only behind a proxy that sets it). */
  readonly trustProxy: boolean
  readonly accessTokenTtlSeconds: number
  /** Absolute lifetime of a refresh-token family (rotation does not extend it). */
  readonly refreshTokenTtlSeconds: number
  readonly refreshReuseGraceSeconds: number
  /** The sign-in limits of the architecture page; raised only for load or end-to-end testing. */
  readonly signInLimits: SignInLimits
  /** STUN and TURN for live sessions (`GET /v2/realtime/ice-servers`). */
  readonly ice: {
    readonly stunUrls: readonly string[]
    readonly turnUrls: readonly string[]
    /** Never logged. */
    readonly turnSecret: string | undefined
    readonly turnCredentialTtlSeconds: number
  }
  /** How long a participant whose connection dropped stays in the room before the other is told they left. */
  readonly realtimeLeaveGraceSeconds: number
  /** Web push: both keys or neither (then generated once into DATA_DIR/secrets/vapid.json). */
  readonly vapid: { readonly publicKey: string | undefined; readonly privateKey: string | undefined; readonly subject: string }
  /**
   * Where pushes may go: the known push services (push/push-endpoints.ts) and these extra hosts;
   * `allowPrivateAddresses` lets them reach private and loopback addresses (never in production).
   */
  readonly pushEndpoints: { readonly extraHosts: readonly string[]; readonly allowPrivateAddresses: boolean }
  /** Per socket: messages in a burst, then per second; a socket over it is closed (1008). */
  readonly realtimeRateLimit: { readonly burst: number; readonly perSecond: number }
  readonly realtimeCaps: RealtimeCaps
  /** Seconds a page rendered for a visitor without a session is reused for others; 0: never. */
  readonly pageCacheSeconds: number
  /** Server processes on the one port (server/main.ts, node:cluster); more than 1 only on PostgreSQL and Redis. */
  readonly webConcurrency: number
  /** Page renders one client address may cause a minute (server/http/render-budget.ts); 0: no limit. */
  readonly pageRendersPerMinute: number
  /** Calls to the API one client address may make a minute (server/http/api-budget.ts); 0: no limit. */
  readonly apiRequestsPerMinute: number
  /** Answer 404 to our own stand-ins for calls the spec names (SPEC_STAND_INS in app.ts), as a backend with the spec's calls only would. */
  readonly specOnlyApi: boolean
  /** How many not-yet-ended bookings a consumer may hold (`POST /v2/booking` refuses more with 409). */
  readonly bookingLimits: BookingLimits
  /**
   * Uploaded images (profile pictures, service pictures, registration documents) one user may
   * have decoded a minute, or one client address at registration (server/uploads/image-decode.ts); 429 past it.
   */
  readonly imageUploadsPerMinute: number
}

export type RealtimeCaps = {
  /** Unused, unexpired `/ws` tickets one user may hold; asking for more is answered 429 (10). */
  readonly ticketsPerUser: number
  /** Open sockets of one user, counted across instances; a newer one is closed with 4029 (10). */
  readonly socketsPerUser: number
  /** Chat messages a room keeps: the newest; older ones are deleted (1000). */
  readonly chatMessagesPerRoom: number
}

export type BookingLimits = {
  /** In all, as the consumer (20). */
  readonly perConsumer: number
  /** With any one provider (8). */
  readonly perConsumerAndProvider: number
}

/** README, "Sign-in limits": the rules, why, and what the defaults (in brackets) add up to. */
export type SignInLimits = {
  /** Seconds between two codes to one destination asked for by one client (60). */
  readonly resendIntervalSeconds: number
  /** Codes to one destination asked for by one client per rolling hour (5). */
  readonly sendsPerHour: number
  /** Code requests per client address per hour, whatever the destination (20). */
  readonly ipSendsPerHour: number
  /** Code checks (login, verify, register) per client address per 10 minutes (60). */
  readonly ipChecksPer10Minutes: number
  /** Codes to one destination from all clients together in any 5 minutes, so also its live codes at most (6). */
  readonly destinationSendsPer5Minutes: number
  /** Wrong guesses at one destination from all clients together per 10 minutes, counted per live code tried (10). */
  readonly destinationWrongGuessesPer10Minutes: number
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    // Name the variable, never echo its value: DATABASE_URL and friends may carry passwords.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`)
  }
  const e = parsed.data
  const isProduction = e.NODE_ENV === 'production'
  const otpDelivery = e.OTP_DELIVERY ?? (isProduction ? undefined : 'outbox')

  // Production must not fall back to development conveniences (a generated secret, codes in the
  // log): refuse to start and name everything that is missing at once.
  const missing: string[] = []
  if (isProduction) {
    if (!e.AUTH_SECRET || e.AUTH_SECRET.length < MIN_AUTH_SECRET_LENGTH) {
      missing.push(`AUTH_SECRET (at least ${MIN_AUTH_SECRET_LENGTH} characters)`)
    }
    if (otpDelivery !== 'live') missing.push('OTP_DELIVERY=live')
  } else if (e.AUTH_SECRET !== undefined && e.AUTH_SECRET.length < MIN_AUTH_SECRET_LENGTH) {
    missing.push(`AUTH_SECRET (at least ${MIN_AUTH_SECRET_LENGTH} characters)`)
  }
  if (isProduction || otpDelivery === 'live') {
    if (!e.SMTP_URL) missing.push('SMTP_URL')
    if (!e.SMTP_FROM) missing.push('SMTP_FROM')
    if (!e.SMS_WEBHOOK_URL) missing.push('SMS_WEBHOOK_URL')
  }
  // A guess counts once per live code it is tried against, and a destination can have as many live
  // codes as sends in 5 minutes: a smaller guess cap would leave no room for even one right guess.
  if (e.OTP_DESTINATION_WRONG_GUESSES_PER_10_MINUTES < e.OTP_DESTINATION_SENDS_PER_5_MINUTES) {
    missing.push('OTP_DESTINATION_WRONG_GUESSES_PER_10_MINUTES (at least OTP_DESTINATION_SENDS_PER_5_MINUTES)')
  }
  if (e.TURN_URLS.length > 0 && !e.TURN_SECRET) missing.push('TURN_SECRET (TURN_URLS is set)')
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) missing.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither)')
  // A test and development switch: in production a push must never reach the inside of the network.
  if (isProduction && e.PUSH_ALLOW_PRIVATE_ADDRESSES === 'true') missing.push('PUSH_ALLOW_PRIVATE_ADDRESSES (true is for tests and development only)')
  // Several processes share the work only through the database server and Redis (room messages,
  // rate limits); the embedded database is one process's.
  const webConcurrency = e.WEB_CONCURRENCY ?? defaultWebConcurrency({ databaseUrl: e.DATABASE_URL, redisUrl: e.REDIS_URL })
  if (webConcurrency > 1 && (!e.DATABASE_URL || !e.REDIS_URL)) missing.push('DATABASE_URL and REDIS_URL (WEB_CONCURRENCY above 1 needs both)')
  if (missing.length > 0) {
    throw new ConfigError(
      `Missing or invalid environment variables${isProduction ? ' for production' : ''}: ${missing.join(', ')}`,
    )
  }

  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    isProduction,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    publicOrigin: e.PUBLIC_ORIGIN,
    authSecret: e.AUTH_SECRET,
    otpDelivery: otpDelivery ?? 'live',
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    smsWebhookToken: e.SMS_WEBHOOK_TOKEN,
    trustProxy: e.TRUST_PROXY === 'true',
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    signInLimits: {
      resendIntervalSeconds: e.OTP_RESEND_INTERVAL_SECONDS,
      sendsPerHour: e.OTP_SENDS_PER_HOUR,
      ipSendsPerHour: e.OTP_IP_SENDS_PER_HOUR,
      ipChecksPer10Minutes: e.OTP_IP_CHECKS_PER_10_MINUTES,
      destinationSendsPer5Minutes: e.OTP_DESTINATION_SENDS_PER_5_MINUTES,
      destinationWrongGuessesPer10Minutes: e.OTP_DESTINATION_WRONG_GUESSES_PER_10_MINUTES,
    },
    ice: {
      stunUrls: e.STUN_URLS,
      turnUrls: e.TURN_URLS,
      turnSecret: e.TURN_SECRET,
      turnCredentialTtlSeconds: e.TURN_CREDENTIAL_TTL_SECONDS,
    },
    realtimeLeaveGraceSeconds: e.REALTIME_LEAVE_GRACE_SECONDS,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? (e.PUBLIC_ORIGIN?.startsWith('https://') ? e.PUBLIC_ORIGIN : 'mailto:no-reply@example.com'),
    },
    pushEndpoints: { extraHosts: e.PUSH_ENDPOINT_HOSTS, allowPrivateAddresses: e.PUSH_ALLOW_PRIVATE_ADDRESSES === 'true' },
    realtimeRateLimit: { burst: e.REALTIME_MESSAGE_BURST, perSecond: e.REALTIME_MESSAGES_PER_SECOND },
    realtimeCaps: {
      ticketsPerUser: e.REALTIME_TICKETS_PER_USER,
      socketsPerUser: e.REALTIME_SOCKETS_PER_USER,
      chatMessagesPerRoom: e.REALTIME_CHAT_MESSAGES_PER_ROOM,
    },
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    webConcurrency,
    pageRendersPerMinute: e.PAGE_RENDERS_PER_MINUTE,
    apiRequestsPerMinute: e.API_REQUESTS_PER_MINUTE,
    specOnlyApi: e.SPEC_ONLY_API === 'true',
    bookingLimits: { perConsumer: e.BOOKINGS_PER_CONSUMER, perConsumerAndProvider: e.BOOKINGS_PER_CONSUMER_AND_PROVIDER },
    imageUploadsPerMinute: e.IMAGE_UPLOADS_PER_MINUTE,
  }
}
