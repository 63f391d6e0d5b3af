import { expect } from 'vitest'
import { loginAnswerSchema, outboxEntrySchema, type LoginAnswer } from '~/contract/api/auth'
import type { Clock, Timers } from '~/server/services/clock'
import type { TestBackend } from './test-backend'

/** A clock the test moves by hand (code expiry, send limits, token lifetimes). */
export type TestClock = Clock & { advance(ms: number): void; set(date: Date): void }

export function testClock(start = new Date('2026-03-01T03:00:00.000Z')): TestClock {
  let t = start.getTime()
  return Object.assign(() => new Date(t), {
    advance: (ms: number) => {
      t += ms
    },
    set: (date: Date) => {
      t = date.getTime()
    },
  })
}

/**
 * Timers that wait until the test says the time is up: `scheduled(n)` resolves once `n` are
 * pending, `runAll()` runs them and awaits the work they start.
 */
export type TestTimers = Timers & { readonly pending: number; scheduled(n?: number): Promise<void>; runAll(): Promise<void> }

export function testTimers(): TestTimers {
  const pending = new Map<number, () => unknown>()
  const waiters: (() => void)[] = []
  let nextId = 1
  return {
    setTimeout(run) {
      const id = nextId++
      pending.set(id, run)
      for (const wake of waiters.splice(0)) wake()
      return id
    },
    clearTimeout(handle) {
      pending.delete(handle as number)
    },
    get pending() {
      return pending.size
    },
    async scheduled(n = 1) {
      while (pending.size < n) await new Promise<void>((resolve) => waiters.push(resolve))
    },
    async runAll() {
      const due = [...pending.values()]
      pending.clear()
      await Promise.all(due.map((run) => run()))
    },
  }
}

let ipCounter = 0
/** A different client address per call unless one is given, so per-IP limits only bite where a test means them to. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`

/** Hono's Node bindings as the server passes them: the socket address is what rate limits key on. */
export const fromIp = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } })

export type CallOptions = { ip?: string; headers?: Record<string, string>; method?: string }

export function call(backend: TestBackend, path: string, init: RequestInit & { ip?: string } = {}) {
  const { ip, ...rest } = init
  return backend.app.request(path, rest, fromIp(ip ?? nextIp()))
}

export function postJson(backend: TestBackend, path: string, body: unknown, options: CallOptions = {}) {
  return call(backend, path, {
    method: options.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify(body),
    ...(options.ip ? { ip: options.ip } : {}),
  })
}

export function getWithToken(backend: TestBackend, path: string, token: string) {
  return call(backend, path, { headers: { authorization: `Bearer ${token}` } })
}

export type Mode = 'phone' | 'email'

/** check-otp: sends a code; answers the status and body. */
export async function requestCode(backend: TestBackend, mode: Mode, destination: string, ip?: string) {
  const res = await postJson(backend, `/v2/auth/check-otp/${mode}`, { [mode]: destination }, ip ? { ip } : {})
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res }
}

/** The last code the outbox holds for a destination (read from this machine: it answers no one else). */
export async function outboxCode(backend: TestBackend, destination: string): Promise<string> {
  const res = await call(backend, `/v2/dev/outbox/latest?destination=${encodeURIComponent(destination)}`, { ip: '127.0.0.1' })
  expect(res.status).toBe(200)
  return outboxEntrySchema.parse(await res.json()).otp
}

/** The value of `refresh_token` in a response's Set-Cookie, if any. */
export function refreshCookie(res: Response): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const match = /^refresh_token=([^;]*)/.exec(header)
    if (match) return match[1]
  }
  return undefined
}

export type SignedIn = LoginAnswer & { refreshToken: string }

/** The whole sign-in of a known user: check-otp, read the outbox, login. */
export async function signIn(backend: TestBackend, mode: Mode, destination: string): Promise<SignedIn> {
  const check = await requestCode(backend, mode, destination)
  expect(check.status).toBe(200)
  const otp = await outboxCode(backend, destination)
  const res = await postJson(backend, `/v2/auth/login/${mode}`, { [mode]: destination, otp })
  expect(res.status).toBe(200)
  const answer = loginAnswerSchema.parse(await res.json())
  expect(answer.neet_to_register).toBe(false)
  const refreshToken = refreshCookie(res)
  expect(refreshToken).toBeTruthy()
  return { ...answer, refreshToken: refreshToken ?? '' }
}

/** A same-origin cookie call, as the browser makes it. */
export function cookieCall(backend: TestBackend, path: string, refreshToken: string, headers: Record<string, string> = {}) {
  return call(backend, path, { headers: { cookie: `refresh_token=${refreshToken}`, 'sec-fetch-site': 'same-origin', ...headers } })
}

/** A small PNG made by sharp (so the test does not carry binary fixtures). */
export async function pngBytes(width = 40, height = 30): Promise<Buffer> {
  const sharp = (await import('sharp')).default
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } }).png().toBuffer()
}

export type RegisterInput = {
  mode: Mode
  destination: string
  otp: string
  username: string
  gender?: string
  birthdate?: string
  image?: { bytes: Uint8Array; name: string; type: string }
}

export function registerForm(input: RegisterInput): FormData {
  const form = new FormData()
  form.set('mode', input.mode)
  form.set('destination', input.destination)
  form.set('otp', input.otp)
  form.set('username', input.username)
  form.set('gender', input.gender ?? 'female')
  form.set('birthdate', input.birthdate ?? '1999-05-17')
  if (input.image) {
    form.set('profile_image', new File([new Uint8Array(input.image.bytes)], input.image.name, { type: input.image.type }))
  }
  return form
}

export function register(backend: TestBackend, input: RegisterInput, ip?: string) {
  return call(backend, '/v2/auth/register', { method: 'POST', body: registerForm(input), ...(ip ? { ip } : {}) })
}
