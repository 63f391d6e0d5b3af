import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginAnswerSchema } from '~/contract/api/auth'
import { DEMO_USERS } from '~/server/db/seed'
import { call, postJson, refreshCookie, requestCode } from './support/auth-client'
import { createTestBackend, setUpTestBackend, PRODUCTION_TEST_ENV } from './support/test-backend'

type Mail = { from: string; to: string[]; user: string | undefined; raw: string }
type Sms = { authorization: string | undefined; body: { to: string; message: string } }

/** A real SMTP server on a free port (plain, with AUTH allowed on it, as a local relay would be). */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; mails: Mail[] }> {
  const mails: Mail[] = []
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 'mail-pass') return cb(null, { user: auth.username })
      return cb(new Error('bad credentials'))
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        cb()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return { server, port, mails }
}

/** A real HTTP server standing in for the SMS gateway; `status` is what it answers. */
async function startWebhook(): Promise<{ server: Server; url: string; received: Sms[]; setStatus(s: number): void }> {
  const received: Sms[] = []
  let status = 202
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Sms['body'],
      })
      res.statusCode = status
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`
  return { server, url, received, setStatus: (s) => void (status = s) }
}

/** The text body and subject of a simple one-part message (base64 or quoted-printable). */
function decodeMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1] ?? ''
  const words = (value: string) =>
    value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')),
    )
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQp(body)
        : body
  return { subject: words(header('Subject')), text }
}

function decodeQp(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
}

const codeIn = (text: string) => /รหัสยืนยันของคุณคือ (\d{6}) \(ใช้ได้ 5 นาที\)/.exec(text)?.[1]

let smtp: Awaited<ReturnType<typeof startSmtp>>
let webhook: Awaited<ReturnType<typeof startWebhook>>
beforeAll(async () => {
  smtp = await startSmtp()
  webhook = await startWebhook()
})
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()))
  webhook.server.closeAllConnections()
  await new Promise<void>((resolve) => webhook.server.close(() => resolve()))
})

const liveEnv = () => ({
  OTP_DELIVERY: 'live',
  SMTP_URL: `smtp://mailer:mail-pass@127.0.0.1:${smtp.port}`,
  SMTP_FROM: 'Marketplace <no-reply@example.co.th>',
  SMS_WEBHOOK_URL: webhook.url,
  SMS_WEBHOOK_TOKEN: 'sms-gateway-token',
})

describe('live delivery', () => {
  const backend = setUpTestBackend(() => ({ env: liveEnv() }))
  beforeEach(() => webhook.setStatus(202))

  it('e-mail goes through SMTP with a Thai subject; the code in it signs the user in', async () => {
    const email = DEMO_USERS.consumer.email
    const check = await requestCode(backend, 'email', email)
    expect(check.status).toBe(200)
    const mail = smtp.mails.at(-1)
    expect(mail).toMatchObject({ from: 'no-reply@example.co.th', to: [email], user: 'mailer' })
    const { subject, text } = decodeMail(mail?.raw ?? '')
    expect(subject).toBe('รหัสยืนยันสำหรับเข้าสู่ระบบ')
    const otp = codeIn(text)
    expect(otp).toMatch(/^\d{6}$/)
    const login = await postJson(backend, '/v2/auth/login/email', { email, otp })
    expect(login.status).toBe(200)
  })

  it('SMS goes to the webhook as JSON {to, message} with the bearer token', async () => {
    const phone = DEMO_USERS.admin.phone
    expect((await requestCode(backend, 'phone', phone)).status).toBe(200)
    const sms = webhook.received.at(-1)
    expect(sms?.authorization).toBe('Bearer sms-gateway-token')
    expect(sms?.body.to).toBe(phone)
    const otp = codeIn(sms?.body.message ?? '')
    expect(otp).toMatch(/^\d{6}$/)
    expect((await postJson(backend, '/v2/auth/login/phone', { phone, otp })).status).toBe(200)
  })

  it('a failing webhook is a 502 delivery_failed, and the code it carried is not usable', async () => {
    webhook.setStatus(500)
    const phone = DEMO_USERS.provider.phone
    const check = await requestCode(backend, 'phone', phone)
    expect(check.status).toBe(502)
    expect(check.body).toMatchObject({ code: 'delivery_failed' })
    const otp = codeIn(webhook.received.at(-1)?.body.message ?? '')
    expect(otp).toMatch(/^\d{6}$/)
    const login = await postJson(backend, '/v2/auth/login/phone', { phone, otp })
    expect(login.status).toBe(400)
    expect(await login.json()).toMatchObject({ code: 'otp_expired' })
  })

  it('an unreachable SMTP server is a 502 too', async () => {
    const broken = await createTestBackend({ env: { ...liveEnv(), SMTP_URL: 'smtp://127.0.0.1:9' } })
    try {
      const check = await requestCode(broken, 'email', 'someone@example.com')
      expect(check.status).toBe(502)
      expect(check.body).toMatchObject({ code: 'delivery_failed' })
    } finally {
      await broken.destroy()
    }
  })

  it('there is no outbox endpoint with live delivery', async () => {
    expect((await call(backend, '/v2/dev/outbox/latest?destination=0800000001', { ip: '127.0.0.1' })).status).toBe(404)
  })
})

