import { test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '~/scripts/free-port.mjs'

export type RunningServer = { child: ChildProcess; port: number; baseURL: string; output: () => string }

/**
 * Starts the built server (`dist/backend/main.js` under `root`, by default the repository's own
 * build) as its own process and waits for /healthz.
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  { port, root, waitMs = 60_000 }: { port?: number; root?: string; waitMs?: number } = {},
): Promise<RunningServer> {
  const chosen = port ?? (await freePort())
  const child = spawn(process.execPath, [root ? join(root, 'dist', 'backend', 'main.js') : 'dist/backend/main.js'], {
    // Every request comes from this one address: its shares of page renders and API calls are raised unless a spec sets them.
    env: { ...process.env, PORT: String(chosen), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn', PAGE_RENDERS_PER_MINUTE: '1000000', API_REQUESTS_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  const baseURL = `http://127.0.0.1:${chosen}`
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return { child, port: chosen, baseURL, output: () => output }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not become healthy:\n${output}`)
}

/** Sends a signal and answers the exit code and how long the exit took. */
export function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  const started = Date.now()
  return new Promise<{ code: number | null; ms: number }>((resolve) => {
    if (child.exitCode !== null) return resolve({ code: child.exitCode, ms: 0 })
    child.once('exit', (code) => resolve({ code, ms: Date.now() - started }))
    child.kill(signal)
  })
}

export function tempDataDir(): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'marketplace-e2e-'))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

/**
 * A server of the spec's own (its own data folder, these settings), started before the spec's
 * tests and stopped after them. Call at the top of the spec; the answer gives the running server.
 */
export function serverForSpec(env: Record<string, string>): () => RunningServer {
  const data = tempDataDir()
  let server: RunningServer | undefined
  test.beforeAll(async () => {
    // A fresh database is created and seeded first: a minute or two on a busy machine.
    test.setTimeout(130_000)
    server = await startServer(data.path, env, { waitMs: 120_000 })
  })
  test.afterAll(async () => {
    if (server) await stopServer(server.child)
    data.remove()
  })
  return () => {
    if (!server) throw new Error('the spec server is not running (used outside a test of the spec?)')
    return server
  }
}

/**
 * The backend calls a server logged (LOG_LEVEL=debug: one `request` line per call, the calls of
 * its own page renders included) after the first `from` characters of its output, each as
 * `METHOD /path status`.
 */
export function loggedCalls(server: RunningServer, from = 0): string[] {
  return server
    .output()
    .slice(from)
    .split('\n')
    .flatMap((line) => {
      const fields = /^\S+ DEBUG request (\{.*\})$/.exec(line)?.[1]
      if (!fields) return []
      const { method, path, status } = JSON.parse(fields) as { method: string; path: string; status: number }
      return [`${method} ${path} ${status}`]
    })
}
