// Needs PostgreSQL at 127.0.0.1:5432 and Redis at 127.0.0.1:6379 (TEST_DATABASE_URL, TEST_REDIS_URL;
// bash .ci/run starts both); without either the test fails at once, naming it.
import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import postgres from 'postgres'
import { WebSocket } from 'ws'
import { requirePostgres, requireRedis } from '~/tests/support/services'
import { startServer, stopServer, tempDataDir, type RunningServer } from './support/server'

// Two server processes on one PostgreSQL database and one Redis: two people connected to two
// different processes share a live-session room, and a reconnect to the other process gets a
// fresh snapshot of the room. Uses the machine's PostgreSQL and Redis (see the README).
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const BOOKING = '65f000000000000000000001'
const CONSUMER = { id: '65d000000000000000000001', phone: '0800000001' }
const PROVIDER = { id: '65d000000000000000000002', phone: '0800000002' }

type Frame = { topic: string; entity: Record<string, unknown> }

/** A socket that keeps what it receives, so the test can wait for a frame. */
async function openSocket(baseURL: string, ticket: string) {
  const ws = new WebSocket(`${baseURL.replace('http', 'ws')}/ws?token=${ticket}`)
  const frames: Frame[] = []
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame))
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  return {
    ws,
    frames,
    send: (topic: string, entity: unknown) => ws.send(JSON.stringify({ topic, entity })),
    next: async (topic: string, where: (f: Frame) => boolean = () => true) => {
      await expect.poll(() => frames.some((f) => f.topic === topic && where(f)), { timeout: 10_000, message: `${topic}; got ${JSON.stringify(frames)}` }).toBe(true)
      return frames.find((f) => f.topic === topic && where(f)) as Frame
    },
  }
}

async function signIn(server: RunningServer, phone: string): Promise<string> {
  const check = await fetch(`${server.baseURL}/v2/auth/check-otp/phone`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone }) })
  expect(check.status).toBe(200)
  const { otp } = (await (await fetch(`${server.baseURL}/v2/dev/outbox/latest?destination=${phone}`)).json()) as { otp: string }
  const login = await fetch(`${server.baseURL}/v2/auth/login/phone`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, otp }) })
  expect(login.status).toBe(200)
  return ((await login.json()) as { access_token: string }).access_token
}

async function ticket(server: RunningServer, token: string): Promise<string> {
  const res = await fetch(`${server.baseURL}/v2/realtime/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
  expect(res.status).toBe(201)
  return ((await res.json()) as { ticket: string }).ticket
}

test('two server processes share a room through Redis, and a reconnect to the other gets a fresh snapshot', async () => {
  test.setTimeout(120_000)
  await requirePostgres(PG_URL)
  await requireRedis(REDIS_URL)
  const name = `test_rt_${randomBytes(5).toString('hex')}`
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  // Instances behind one load balancer share the database, Redis and the token secret.
  // The per-address sign-in limits are counted in that Redis, across runs: raised, as for every
  // end-to-end server (their defaults are tested in the integration suite).
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    REALTIME_LEAVE_GRACE_SECONDS: '30',
    OTP_IP_SENDS_PER_HOUR: '100000',
    OTP_IP_CHECKS_PER_10_MINUTES: '100000',
  }
  const dirs = [tempDataDir(), tempDataDir()]
  const servers: RunningServer[] = []
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await startServer(dirs[0]!.path, env))
    servers.push(await startServer(dirs[1]!.path, env))
    const [a, b] = servers as [RunningServer, RunningServer]
    const consumerToken = await signIn(a, CONSUMER.phone)
    const providerToken = await signIn(b, PROVIDER.phone)
    const answer = await fetch(`${b.baseURL}/v2/booking/${BOOKING}`, { headers: { authorization: `Bearer ${consumerToken}` } })
    expect(answer.status).toBe(200)
    const booking = (await answer.json()) as { room_name: string }
    const room = booking.room_name

    const consumer = await openSocket(a.baseURL, await ticket(a, consumerToken))
    consumer.send('enter_room_message', { room_name: room })
    await consumer.next('room_info_message')
    // The ticket was issued by A and is redeemed by B: tickets are shared too.
    const provider = await openSocket(b.baseURL, await ticket(a, providerToken))
    provider.send('enter_room_message', { room_name: room })
    const info = await provider.next('room_info_message')
    expect(Object.keys(info.entity.joined_user as object).sort()).toEqual([CONSUMER.id, PROVIDER.id].sort())
    await consumer.next('enter_room_message', (f) => (f.entity.sender as { uid: string }).uid === PROVIDER.id)

    consumer.send('offer_message', { room_name: room, rtc_session: { type: 'offer', sdp: 'v=0\r\n' } })
    expect((await provider.next('offer_message')).entity.sender).toEqual({ type: 'consumer', uid: CONSUMER.id })
    provider.send('chat_message', { room_name: room, message_id: 'p1', text: 'สวัสดีจากอีกเครื่อง' })
    expect((await consumer.next('chat_message')).entity).toMatchObject({ message_id: 'p1', sender: { type: 'provider', uid: PROVIDER.id } })
    provider.send('room_update_message', { room_name: room, camera: true, in_call: true })
    await consumer.next('room_update_message', (f) => (f.entity.joined_user as Record<string, { camera: boolean }>)[PROVIDER.id]?.camera === true)

    // The provider's connection to B drops; they come back through A.
    provider.ws.terminate()
    const back = await openSocket(a.baseURL, await ticket(b, providerToken))
    back.send('enter_room_message', { room_name: room })
    const snapshot = await back.next('room_info_message')
    const joined = snapshot.entity.joined_user as Record<string, { camera: boolean; in_call: boolean }>
    expect(Object.keys(joined).sort()).toEqual([CONSUMER.id, PROVIDER.id].sort())
    expect(joined[PROVIDER.id]).toMatchObject({ camera: true, in_call: true })
    await back.next('chat_message', (f) => f.entity.message_id === 'p1')
    back.send('answer_message', { room_name: room, rtc_session: { type: 'answer', sdp: 'v=0\r\n' } })
    await consumer.next('answer_message')
    expect(consumer.frames.filter((f) => f.topic === 'left_room_message')).toEqual([])
    consumer.ws.close()
    back.ws.close()
  } catch (err) {
    // What the two servers said is the first thing to read when this fails.
    for (const s of servers) console.error(s.output())
    throw err
  } finally {
    for (const s of servers) expect((await stopServer(s.child)).code, s.output()).toBe(0)
    for (const d of dirs) d.remove()
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
})
