import { Agent, request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test } from '@playwright/test'
import { uniqueSuffix } from './support/auth'
import { startServer, stopServer, tempDataDir, type RunningServer } from './support/server'
import { serviceInput } from '~/tests/support/service-input'

/** Runs `body` with a server of its own on a new data folder, removed afterwards whatever happens. */
async function withServer(body: (server: RunningServer, dataPath: string) => Promise<void>) {
  const data = tempDataDir()
  try {
    await body(await startServer(data.path), data.path)
  } finally {
    data.remove()
  }
}

// The production server as a process: SIGTERM exits 0 within 5 s, and a restart keeps the data.
test('SIGTERM exits 0 within 5 s and a restart keeps the data', async () => {
  test.setTimeout(90_000)
  await withServer(async (first, dataPath) => {
    const terms = (await (await fetch(`${first.baseURL}/v2/contents/terms`)).json()) as { title: string }
    expect(terms.title).toMatch(/[\u0E00-\u0E7F]/)
    const stopped = await stopServer(first.child, 'SIGTERM')
    expect(stopped.code, first.output()).toBe(0)
    expect(stopped.ms).toBeLessThan(5_000)

    // Change the stored data while the server is down: a restart must neither lose nor re-seed it.
    const db = new PGlite(join(dataPath, 'pglite'))
    await db.query(`update contents set title = 'แก้ไขแล้ว' where key = 'terms'`)
    await db.close()

    const second = await startServer(dataPath, {}, { port: first.port })
    const after = (await (await fetch(`${second.baseURL}/v2/contents/terms`)).json()) as { title: string }
    expect(after.title).toBe('แก้ไขแล้ว')
    const interrupted = await stopServer(second.child, 'SIGINT')
    expect(interrupted.code, second.output()).toBe(0)
  })
})

type Outcome = { status: number; body: string; at: number; localPort: number } | { error: string; at: number }

/**
 * One request on a kept-alive connection of `agent`; answers the status, the body and the local
 * port of the connection it went on, or the network error's code.
 */
function send(agent: Agent, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Outcome>((resolve) => {
    const req = httpRequest(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body, at: Date.now(), localPort: req.socket!.localPort! }))
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message, at: Date.now() }))
    })
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message, at: Date.now() }))
    req.end(init.body)
  })
}

test('a kept-alive connection left idle for 6 s is still open: the next request goes on it, not onto one the server is dropping', async ({ baseURL }) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const first = await send(agent, `${baseURL}/healthz`)
    if (!('status' in first)) throw new Error(`no answer: ${first.error}`)
    expect(first.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    // The same connection (same local port) carries it, answered.
    expect(await send(agent, `${baseURL}/healthz`)).toMatchObject({ status: 200, localPort: first.localPort })
  } finally {
    agent.destroy()
  }
})

test('SIGTERM: a busy client that sends its next request on a kept-alive connection 0.6 s after reading an answer is still answered, not reset', async () => {
  test.setTimeout(90_000)
  await withServer(async (server) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const first = await send(agent, `${server.baseURL}/v2/contents/terms`)
    expect(first).toMatchObject({ status: 200 })
    const stopped = stopServer(server.child, 'SIGTERM')
    // Busy: this process reads nothing (not even the server closing the connection) for 0.6 s,
    // then sends on the connection it holds, as a client under load does.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 600)
    const second = await send(agent, `${server.baseURL}/v2/contents/terms`)
    agent.destroy()
    expect(second).toMatchObject({ status: 200 })
    expect((await stopped).code, server.output()).toBe(0)
  })
})

test('SIGTERM: connections a client opened and sent nothing on (browsers open some ahead of need) do not hold the stop', async () => {
  test.setTimeout(90_000)
  await withServer(async (server) => {
    // Opened ahead of need and left waiting, as a browser's spare connections are.
    const spare = await Promise.all(
      Array.from(
        { length: 2 },
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect(server.port, '127.0.0.1', () => resolve(socket))
            socket.once('error', reject)
          }),
      ),
    )
    const closedByServer = spare.map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())))
    for (const socket of spare) socket.on('error', () => {})
    const stopped = await stopServer(server.child, 'SIGTERM')
    expect(stopped.code, server.output()).toBe(0)
    expect(stopped.ms).toBeLessThan(5_000)
    await Promise.all(closedByServer)
  })
})

test('SIGTERM under load: every request already sent is answered, every acknowledged write is kept', async () => {
  test.setTimeout(120_000)
  await withServer(async (server, dataPath) => {
    const base = server.baseURL
    // The demo provider, signed in through the code outbox, creates services while pages render.
    const destination = 'provider@example.com'
    expect((await fetch(`${base}/v2/auth/check-otp/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: destination }) })).ok).toBe(true)
    const { otp } = (await (await fetch(`${base}/v2/dev/outbox/latest?destination=${encodeURIComponent(destination)}`)).json()) as { otp: string }
    const login = await fetch(`${base}/v2/auth/login/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: destination, otp }) })
    const { access_token: token } = (await login.json()) as { access_token: string }

    const agent = new Agent({ keepAlive: true, maxSockets: 24 })
    const outcomes: Outcome[] = []
    const created: string[] = []
    let signalledAt = Number.POSITIVE_INFINITY
    const loop = async (i: number) => {
      // Each connection keeps asking until the server stops taking connections.
      for (;;) {
        const writes = i < 4
        const outcome = writes
          ? await send(agent, `${base}/v2/service`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify(serviceInput({ title: `ระหว่างปิด ${i} ${uniqueSuffix()}` })),
            })
          : await send(agent, `${base}/tutoring?load=${i}`, { headers: i % 2 ? { 'cache-control': 'no-cache' } : {} })
        outcomes.push(outcome)
        if ('status' in outcome && writes && outcome.status === 201) created.push((JSON.parse(outcome.body) as { _id: string })._id)
        if ('error' in outcome) return
      }
    }
    const loops = Array.from({ length: 20 }, (_, i) => loop(i))
    await expect.poll(() => outcomes.length, { timeout: 30_000 }).toBeGreaterThan(40)
    signalledAt = Date.now()
    const stopped = await stopServer(server.child, 'SIGTERM')
    await Promise.all(loops)
    agent.destroy()
    expect(stopped.code, server.output()).toBe(0)

    // Answered across the stop: requests were still being answered after the signal.
    expect(outcomes.filter((o) => 'status' in o && o.at > signalledAt).length).toBeGreaterThan(0)
    for (const o of outcomes) if ('status' in o) expect([200, 201]).toContain(o.status)
    // The only refusals are new connections once the server stopped listening: nothing reset.
    const errors = outcomes.filter((o): o is { error: string; at: number } => 'error' in o).map((o) => o.error)
    expect(errors.length).toBe(20)
    expect(new Set(errors)).toEqual(new Set(['ECONNREFUSED']))

    // Every service the server acknowledged is there after a restart.
    expect(created.length).toBeGreaterThan(0)
    const again = await startServer(dataPath, {}, { port: server.port })
    for (const id of created) {
      const mine = await fetch(`${again.baseURL}/v2/service/view/${id}?offset-gmt=7`)
      expect(mine.status, id).toBe(200)
    }
    expect((await stopServer(again.child, 'SIGTERM')).code).toBe(0)
  })
})
