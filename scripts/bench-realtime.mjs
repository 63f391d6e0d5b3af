// `npm run bench:realtime`: the live-session figures, measured on the production build served by
// its own process on this machine (a fresh embedded database; loopback only; every loop bounded).
//   1. relay latency of offer, answer and ICE messages between two clients in one room (p50, p99);
//   2. server memory per idle socket with 5,000 sockets open;
//   3. provider-first joins in a row (20): how many had video both ways within 5 s, in Chromium;
//   4. main-thread long tasks (over 50 ms) on both pages over the first 30 s of a call, its start
//      included, with chat, in Chromium;
//   5. how soon a whiteboard stroke shows on the other page, over the data channel and through the
//      socket (scripts/bench-board-latency.mjs).
// Aims: p99 under 10 ms, under 20 KB a socket, every join, zero long tasks, a stroke under 100 ms
// (data channel) and 500 ms (socket). Figures are printed, not asserted.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { WebSocket } from 'ws'
import { BOARD_OPEN_SECONDS, measureLongTasks, SEEDED_BOOKING } from './bench-realtime-long-tasks.mjs'
import { measureJoins } from './bench-realtime-joins.mjs'
import { measureBoardLatency, printBoardLatency } from './bench-board-latency.mjs'
import { buildNeeded, root } from './build-state.mjs'
import { findChromium } from './find-chromium.mjs'
import { startBuiltServer } from './lib/built-server.mjs'

const RELAY_SAMPLES_PER_KIND = Number(process.env.BENCH_RELAY_SAMPLES ?? 1_000)
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 5_000)
const LONG_TASK_SECONDS = Number(process.env.BENCH_LONG_TASK_SECONDS ?? 30)
const JOIN_TRIES = Number(process.env.BENCH_JOIN_TRIES ?? 20)
const STEP_TIMEOUT_MS = 60_000

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

async function withTimeout(promise, what, ms = STEP_TIMEOUT_MS) {
  let timer
  try {
    return await Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)))])
  } finally {
    clearTimeout(timer)
  }
}

async function startServer() {
  const reason = buildNeeded()
  if (reason) {
    console.log(`building (${reason})…`)
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' })
  }
  // --expose-gc: the memory readings are taken right after a full collection.
  const server = await startBuiltServer({
    root,
    nodeArgs: ['--expose-gc'],
    env: {
      // The bench signs the same demo accounts in a few times, sends messages back to back and opens
      // thousands of sockets as one account: the per-socket message limit and the per-user ticket
      // and socket caps are raised like the sign-in limits (their defaults are tested).
      OTP_RESEND_INTERVAL_SECONDS: '1',
      OTP_SENDS_PER_HOUR: '1000',
      REALTIME_MESSAGES_PER_SECOND: '100000',
      REALTIME_MESSAGE_BURST: '100000',
      REALTIME_TICKETS_PER_USER: '100000',
      REALTIME_SOCKETS_PER_USER: '100000',
    },
    output: 'inherit',
    timeoutMs: STEP_TIMEOUT_MS,
  })
  return { baseUrl: server.baseUrl, stop: server.stop }
}

