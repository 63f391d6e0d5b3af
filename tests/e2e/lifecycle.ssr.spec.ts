import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test } from '@playwright/test'
import { freePort } from '../../scripts/free-port.mjs'

// The production server as a process: SIGTERM exits 0 within 5 s, and a restart keeps the data.

async function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['dist/backend/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (res.ok) return { child, output: () => output }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not become healthy:\n${output}`)
}

function stop(child: ChildProcess, signal: NodeJS.Signals) {
  const started = Date.now()
  return new Promise<{ code: number | null; ms: number }>((resolve) => {
    child.once('exit', (code) => resolve({ code, ms: Date.now() - started }))
    child.kill(signal)
  })
}

test('SIGTERM exits 0 within 5 s and a restart keeps the data', async () => {
  test.setTimeout(90_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-lifecycle-'))
  try {
    const port = await freePort()
    const first = await startServer(dataDir, port)
    const terms = await (await fetch(`http://127.0.0.1:${port}/v2/contents/terms`)).json()
    expect(terms.title).toMatch(/[\u0E00-\u0E7F]/)
    const stopped = await stop(first.child, 'SIGTERM')
    expect(stopped.code, first.output()).toBe(0)
    expect(stopped.ms).toBeLessThan(5_000)

    // Change the stored data while the server is down: a restart must neither lose nor re-seed it.
    const db = new PGlite(join(dataDir, 'pglite'))
    await db.query(`update contents set title = 'แก้ไขแล้ว' where key = 'terms'`)
    await db.close()

    const second = await startServer(dataDir, port)
    const after = await (await fetch(`http://127.0.0.1:${port}/v2/contents/terms`)).json()
    expect(after.title).toBe('แก้ไขแล้ว')
    const interrupted = await stop(second.child, 'SIGINT')
    expect(interrupted.code, second.output()).toBe(0)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})