describe('production logs', () => {
  it('never contain a code or a token, whatever the sign-in did', async () => {
    const backend = await createTestBackend({
      nodeEnv: 'production',
      // No reuse grace, so presenting the first refresh token again below is a replay (a 401 path).
      env: { ...PRODUCTION_TEST_ENV, ...liveEnv(), REFRESH_REUSE_GRACE_SECONDS: '0' },
    })
    try {
      // Production has no demo users: register one, then sign in, refresh, renew and log out.
      const phone = '0812345678'
      expect((await requestCode(backend, 'phone', phone)).body).toEqual({ can_login: false, resend_after: 60 })
      const otp1 = codeIn(webhook.received.at(-1)?.body.message ?? '') ?? ''
      const wrong = await postJson(backend, '/v2/auth/login/phone', { phone, otp: otp1 === '000000' ? '111111' : '000000' })
      expect(wrong.status).toBe(400)
      const form = new FormData()
      for (const [k, v] of Object.entries({ mode: 'phone', destination: phone, otp: otp1, username: 'prod_user', gender: 'male', birthdate: '1990-01-01' })) {
        form.set(k, v)
      }
      const reg = await call(backend, '/v2/auth/register', { method: 'POST', body: form })
      expect(reg.status).toBe(200)
      const registered = loginAnswerSchema.parse(await reg.json())
      const cookie = reg.headers.getSetCookie().find((c) => c.startsWith('refresh_token=')) ?? ''
      expect(cookie).toMatch(/; Secure/i)

      // The SMS gateway fails once: the error path must not log the code either.
      webhook.setStatus(503)
      const email = 'prod@example.com'
      expect((await requestCode(backend, 'email', email)).status).toBe(200)
      const mailOtp = codeIn(decodeMail(smtp.mails.at(-1)?.raw ?? '').text) ?? ''
      expect((await requestCode(backend, 'phone', '0898765432')).status).toBe(502)
      const failedOtp = codeIn(webhook.received.at(-1)?.body.message ?? '') ?? ''
      webhook.setStatus(202)

      const refresh1 = refreshCookie(reg) ?? ''
      const refreshed = await call(backend, '/v1/auth/refresh_token', {
        headers: { cookie: `refresh_token=${refresh1}`, 'sec-fetch-site': 'same-origin' },
      })
      expect(refreshed.status).toBe(200)
      const access2 = ((await refreshed.json()) as { access_token: string }).access_token
      const refresh2 = refreshCookie(refreshed) ?? ''
      const renewed = await postJson(backend, '/v2/auth/renew', { access_token: access2, refresh_token: refresh2 })
      const { access_token: access3, refresh_token: refresh3 } = (await renewed.json()) as Record<string, string>
      const replay = await call(backend, '/v1/auth/refresh_token', { headers: { cookie: `refresh_token=${refresh1}` } })
      expect(replay.status).toBe(401)
      await call(backend, `/v1/auth/logout?user_id=${registered.user_id}`, { headers: { cookie: `refresh_token=${refresh3 ?? ''}` } })

      const secrets = [otp1, mailOtp, failedOtp, registered.access_token, refresh1, access2, refresh2, access3, refresh3]
      expect(secrets.every((s) => typeof s === 'string' && s.length >= 6)).toBe(true)
      const logged = backend.logLines.join('\n')
      expect(logged.length).toBeGreaterThan(0)
      for (const secret of secrets) expect(logged).not.toContain(secret)
      // The access tokens' payload part alone must not appear either.
      expect(logged).not.toContain(registered.access_token.split('.')[1])
    } finally {
      await backend.destroy()
    }
  })
})
