import { execFileSync } from 'node:child_process'
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  notificationSettingsSchema,
  pushPayloadSchema,
  recentNotificationsSchema,
  registeredDevicesSchema,
  vapidPublicKeySchema,
  type PushPayload,
} from '~/contract/api/notifications'
import { DEMO_BOOKING, DEMO_REGISTRATIONS, DEMO_USERS } from '~/server/db/seed'
import { pushMessages } from '~/server/push/messages'
import { call, signIn } from './support/auth-client'
import { openStarts } from './support/bookings'
import { tokenOf } from './support/realtime'
import { setUpTestBackend } from './support/test-backend'

/**
 * Web push end to end: the backend sends to a push service stand-in (HTTPS, with a certificate
 * made for this run) and the test reads what arrived as a browser would: it checks the VAPID
 * signature and decrypts the payload (RFC 8291 on RFC 8188 aes128gcm) with the subscription's
 * private key, made here.
 */

const b64url = (buf: Buffer) => buf.toString('base64url')

/** A browser's side of a subscription: its P-256 key pair and the 16-byte auth secret. */
type Subscriber = { ecdh: ECDH; auth: Buffer; p256dh: string; authB64: string }
function newSubscriber(): Subscriber {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return { ecdh, auth, p256dh: b64url(ecdh.getPublicKey()), authB64: b64url(auth) }
}

/** RFC 8291 section 3.4 and RFC 8188 section 2: what the user agent does with a push body. */
function decryptAes128gcm(body: Buffer, sub: Subscriber): string {
  const salt = body.subarray(0, 16)
  const rs = body.readUInt32BE(16)
  const idlen = body[20] ?? 0
  const asPublic = body.subarray(21, 21 + idlen)
  const ciphertext = body.subarray(21 + idlen)
  expect(idlen).toBe(65) // keyid = the sender's ephemeral public key, uncompressed
  expect(ciphertext.length).toBeLessThanOrEqual(rs) // a single record
  const ecdhSecret = sub.ecdh.computeSecret(asPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), asPublic])
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, sub.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero or more 0x00 of padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  expect(padded[end]).toBe(2)
  return padded.subarray(0, end).toString('utf8')
}

/** `Authorization: vapid t=<JWT>, k=<key>` checked as a push service does (RFC 8292). */
function verifyVapid(header: string | undefined, endpoint: string, expectedKey: string, expectedSubject: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  expect(match, 'Authorization: vapid t=…, k=…').toBeTruthy()
  const [, jwt = '', k = ''] = match ?? []
  expect(k).toBe(expectedKey)
  const [h = '', p = '', s = ''] = jwt.split('.')
  expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' })
  const raw = Buffer.from(k, 'base64url')
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' })
  const signed = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))
  expect(signed, 'ES256 signature by the VAPID key').toBe(true)
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string }
  expect(claims.aud).toBe(new URL(endpoint).origin)
  const now = Date.now() / 1000
  expect(claims.exp).toBeGreaterThan(now)
  expect(claims.exp).toBeLessThanOrEqual(now + 24 * 3600)
  expect(claims.sub).toBe(expectedSubject)
}

