import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import postgres from 'postgres'
import { startServer, stopServer, tempDataDir, type RunningServer } from './support/server'

// WEB_CONCURRENCY: several processes of the server on one port, as separate instances are.
// Needs PostgreSQL at 127.0.0.1:5432 (TEST_DATABASE_URL) and Redis at 127.0.0.1:6379
// (TEST_REDIS_URL), which `.ci/run` starts when they are not running.
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** The process ids that said they listen, in the order they said it. */
const listeningPids = (server: RunningServer) => [...server.output().matchAll(/listening on http:\/\/localhost:\d+ \{"pid":(\d+)\}/g)].map((m) => Number(m[1]))

async function until(check: () => boolean, what: string, ms = 30_000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test('WEB_CONCURRENCY=2 on PostgreSQL and Redis serves from two processes, starts another when one dies, and stops cleanly', async () => {
  test.setTimeout(120_000)
  const name = `test_wc_${randomBytes(5).toString('hex')}`
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  const data = tempDataDir()
  let server: RunningServer | undefined
  try {
    server = await startServer(data.path, { DATABASE_URL: url.toString(), REDIS_URL, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info', AUTH_SECRET: randomBytes(32).toString('hex') })
    const running = server
    expect(running.output()).toContain('starting 2 server processes')
    await until(() => listeningPids(running).length === 2, 'both processes to listen')
    const [first, second] = listeningPids(running) as [number, number]
    expect(first).not.toBe(second)
    expect([first, second]).not.toContain(running.child.pid)

    const pageAndApi = async () => {
      const [page, api] = await Promise.all([fetch(`${running.baseURL}/`), fetch(`${running.baseURL}/v2/category?level=1`)])
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<html lang="th"')
      expect(api.status).toBe(200)
    }
    for (let i = 0; i < 10; i++) await pageAndApi()

    // One process dies: the other keeps answering, and a new one takes the dead one's place.
    process.kill(first, 'SIGKILL')
    await until(() => listeningPids(running).length === 3, 'a new process to listen')
    expect(running.output()).toContain('a server process ended; starting another')
    const third = listeningPids(running)[2]!
    expect([first, second]).not.toContain(third)
    for (let i = 0; i < 10; i++) await pageAndApi()

    const stopped = await stopServer(running.child, 'SIGTERM')
    expect(stopped.code, running.output()).toBe(0)
    server = undefined
    // Neither process is left behind.
    for (const pid of [second, third]) expect(() => process.kill(pid, 0)).toThrow()
  } finally {
    if (server) server.child.kill('SIGKILL')
    data.remove()
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
})

test('WEB_CONCURRENCY above 1 without PostgreSQL and Redis refuses to start with one line saying what it needs', async () => {
  const data = tempDataDir()
  try {
    for (const env of [{ WEB_CONCURRENCY: '2' }, { WEB_CONCURRENCY: '2', DATABASE_URL: PG_URL }]) {
      const result = spawnSync(process.execPath, ['dist/backend/main.js'], { env: { ...process.env, ...env, DATA_DIR: data.path, PORT: '0', NODE_ENV: 'test' }, encoding: 'utf8', timeout: 30_000 })
      expect(result.status).toBe(1)
      const lines = result.stderr.trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain('DATABASE_URL and REDIS_URL (WEB_CONCURRENCY above 1 needs both)')
    }
  } finally {
    data.remove()
  }
})
