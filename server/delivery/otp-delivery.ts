import { createTransport } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { OutboxEntry, SignInMode } from '~/contract/api/auth'
import type { Logger } from '~/server/log'

/**
 * How one-time codes reach people. `outbox` (development and tests) keeps the last code per
 * destination in memory and writes it to the log; `live` sends e-mail over SMTP and SMS through
 * an HTTP webhook. A failed send throws; the caller makes the code unusable.
 */
export type OtpMessage = { readonly mode: SignInMode; readonly destination: string; readonly code: string }

export type OtpDelivery = {
  readonly kind: 'outbox' | 'live'
  send(message: OtpMessage): Promise<void>
  close(): Promise<void>
}

export type Outbox = OtpDelivery & {
  readonly kind: 'outbox'
  /** The last code sent to `destination`, for the development-only outbox endpoint. */
  latest(destination: string): OutboxEntry | undefined
}

export const isOutbox = (delivery: OtpDelivery): delivery is Outbox => delivery.kind === 'outbox' && 'latest' in delivery

export const OTP_VALID_MINUTES = 5

/** The SMS text and the e-mail body. */
export function otpMessageText(code: string): string {
  return `รหัสยืนยันของคุณคือ ${code} (ใช้ได้ ${OTP_VALID_MINUTES} นาที) อย่าเปิดเผยรหัสนี้แก่ผู้อื่น`
}
export const OTP_EMAIL_SUBJECT = 'รหัสยืนยันสำหรับเข้าสู่ระบบ'

export function createOutbox(options: { log: Logger; now?: () => Date }): Outbox {
  const { log } = options
  const now = options.now ?? (() => new Date())
  const entries = new Map<string, OutboxEntry>()
  return {
    kind: 'outbox',
    async send({ destination, code }) {
      entries.set(destination, { destination, otp: code, sent_at: now().toISOString() })
      // Development only: production refuses to start with the outbox (see config.ts).
      log.info(`outbox: code for ${destination} is ${code}`)
    },
    latest: (destination) => entries.get(destination),
    async close() {
      entries.clear()
    },
  }
}

export type LiveDeliveryOptions = {
  readonly smtpUrl: string
  readonly smtpFrom: string
  readonly smsWebhookUrl: string
  readonly smsWebhookToken: string | undefined
  readonly log: Logger
}

// A hung gateway must not hold the sign-in request (and a database row lock) for long.
const SEND_TIMEOUT_MS = 10_000

export function createLiveDelivery(options: LiveDeliveryOptions): OtpDelivery {
  const { log } = options
  const transportOptions: SMTPTransport.Options = {
    url: options.smtpUrl,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  }
  const mailer = createTransport(transportOptions, { from: options.smtpFrom })

  async function sendSms(to: string, message: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.smsWebhookToken) headers.authorization = `Bearer ${options.smsWebhookToken}`
    const res = await fetch(options.smsWebhookUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to, message }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: 'error',
    })
    // Drain the body so the connection is released; its content is the gateway's business.
    await res.arrayBuffer().catch(() => undefined)
    if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`)
  }

  return {
    kind: 'live',
    async send({ mode, destination, code }) {
      const text = otpMessageText(code)
      if (mode === 'email') {
        await mailer.sendMail({ to: destination, subject: OTP_EMAIL_SUBJECT, text })
      } else {
        await sendSms(destination, text)
      }
      log.debug('otp delivered', { mode })
    },
    async close() {
      mailer.close()
    },
  }
}