type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** The push service stand-in: answers each path with the status the test set (default 201). */
async function startPushService(dir: string) {
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
  ], { stdio: 'ignore' })
  const cert = readFileSync(join(dir, 'cert.pem'))
  const received: Received[] = []
  const statuses = new Map<string, number[]>()
  const server: Server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? '/'
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      res.statusCode = statuses.get(path)?.shift() ?? 201
      res.end()
    })
  })
  // Every TCP connection, finished request or not: a refused push must not even connect.
  let connections = 0
  server.on('connection', () => connections++)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as AddressInfo).port
  const origin = `https://127.0.0.1:${port}`
  return {
    origin,
    port,
    cert,
    received,
    get connections() {
      return connections
    },
    /** The next answers to a path, in order (then 201 again). */
    answer: (path: string, ...codes: number[]) => statuses.set(path, codes),
    to: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

describe('web push notifications', () => {
  let push: Awaited<ReturnType<typeof startPushService>>
  let vapidKey: string
  let consumer: string
  let provider: string
  let admin: string
  const subject = 'mailto:push-test@example.com'

  beforeAll(async () => {
    expect(() => execFileSync('openssl', ['version'], { stdio: 'ignore' }), 'openssl is needed to make the stand-in certificate').not.toThrow()
    push = await startPushService(mkdtempSync(join(tmpdir(), 'push-stand-in-')))
  })
  // Closed after the backend is (after-hooks run last first).
  afterAll(async () => {
    await push?.close()
  })
  // The stand-in is on this machine: its host is added to the push services, and loopback
  // addresses allowed, as only tests and development may.
  const backend = setUpTestBackend(() => ({
    push: { ca: push.cert, firstRetryMs: 100, attempts: 3 },
    env: { VAPID_SUBJECT: subject, PUSH_ENDPOINT_HOSTS: `127.0.0.1:${push.port}`, PUSH_ALLOW_PRIVATE_ADDRESSES: 'true' },
  }))

  beforeAll(async () => {
    vapidKey = vapidPublicKeySchema.parse(await (await call(backend, '/v2/notification/vapid-public-key')).json()).public_key
    consumer = await tokenOf(backend, 'consumer')
    provider = await tokenOf(backend, 'provider')
    admin = await tokenOf(backend, 'admin')
  })

  const send = (path: string, token: string | null, body: unknown, method = 'POST') =>
    call(backend, `/v2/notification${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const get = (path: string, token: string) => call(backend, `/v2/notification${path}`, { headers: { authorization: `Bearer ${token}` } })
  const registration = (userId: string, deviceId: string, path: string, sub: Subscriber) => ({
    user_id: userId,
    device_id: deviceId,
    endpoint: `${push.origin}${path}`,
    keys: { p256dh: sub.p256dh, auth: sub.authB64 },
  })
  const devicesOf = async (token: string) => registeredDevicesSchema.parse(await (await get('/devices', token)).json()).devices.map((d) => d.device_id)
  /** The pushes to a path, decrypted and checked (VAPID, encoding, TTL). */
  const pushesTo = (path: string, sub: Subscriber): PushPayload[] =>
    push.to(path).map((r) => {
      expect(r.headers['content-encoding']).toBe('aes128gcm')
      expect(Number(r.headers.ttl)).toBeGreaterThan(0)
      verifyVapid(r.headers.authorization as string | undefined, `${push.origin}${path}`, vapidKey, subject)
      return pushPayloadSchema.parse(JSON.parse(decryptAes128gcm(r.body, sub)))
    })
  const waitForPushes = async (path: string, count: number) => {
    await vi.waitFor(() => expect(push.to(path).length).toBeGreaterThanOrEqual(count), { timeout: 5_000, interval: 20 })
    await backend.pushQueue.drain()
  }

  it('answers the VAPID public key (65 bytes, uncompressed P-256) to anyone, generated into DATA_DIR', () => {
    expect(Buffer.from(vapidKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(vapidKey, 'base64url')[0]).toBe(4)
    const stored = JSON.parse(readFileSync(join(backend.config.dataDir, 'secrets', 'vapid.json'), 'utf8')) as { publicKey: string }
    expect(stored.publicKey).toBe(vapidKey)
  })

  it('a new booking reaches the provider: encrypted, VAPID-signed, in Thai, with the waiting room to open', async () => {
    const sub = newSubscriber()
    expect((await send('/register/web', provider, registration(DEMO_USERS.provider.id, 'provider-laptop-0001', '/p/booking', sub))).status).toBe(200)
    const bookingId = await bookWithProvider()
    await waitForPushes('/p/booking', 1)
    const [payload] = pushesTo('/p/booking', sub)
    expect(payload).toMatchObject({ kind: 'new_booking', title: 'มีการจองใหม่', url: `/session/waiting-room?booking=${bookingId}` })
    expect(payload?.body).toContain('มีผู้เรียนจอง')
    // The recent list has it too.
    const recent = recentNotificationsSchema.parse(await (await get('/recent', provider)).json())
    expect(recent.items[0]).toMatchObject({ kind: 'new_booking', url: `/session/waiting-room?booking=${bookingId}` })
  })

  it('one service graph (backend.ts and services.ts each built one): every booking sends the provider its new-booking push, exactly once', async () => {
    const sub = newSubscriber()
    expect((await send('/register/web', provider, registration(DEMO_USERS.provider.id, 'provider-phone-0002', '/p/once', sub))).status).toBe(200)
    const first = await bookWithProvider()
    const second = await bookWithProvider()
    await waitForPushes('/p/once', 2)
    // A booking is answered only once its pushes are queued (the booking service awaits the
    // notification): with the queue drained, a push sent twice would have arrived too.
    await backend.pushQueue.drain()
    const payloads = pushesTo('/p/once', sub)
    expect(payloads.map((p) => [p.kind, p.url])).toEqual([
      ['new_booking', `/session/waiting-room?booking=${first}`],
      ['new_booking', `/session/waiting-room?booking=${second}`],
    ])
  })

  it('an opened room is announced to both sides, once', async () => {
    const sub = newSubscriber()
    expect((await send('/register/web', consumer, registration(DEMO_USERS.consumer.id, 'consumer-phone-0001', '/c/room', sub))).status).toBe(200)
    expect(await backend.announceOpenedRooms()).toBeGreaterThanOrEqual(1)
    await waitForPushes('/c/room', 1)
    const payloads = pushesTo('/c/room', sub)
    expect(payloads).toContainEqual(expect.objectContaining({ kind: 'session_ready', url: `/session/waiting-room?booking=${DEMO_BOOKING.id}`, title: 'ห้องเรียนเปิดแล้ว' }))
    expect(await backend.announceOpenedRooms()).toBe(0)
  })

  it('an approved verification tells the new provider, with the services page to open', async () => {
    const applicant = (await signIn(backend, 'phone', DEMO_REGISTRATIONS.submitted.phone)).access_token
    const sub = newSubscriber()
    expect((await send('/register/web', applicant, registration(DEMO_REGISTRATIONS.submitted.id, 'applicant-device-01', '/a/verify', sub))).status).toBe(200)
    const approved = await call(backend, `/v2/admin/providers/${DEMO_REGISTRATIONS.submitted.providerRowId}/approve`, { method: 'POST', headers: { authorization: `Bearer ${admin}` } })
    expect(approved.status).toBe(200)
    await waitForPushes('/a/verify', 1)
    expect(pushesTo('/a/verify', sub)).toEqual([pushMessages.verificationApproved()])
  })

  it('a subscription the push service reports gone (410) is deleted; 404 too', async () => {
    const gone = newSubscriber()
    const missing = newSubscriber()
    expect((await send('/register/web', provider, registration(DEMO_USERS.provider.id, 'provider-old-tab-01', '/p/gone', gone))).status).toBe(200)
    expect((await send('/register/web', provider, registration(DEMO_USERS.provider.id, 'provider-old-tab-02', '/p/missing', missing))).status).toBe(200)
    push.answer('/p/gone', 410)
    push.answer('/p/missing', 404)
    expect(await devicesOf(provider)).toEqual(expect.arrayContaining(['provider-old-tab-01', 'provider-old-tab-02']))
    await bookWithProvider()
    await waitForPushes('/p/gone', 1)
    await waitForPushes('/p/missing', 1)
    const devices = await devicesOf(provider)
    expect(devices).not.toContain('provider-old-tab-01')
    expect(devices).not.toContain('provider-old-tab-02')
    expect(devices).toContain('provider-laptop-0001')
    // Nothing of the capability URL in the log.
    expect(backend.logLines.join('\n')).not.toContain('/p/gone')
  })

  it('retries a push service that fails (5xx) with backoff, and does not hold up the request', async () => {
    const sub = newSubscriber()
    expect((await send('/register/web', provider, registration(DEMO_USERS.provider.id, 'provider-flaky-0001', '/p/flaky', sub))).status).toBe(200)
    push.answer('/p/flaky', 503, 500)
    const started = Date.now()
    await bookWithProvider()
    // The booking was answered before the push service had even been tried twice.
    expect(push.to('/p/flaky').length).toBeLessThan(3)
    expect(Date.now() - started).toBeLessThan(2_000)
    await waitForPushes('/p/flaky', 3)
    const delivered = pushesTo('/p/flaky', sub)
    expect(delivered).toHaveLength(3)
    expect(new Set(delivered.map((d) => d.tag)).size).toBe(1)
  })

  it('a new subscription for the same device replaces the old one', async () => {
    const first = newSubscriber()
    const second = newSubscriber()
    const before = (await devicesOf(provider)).length
    expect((await send('/register/web', provider, registration(DEMO_USERS.provider.id, 'provider-tablet-001', '/p/first', first))).status).toBe(200)
    expect((await send('/register/web', provider, registration(DEMO_USERS.provider.id, 'provider-tablet-001', '/p/second', second))).status).toBe(200)
    expect(await devicesOf(provider)).toHaveLength(before + 1)
    await bookWithProvider()
    await waitForPushes('/p/second', 1)
    expect(push.to('/p/first')).toHaveLength(0)
    expect(pushesTo('/p/second', second)[0]?.kind).toBe('new_booking')
  })

  it('settings turn a kind off (recorded in recent, not pushed) and survive a read', async () => {
    const defaults = notificationSettingsSchema.parse(await (await get('/settings', provider)).json())
    expect(defaults).toEqual({ session_ready: true, verification: true, new_booking: true })
    const off = { session_ready: true, verification: true, new_booking: false }
    expect(await (await send('/settings', provider, off, 'PUT')).json()).toEqual(off)
    expect(await (await get('/settings', provider)).json()).toEqual(off)
    const count = push.to('/p/second').length
    const bookingId = await bookWithProvider()
    await vi.waitFor(async () => {
      const recent = recentNotificationsSchema.parse(await (await get('/recent', provider)).json())
      expect(recent.items[0]?.url).toBe(`/session/waiting-room?booking=${bookingId}`)
    })
    await backend.pushQueue.drain()
    expect(push.to('/p/second')).toHaveLength(count)
    expect((await send('/settings', provider, { session_ready: 'yes' }, 'PUT')).status).toBe(400)
    expect((await send('/settings', provider, { ...off, new_booking: true }, 'PUT')).status).toBe(200)
  })

  it('register and unregister validate their input, naming the field', async () => {
    const sub = newSubscriber()
    const good = registration(DEMO_USERS.consumer.id, 'consumer-valid-0001', '/c/valid', sub)
    const cases: [unknown, string][] = [
      [{ ...good, device_id: undefined }, 'device_id'],
      [{ ...good, device_id: 'short' }, 'device_id'],
      [{ ...good, user_id: 'nope' }, 'user_id'],
      [{ ...good, endpoint: 'http://127.0.0.1/push' }, 'endpoint'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: 'abc' } }, 'keys.p256dh'],
      [{ ...good, keys: { p256dh: good.keys.p256dh, auth: b64url(randomBytes(8)) } }, 'keys.auth'],
      [{ ...good, keys: undefined }, 'keys'],
    ]
    for (const [body, field] of cases) {
      const res = await send('/register/web', consumer, body)
      expect(res.status, field).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'validation_failed', field })
    }
    const notJson = await send('/register/web', consumer, '{')
    expect(notJson.status).toBe(400)
    const unregister = { user_id: DEMO_USERS.consumer.id, device_id: 'consumer-valid-0001', target_platform: 'WEB' }
    for (const [body, field] of [
      [{ ...unregister, target_platform: 'IOS' }, 'target_platform'],
      [{ ...unregister, target_platform: undefined }, 'target_platform'],
      [{ ...unregister, device_id: '' }, 'device_id'],
      [{ ...unregister, user_id: undefined }, 'user_id'],
    ] as const) {
      const res = await send('/unregister', consumer, body)
      expect(res.status, field).toBe(400)
      expect(await res.json()).toMatchObject({ field })
    }
    expect((await send('/register/web', null, good)).status).toBe(401)
    expect((await send('/unregister', null, unregister)).status).toBe(401)
    expect((await call(backend, '/v2/notification/devices')).status).toBe(401)
  })

  it('registration took an https endpoint on a host that is no push service (blind SSRF)', async () => {
    const sub = newSubscriber()
    const good = registration(DEMO_USERS.consumer.id, 'consumer-ssrf-00001', '/c/ssrf', sub)
    const refused = [
      'https://127.0.0.1/push', // this machine, but not the port the stand-in was allowed on
      `https://127.0.0.1:${push.port + 1}/push`,
      `https://localhost:${push.port}/push`,
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/push',
      'https://10.0.0.5/push',
      'https://push.example.com/send/abc',
      'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
      'https://attackerfcm.googleapis.com/fcm/send/abc',
      'https://storage.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://someone@fcm.googleapis.com/fcm/send/abc',
      'https://push.apple.com/abc',
      'https://push.services.mozilla.com/wpush/v2/abc',
      'https://notify.windows.com/w/?token=abc',
      'https://wns2-par02p.notify.windows.com.attacker.example/w/?token=abc',
    ]
    for (const endpoint of refused) {
      const res = await send('/register/web', consumer, { ...good, endpoint })
      expect(res.status, endpoint).toBe(400)
      const body = (await res.json()) as { code: string; message: string; field: string }
      expect(body, endpoint).toMatchObject({ code: 'validation_failed', field: 'endpoint' })
      expect(body.message).toMatch(/push service/)
    }
    expect(await devicesOf(consumer)).not.toContain('consumer-ssrf-00001')
    // The push services browsers use are taken (and forgotten again before anything is sent).
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx0',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://FCM.googleapis.com:443/fcm/send/abc',
    ]) {
      expect((await send('/register/web', consumer, { ...good, endpoint })).status, endpoint).toBe(200)
      expect((await send('/unregister', consumer, { user_id: DEMO_USERS.consumer.id, device_id: 'consumer-ssrf-00001', target_platform: 'WEB' })).status).toBe(200)
    }
  })

  it("touches only the caller's devices: 403 for someone else's user_id, and their device stays", async () => {
    const sub = newSubscriber()
    expect((await send('/register/web', provider, registration(DEMO_USERS.provider.id, 'shared-device-name', '/p/own', sub))).status).toBe(200)
    // The consumer names the provider: refused either way.
    const forged = await send('/register/web', consumer, registration(DEMO_USERS.provider.id, 'shared-device-name', '/c/forged', newSubscriber()))
    expect(forged.status).toBe(403)
    const forgedOff = await send('/unregister', consumer, { user_id: DEMO_USERS.provider.id, device_id: 'shared-device-name', target_platform: 'WEB' })
    expect(forgedOff.status).toBe(403)
    // The consumer's own device of the same name comes and goes; the provider's is untouched.
    expect((await send('/register/web', consumer, registration(DEMO_USERS.consumer.id, 'shared-device-name', '/c/own', newSubscriber()))).status).toBe(200)
    expect((await send('/unregister', consumer, { user_id: DEMO_USERS.consumer.id, device_id: 'shared-device-name', target_platform: 'WEB' })).status).toBe(200)
    expect(await devicesOf(consumer)).not.toContain('shared-device-name')
    expect(await devicesOf(provider)).toContain('shared-device-name')
    // Unregistering again is not an error.
    expect((await send('/unregister', consumer, { user_id: DEMO_USERS.consumer.id, device_id: 'shared-device-name', target_platform: 'WEB' })).status).toBe(200)
    expect(await devicesOf(provider)).toContain('shared-device-name')
  })

  // Hours the demo provider is open, well after the demo booking (the real clock: pushes carry it).
  const freeStarts = openStarts(new Date(Date.now() + 100 * 3_600_000), 10)
  /** A real event for the demo provider: the consumer books his service (a fresh hour each time). */
  async function bookWithProvider(): Promise<string> {
    const start = freeStarts.shift()
    if (!start) throw new Error('no free hour left')
    const booked = await call(backend, '/v2/booking', {
      method: 'POST',
      headers: { authorization: `Bearer ${consumer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ service_id: DEMO_BOOKING.serviceId, start_at: start.toISOString() }),
    })
    expect(booked.status, await booked.clone().text()).toBe(201)
    return ((await booked.json()) as { _id: string })._id
  }
})

describe('pushes go only to push services, at public addresses', () => {
  let push: Awaited<ReturnType<typeof startPushService>>
  let consumer: string
  let provider: string

  beforeAll(async () => {
    push = await startPushService(mkdtempSync(join(tmpdir(), 'push-stand-in-')))
  })
  // Closed after the backend is (after-hooks run last first).
  afterAll(async () => {
    await push?.close()
  })
  // The stand-in's host is on the list, as an attacker's would have to be, but it is not let
  // through to loopback addresses: the rule that holds everywhere but in tests and development.
  const backend = setUpTestBackend(() => ({
    push: { ca: push.cert, firstRetryMs: 50, attempts: 2 },
    env: { PUSH_ENDPOINT_HOSTS: `localhost:${push.port},127.0.0.1:${push.port}` },
  }))

  beforeAll(async () => {
    consumer = await tokenOf(backend, 'consumer')
    provider = await tokenOf(backend, 'provider')
  })

  const register = (deviceId: string, endpoint: string) => {
    const sub = newSubscriber()
    return call(backend, '/v2/notification/register/web', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${provider}` },
      body: JSON.stringify({ user_id: DEMO_USERS.provider.id, device_id: deviceId, endpoint, keys: { p256dh: sub.p256dh, auth: sub.authB64 } }),
    })
  }
  const devices = async () =>
    registeredDevicesSchema.parse(await (await call(backend, '/v2/notification/devices', { headers: { authorization: `Bearer ${provider}` } })).json()).devices.map((d) => d.device_id)

  it('a push to a host that resolves to a loopback address connected (and an IP literal one too)', async () => {
    expect((await register('provider-by-name-01', `https://localhost:${push.port}/secret/by-name`)).status).toBe(200)
    expect((await register('provider-by-ip-0001', `https://127.0.0.1:${push.port}/secret/by-ip`)).status).toBe(200)
    const booked = await call(backend, '/v2/booking', {
      method: 'POST',
      headers: { authorization: `Bearer ${consumer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ service_id: DEMO_BOOKING.serviceId, start_at: openStarts(new Date(Date.now() + 300 * 3_600_000), 1)[0]!.toISOString() }),
    })
    expect(booked.status).toBe(201)
    // Refused, not retried: both subscriptions are dropped, and the stand-in saw no connection.
    await vi.waitFor(async () => expect(await devices()).toEqual(expect.not.arrayContaining(['provider-by-name-01', 'provider-by-ip-0001'])), { timeout: 5_000, interval: 20 })
    await backend.pushQueue.drain()
    expect(push.connections).toBe(0)
    expect(push.received).toEqual([])
    const refusals = backend.logLines.filter((line) => line.includes('push refused'))
    expect(refusals).toHaveLength(2)
    expect(refusals.join('\n')).toContain(`localhost:${push.port}`)
    expect(refusals.join('\n')).toContain(`127.0.0.1:${push.port}`)
    // Where, never the capability URL's path or keys.
    expect(backend.logLines.join('\n')).not.toContain('/secret/')
  })
})
