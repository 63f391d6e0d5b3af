import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, defaultWebConcurrency, loadConfig } from '~/server/config'

/** A production setup with everything it requires. */
const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  OTP_DELIVERY: 'live',
  SMTP_URL: 'smtp://mail.example.com:587',
  SMTP_FROM: 'no-reply@example.com',
  SMS_WEBHOOK_URL: 'https://sms.example.com/send',
}

describe('loadConfig', () => {
  // What an empty environment starts: each default by what it is for (the README's tables).
  describe('with nothing set', () => {
    const config = loadConfig({})

    it('serves a development backend on port 3000 on every interface, its data in ./data', () => {
      expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', nodeEnv: 'development', isProduction: false, logLevel: 'info' })
      expect(config.dataDir).toBe(resolve('./data'))
    })

    it('uses the embedded database and no Redis, and knows no public origin', () => {
      expect(config.databaseUrl).toBeUndefined()
      expect(config.redisUrl).toBeUndefined()
      expect(config.publicOrigin).toBeUndefined()
    })

    it('keeps codes in the outbox and leaves the secret to be generated: no gateway to send through', () => {
      expect(config.otpDelivery).toBe('outbox')
      expect(config.authSecret).toBeUndefined()
      expect([config.smtpUrl, config.smtpFrom, config.smsWebhookUrl, config.smsWebhookToken]).toEqual([undefined, undefined, undefined, undefined])
    })

    it('gives access tokens 15 minutes and a sign-in 30 days, and takes a refresh token back for 10 s (a second tab)', () => {
      const MINUTE = 60
      const DAY = 24 * 60 * MINUTE
      expect(config.accessTokenTtlSeconds).toBe(15 * MINUTE)
      expect(config.refreshTokenTtlSeconds).toBe(30 * DAY)
      expect(config.refreshReuseGraceSeconds).toBe(10)
    })

    it('has the sign-in limits of the README, whose guesses leave room for every live code', () => {
      const limits = config.signInLimits
      expect(limits.resendIntervalSeconds).toBe(60)
      expect(limits.sendsPerHour).toBe(5)
      expect(limits.ipSendsPerHour).toBe(20)
      expect(limits.ipChecksPer10Minutes).toBe(60)
      expect(limits.destinationSendsPer5Minutes).toBe(6)
      expect(limits.destinationWrongGuessesPer10Minutes).toBe(10)
      expect(limits.destinationWrongGuessesPer10Minutes).toBeGreaterThanOrEqual(limits.destinationSendsPer5Minutes)
    })

    it('trusts no proxy and lets pushes reach the known push services only', () => {
      expect(config.trustProxy).toBe(false)
      expect(config.pushEndpoints).toEqual({ extraHosts: [], allowPrivateAddresses: false })
      expect(config.vapid).toEqual({ publicKey: undefined, privateKey: undefined, subject: 'mailto:no-reply@example.com' })
    })

    it('runs live sessions without STUN or TURN, with their socket limits and a 30 s grace for a dropped participant', () => {
      expect(config.ice).toEqual({ stunUrls: [], turnUrls: [], turnSecret: undefined, turnCredentialTtlSeconds: 3600 })
      expect(config.realtimeLeaveGraceSeconds).toBe(30)
      expect(config.realtimeRateLimit).toEqual({ burst: 200, perSecond: 100 })
      expect(config.realtimeCaps).toEqual({ ticketsPerUser: 10, socketsPerUser: 10, chatMessagesPerRoom: 1000 })
    })

    it('shares a visitor page for 10 s, limits each address to 300 renders and 1200 API calls a minute, and answers our own stand-ins', () => {
      expect(config.pageCacheSeconds).toBe(10)
      expect(config.pageRendersPerMinute).toBe(300)
      expect(config.apiRequestsPerMinute).toBe(1200)
      expect(config.specOnlyApi).toBe(false)
    })

    it('decodes at most 10 uploaded images a minute for one user', () => {
      expect(config.imageUploadsPerMinute).toBe(10)
    })

    it('lets a consumer hold 20 bookings, 8 of them with one provider', () => {
      expect(config.bookingLimits).toEqual({ perConsumer: 20, perConsumerAndProvider: 8 })
    })
  })

  it('signs pushes with an https public origin as the VAPID subject, and the placeholder address otherwise', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://example.co.th/some/path' }).vapid.subject).toBe('https://example.co.th')
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).vapid.subject).toBe('mailto:no-reply@example.com')
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@example.co.th', PUBLIC_ORIGIN: 'https://example.co.th' }).vapid.subject).toBe('mailto:ops@example.co.th')
  })

  it('reads the push endpoint hosts, and refuses entries that are not hosts', () => {
    const config = loadConfig({ PUSH_ENDPOINT_HOSTS: ' push.example.com, *.push.example.net:8443 ,127.0.0.1:4443,[::1]:4443', PUSH_ALLOW_PRIVATE_ADDRESSES: 'true' })
    expect(config.pushEndpoints).toEqual({ extraHosts: ['push.example.com', '*.push.example.net:8443', '127.0.0.1:4443', '[::1]:4443'], allowPrivateAddresses: true })
    for (const bad of ['https://push.example.com', 'push.example.com/path', 'user@push.example.com', '*.127.0.0.1', '*', 'push.example.com:99999', '127.1', '::1']) {
      expect(() => loadConfig({ PUSH_ENDPOINT_HOSTS: bad }), bad).toThrow(/PUSH_ENDPOINT_HOSTS/)
    }
    expect(() => loadConfig({ PUSH_ALLOW_PRIVATE_ADDRESSES: 'yes' })).toThrow(/PUSH_ALLOW_PRIVATE_ADDRESSES/)
  })

  it('refuses to let pushes reach private addresses in production', () => {
    expect(() => loadConfig({ ...production, PUSH_ALLOW_PRIVATE_ADDRESSES: 'true' })).toThrow(/PUSH_ALLOW_PRIVATE_ADDRESSES/)
    expect(loadConfig({ ...production, PUSH_ENDPOINT_HOSTS: 'push.example.com' }).pushEndpoints).toEqual({ extraHosts: ['push.example.com'], allowPrivateAddresses: false })
  })

  it('reads the live-session caps and refuses nonsense', () => {
    expect(loadConfig({ REALTIME_TICKETS_PER_USER: '3', REALTIME_SOCKETS_PER_USER: '4', REALTIME_CHAT_MESSAGES_PER_ROOM: '50' }).realtimeCaps).toEqual({
      ticketsPerUser: 3,
      socketsPerUser: 4,
      chatMessagesPerRoom: 50,
    })
    expect(() => loadConfig({ REALTIME_TICKETS_PER_USER: '0' })).toThrow(/REALTIME_TICKETS_PER_USER/)
    expect(() => loadConfig({ REALTIME_SOCKETS_PER_USER: '-2' })).toThrow(/REALTIME_SOCKETS_PER_USER/)
    // More than the session summary reads back.
    expect(() => loadConfig({ REALTIME_CHAT_MESSAGES_PER_ROOM: '2001' })).toThrow(/REALTIME_CHAT_MESSAGES_PER_ROOM/)
  })

  it('reads the booking caps and refuses nonsense', () => {
    expect(loadConfig({ BOOKINGS_PER_CONSUMER: '5', BOOKINGS_PER_CONSUMER_AND_PROVIDER: '2' }).bookingLimits).toEqual({ perConsumer: 5, perConsumerAndProvider: 2 })
    expect(loadConfig({ IMAGE_UPLOADS_PER_MINUTE: '3' }).imageUploadsPerMinute).toBe(3)
    expect(() => loadConfig({ IMAGE_UPLOADS_PER_MINUTE: '0' })).toThrow(/IMAGE_UPLOADS_PER_MINUTE/)
    expect(() => loadConfig({ BOOKINGS_PER_CONSUMER: '0' })).toThrow(/BOOKINGS_PER_CONSUMER/)
    expect(() => loadConfig({ BOOKINGS_PER_CONSUMER_AND_PROVIDER: 'many' })).toThrow(/BOOKINGS_PER_CONSUMER_AND_PROVIDER/)
  })

  it('reads the page cache time, where 0 turns it off, and refuses nonsense', () => {
    expect(loadConfig({ PAGE_CACHE_SECONDS: '0' }).pageCacheSeconds).toBe(0)
    expect(loadConfig({ PAGE_CACHE_SECONDS: '30' }).pageCacheSeconds).toBe(30)
    expect(() => loadConfig({ PAGE_CACHE_SECONDS: '-1' })).toThrow(/PAGE_CACHE_SECONDS/)
    expect(() => loadConfig({ PAGE_CACHE_SECONDS: '3600' })).toThrow(/PAGE_CACHE_SECONDS/)
  })

  it('runs one process on the embedded database, one per core on PostgreSQL and Redis, and refuses several without both', () => {
    const pg = 'postgres://postgres@127.0.0.1:5432/test'
    const redis = 'redis://127.0.0.1:6379'
    expect(loadConfig({}).webConcurrency).toBe(1)
    expect(loadConfig({ DATABASE_URL: pg }).webConcurrency).toBe(1)
    expect(loadConfig({ REDIS_URL: redis }).webConcurrency).toBe(1)
    expect(loadConfig({ DATABASE_URL: pg, REDIS_URL: redis }).webConcurrency).toBe(defaultWebConcurrency({ databaseUrl: pg, redisUrl: redis }))
    expect([1, 2, 8].map((cores) => defaultWebConcurrency({ databaseUrl: pg, redisUrl: redis }, cores))).toEqual([1, 2, 8])
    expect(defaultWebConcurrency({ databaseUrl: pg, redisUrl: undefined }, 8)).toBe(1)
    expect(loadConfig({ DATABASE_URL: pg, REDIS_URL: redis, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3)
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1)
    // One line naming what is missing, for the embedded database and for PostgreSQL without Redis.
    for (const env of [{ WEB_CONCURRENCY: '2' }, { WEB_CONCURRENCY: '2', DATABASE_URL: pg }, { WEB_CONCURRENCY: '2', REDIS_URL: redis }]) {
      expect(() => loadConfig(env)).toThrow(/^[^\n]*DATABASE_URL and REDIS_URL \(WEB_CONCURRENCY above 1 needs both\)[^\n]*$/)
    }
    for (const bad of ['0', '-1', 'all', '1.5']) expect(() => loadConfig({ WEB_CONCURRENCY: bad }), bad).toThrow(/WEB_CONCURRENCY/)
  })

  it("reads each address's page renders a minute, where 0 sets no limit, and refuses nonsense", () => {
    expect(loadConfig({ PAGE_RENDERS_PER_MINUTE: '0' }).pageRendersPerMinute).toBe(0)
    expect(loadConfig({ PAGE_RENDERS_PER_MINUTE: '1200' }).pageRendersPerMinute).toBe(1200)
    expect(() => loadConfig({ PAGE_RENDERS_PER_MINUTE: '-1' })).toThrow(/PAGE_RENDERS_PER_MINUTE/)
    expect(() => loadConfig({ PAGE_RENDERS_PER_MINUTE: 'lots' })).toThrow(/PAGE_RENDERS_PER_MINUTE/)
  })

  it("reads each address's API calls a minute (1200 by default), where 0 sets no limit, and refuses nonsense", () => {
    expect(loadConfig({}).apiRequestsPerMinute).toBe(1200)
    expect(loadConfig({ API_REQUESTS_PER_MINUTE: '0' }).apiRequestsPerMinute).toBe(0)
    expect(loadConfig({ API_REQUESTS_PER_MINUTE: '6000' }).apiRequestsPerMinute).toBe(6000)
    expect(() => loadConfig({ API_REQUESTS_PER_MINUTE: '-1' })).toThrow(/API_REQUESTS_PER_MINUTE/)
    expect(() => loadConfig({ API_REQUESTS_PER_MINUTE: 'lots' })).toThrow(/API_REQUESTS_PER_MINUTE/)
  })

  it('reads the live-session variables and refuses TURN without its secret', () => {
    const config = loadConfig({
      STUN_URLS: 'stun:a.example.com:3478, stun:b.example.com',
      TURN_URLS: 'turns:t.example.com:5349?transport=tcp',
      TURN_SECRET: 's'.repeat(20),
      TURN_CREDENTIAL_TTL_SECONDS: '120',
      REALTIME_LEAVE_GRACE_SECONDS: '5',
      REALTIME_MESSAGES_PER_SECOND: '10',
      REALTIME_MESSAGE_BURST: '20',
    })
    expect(config.ice).toEqual({ stunUrls: ['stun:a.example.com:3478', 'stun:b.example.com'], turnUrls: ['turns:t.example.com:5349?transport=tcp'], turnSecret: 's'.repeat(20), turnCredentialTtlSeconds: 120 })
    expect(config.realtimeLeaveGraceSeconds).toBe(5)
    expect(config.realtimeRateLimit).toEqual({ burst: 20, perSecond: 10 })
    expect(() => loadConfig({ TURN_URLS: 'turn:t.example.com' })).toThrow(/TURN_SECRET/)
    expect(() => loadConfig({ STUN_URLS: 'http://x.example.com' })).toThrow(/STUN_URLS/)
    expect(() => loadConfig({ TURN_URLS: 'stun:x.example.com', TURN_SECRET: 's'.repeat(20) })).toThrow(/TURN_URLS/)
  })

  it('reads the sign-in limits and the reuse grace, and refuses nonsense', () => {
    const config = loadConfig({
      OTP_RESEND_INTERVAL_SECONDS: '3',
      OTP_SENDS_PER_HOUR: '100',
      OTP_IP_SENDS_PER_HOUR: '1000',
      OTP_IP_CHECKS_PER_10_MINUTES: '2000',
      OTP_DESTINATION_SENDS_PER_5_MINUTES: '50',
      OTP_DESTINATION_WRONG_GUESSES_PER_10_MINUTES: '500',
      REFRESH_REUSE_GRACE_SECONDS: '0',
    })
    expect(config.signInLimits).toEqual({
      resendIntervalSeconds: 3,
      sendsPerHour: 100,
      ipSendsPerHour: 1000,
      ipChecksPer10Minutes: 2000,
      destinationSendsPer5Minutes: 50,
      destinationWrongGuessesPer10Minutes: 500,
    })
    expect(config.refreshReuseGraceSeconds).toBe(0)
    expect(() => loadConfig({ OTP_RESEND_INTERVAL_SECONDS: '0' })).toThrow(/OTP_RESEND_INTERVAL_SECONDS/)
    expect(() => loadConfig({ OTP_SENDS_PER_HOUR: 'many' })).toThrow(/OTP_SENDS_PER_HOUR/)
    expect(() => loadConfig({ OTP_DESTINATION_SENDS_PER_5_MINUTES: '0' })).toThrow(/OTP_DESTINATION_SENDS_PER_5_MINUTES/)
    // A guess counts once per live code, and there can be as many live codes as sends in 5 minutes.
    expect(() => loadConfig({ OTP_DESTINATION_SENDS_PER_5_MINUTES: '20' })).toThrow(/OTP_DESTINATION_WRONG_GUESSES_PER_10_MINUTES/)
    expect(loadConfig({ OTP_DESTINATION_SENDS_PER_5_MINUTES: '20', OTP_DESTINATION_WRONG_GUESSES_PER_10_MINUTES: '20' }).signInLimits.destinationSendsPer5Minutes).toBe(20)
    expect(() => loadConfig({ REFRESH_REUSE_GRACE_SECONDS: '600' })).toThrow(/REFRESH_REUSE_GRACE_SECONDS/)
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: '/var/lib/app',
      DATABASE_URL: 'postgres://app:pw@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: 'https://example.co.th/some/path',
      AUTH_SECRET: 'a'.repeat(40),
      OTP_DELIVERY: 'live',
      SMTP_URL: 'smtp://mailer:pw@mail.example.com:587',
      SMTP_FROM: 'no-reply@example.co.th',
      SMS_WEBHOOK_URL: 'https://sms.example.com/send',
      SMS_WEBHOOK_TOKEN: 'sms-token',
      TRUST_PROXY: 'true',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '3600',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      isProduction: true,
      dataDir: '/var/lib/app',
      databaseUrl: 'postgres://app:pw@db:5432/app',
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      publicOrigin: 'https://example.co.th',
      authSecret: 'a'.repeat(40),
      otpDelivery: 'live',
      smtpUrl: 'smtp://mailer:pw@mail.example.com:587',
      smtpFrom: 'no-reply@example.co.th',
      smsWebhookUrl: 'https://sms.example.com/send',
      smsWebhookToken: 'sms-token',
      trustProxy: true,
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 3600,
    })
  })

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined })
  })

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x@y/z' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'example.com' }],
    ['OTP_DELIVERY', { OTP_DELIVERY: 'carrier-pigeon' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com' }],
    ['ACCESS_TOKEN_TTL_SECONDS', { ACCESS_TOKEN_TTL_SECONDS: '0' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
  ])('an invalid %s throws naming it, without echoing the value', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`))
  })

  it('never echoes a bad DATABASE_URL (it may hold a password)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).toThrow(/^(?!.*hunter2)/)
  })
})

describe('production safety', () => {
  it('refuses to start, naming every missing variable at once', () => {
    let error: unknown
    try {
      loadConfig({ NODE_ENV: 'production' })
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    for (const name of ['AUTH_SECRET', 'OTP_DELIVERY=live', 'SMTP_URL', 'SMTP_FROM', 'SMS_WEBHOOK_URL']) {
      expect(message).toContain(name)
    }
  })

  it('names only what is missing', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(32),
        OTP_DELIVERY: 'live',
        SMTP_URL: 'smtp://mail.example.com:587',
        SMTP_FROM: 'no-reply@example.com',
      }),
    ).toThrow(/for production: SMS_WEBHOOK_URL$/)
  })

  it('refuses a short AUTH_SECRET (without echoing it) and the outbox', () => {
    const env = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'short-secret-123',
      OTP_DELIVERY: 'outbox',
      SMTP_URL: 'smtp://mail.example.com:587',
      SMTP_FROM: 'no-reply@example.com',
      SMS_WEBHOOK_URL: 'https://sms.example.com/send',
    }
    expect(() => loadConfig(env)).toThrow(/AUTH_SECRET \(at least 32 characters\), OTP_DELIVERY=live$/)
    expect(() => loadConfig(env)).toThrow(/^(?!.*short-secret-123)/)
  })

  it('starts with everything set', () => {
    const config = loadConfig(production)
    expect(config).toMatchObject({ isProduction: true, otpDelivery: 'live' })
  })

  it('outside production, live delivery still needs its gateways', () => {
    expect(() => loadConfig({ OTP_DELIVERY: 'live' })).toThrow(/SMTP_URL, SMTP_FROM, SMS_WEBHOOK_URL/)
  })
})