async function signIn(baseUrl, phone) {
  const post = (path, body) => fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  for (let attempt = 0; attempt < 5; attempt++) {
    const check = await post('/v2/auth/check-otp/phone', { phone })
    if (check.status === 429) {
      await sleep(1_100)
      continue
    }
    const { otp } = await (await fetch(`${baseUrl}/v2/dev/outbox/latest?destination=${phone}`)).json()
    const login = await post('/v2/auth/login/phone', { phone, otp })
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`)
    return (await login.json()).access_token
  }
  throw new Error('sign-in kept being refused')
}

async function ticket(baseUrl, token) {
  const res = await fetch(`${baseUrl}/v2/realtime/ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
  if (res.status !== 201) throw new Error(`ticket: ${res.status}`)
  return (await res.json()).ticket
}

function openSocket(baseUrl, t) {
  return withTimeout(
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws?token=${t}`)
      ws.once('open', () => resolve(ws))
      ws.once('error', reject)
    }),
    'socket open',
  )
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** One message at a time from one participant to the other; the time from send to arrival. */
async function relayLatency(baseUrl) {
  const [consumerToken, providerToken] = [await signIn(baseUrl, '0800000001'), await signIn(baseUrl, '0800000002')]
  const booking = await (await fetch(`${baseUrl}/v2/booking/${SEEDED_BOOKING}`, { headers: { authorization: `Bearer ${consumerToken}` } })).json()
  const room = booking.room_name
  const consumer = await openSocket(baseUrl, await ticket(baseUrl, consumerToken))
  const provider = await openSocket(baseUrl, await ticket(baseUrl, providerToken))
  const nextOf = (ws, topic) =>
    withTimeout(
      new Promise((resolve) => {
        const onMessage = (data) => {
          if (JSON.parse(String(data)).topic !== topic) return
          ws.off('message', onMessage)
          resolve(performance.now())
        }
        ws.on('message', onMessage)
      }),
      topic,
    )
  for (const ws of [consumer, provider]) {
    const entered = nextOf(ws, 'room_info_message')
    ws.send(JSON.stringify({ topic: 'enter_room_message', entity: { room_name: room } }))
    await entered
  }
  const sdp = `v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n${'a=candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host\r\n'.repeat(20)}`
  const kinds = {
    offer_message: [consumer, provider, { room_name: room, rtc_session: { type: 'offer', sdp } }],
    answer_message: [provider, consumer, { room_name: room, rtc_session: { type: 'answer', sdp } }],
    ice_message: [consumer, provider, { room_name: room, ice_candidate: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdp_m_line_index: 0, sdp_mid: '0' } }],
  }
  const results = {}
  for (const [topic, [from, to, entity]] of Object.entries(kinds)) {
    const samples = []
    const data = JSON.stringify({ topic, entity })
    // A short warm-up, so the first compilations are not measured.
    for (let i = 0; i < RELAY_SAMPLES_PER_KIND + 50; i++) {
      const arrived = nextOf(to, topic)
      const sent = performance.now()
      from.send(data)
      const at = await arrived
      if (i >= 50) samples.push(at - sent)
    }
    samples.sort((a, b) => a - b)
    results[topic] = { p50: percentile(samples, 50), p99: percentile(samples, 99), n: samples.length }
  }
  consumer.close()
  provider.close()
  return results
}

/** The server's memory right after a full collection (a development-only call). */
async function memory(baseUrl) {
  const m = await (await fetch(`${baseUrl}/v2/dev/realtime/memory`)).json()
  if (!m.collected) throw new Error('the server was not started with --expose-gc')
  return m
}

/** Server memory before and after opening `count` idle sockets (signed in, in no room). */
async function idleSocketMemory(baseUrl) {
  const token = await signIn(baseUrl, '0800000003')
  const tickets = []
  for (let i = 0; i < IDLE_SOCKETS; i += 50) {
    tickets.push(...(await Promise.all(Array.from({ length: Math.min(50, IDLE_SOCKETS - i) }, () => ticket(baseUrl, token)))))
  }
  await sleep(2_000)
  // Twice: the first collection also returns what the ticket calls left behind.
  await memory(baseUrl)
  const before = await memory(baseUrl)
  const sockets = []
  for (let i = 0; i < tickets.length; i += 100) {
    sockets.push(...(await Promise.all(tickets.slice(i, i + 100).map((t) => openSocket(baseUrl, t)))))
  }
  await sleep(3_000)
  await memory(baseUrl)
  const after = await memory(baseUrl)
  const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length
  for (const ws of sockets) ws.terminate()
  const kb = (bytes) => bytes / 1024
  return {
    sockets: open,
    serverSockets: after.sockets,
    rssBeforeMb: kb(before.rss) / 1024,
    rssAfterMb: kb(after.rss) / 1024,
    rssPerSocketKb: kb(after.rss - before.rss) / open,
    heapPerSocketKb: kb(after.heap_used + after.external - before.heap_used - before.external) / open,
  }
}

const chromium = await findChromium()
const server = await startServer()
try {
  console.log(`\nrealtime bench against ${server.baseUrl} (production build, embedded database)\n`)
  const relay = await relayLatency(server.baseUrl)
  console.log('relay latency, one message at a time from one participant to the other (loopback):')
  for (const [topic, r] of Object.entries(relay)) {
    console.log(`  ${topic.padEnd(16)} p50 ${r.p50.toFixed(3)} ms   p99 ${r.p99.toFixed(3)} ms   (${r.n} messages)`)
  }
  const idle = await idleSocketMemory(server.baseUrl)
  console.log(`\nidle sockets: ${idle.sockets} open (the server counts ${idle.serverSockets})`)
  console.log(`  memory per idle socket: ${idle.heapPerSocketKb.toFixed(1)} KB (JS heap and buffers, each reading after a full collection)`)
  console.log(`  server resident memory ${idle.rssBeforeMb.toFixed(1)} MB -> ${idle.rssAfterMb.toFixed(1)} MB (${idle.rssPerSocketKb.toFixed(1)} KB per socket; the embedded database's own memory dominates it, so this difference is mostly noise)`)
  const joins = await measureJoins({ baseUrl: server.baseUrl, tries: JOIN_TRIES, chromiumPath: chromium })
  console.log(`\nprovider-first joins in a row: ${joins.connected} of ${joins.tries} with video both ways within ${joins.withinMs / 1000} s (p50 ${joins.p50Ms} ms, slowest ${joins.maxMs} ms)`)
  const longTasks = await measureLongTasks({ baseUrl: server.baseUrl, seconds: LONG_TASK_SECONDS, chromiumPath: chromium })
  console.log(`\nmain-thread long tasks (> 50 ms) in the first ${LONG_TASK_SECONDS} s of a live call (its start included) with chat:`)
  for (const [role, f] of Object.entries(longTasks.pages)) {
    console.log(`  ${role.padEnd(9)} ${f.longTasks ?? 'n/a'} long tasks (total ${f.longTaskTotalMs ?? 'n/a'} ms, longest ${f.longestMs} ms); ${f.chatSent} chat messages sent; ${f.framesDecoded} video frames decoded`)
  }
  console.log(`\nopening the whiteboard (its code loads then), the ${BOARD_OPEN_SECONDS} s after the key press:`)
  for (const [role, f] of Object.entries(longTasks.pages)) {
    console.log(`  ${role.padEnd(9)} ${f.boardOpening.longTasks} long tasks (longest ${f.boardOpening.longestMs} ms); the ${BOARD_OPEN_SECONDS} s before it, the call alone: ${f.callAlone.longTasks} (longest ${f.callAlone.longestMs} ms)`)
  }
  console.log('')
  printBoardLatency(await measureBoardLatency({ baseUrl: server.baseUrl, chromiumPath: chromium }))
} finally {
  await server.stop()
}
