import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../free-port.mjs'
import { waitUntilServing } from './serving.mjs'

/**
 * Starts a checkout's built server (`<root>/dist/backend/main.js`) the way the benches measure it,
 * and waits until it answers `/healthz`:
 * - on a free port of 127.0.0.1, with a fresh data folder (removed when it stops), or `dataDir`
 *   (kept: a bench that restarts the server on the same data);
 * - `NODE_ENV=test` and `LOG_LEVEL=warn`;
 * - every request of a bench comes from one address, so that address's shares of renders and of
 *   API calls (`PAGE_RENDERS_PER_MINUTE`, `API_REQUESTS_PER_MINUTE`) are lifted out of the way;
 * - then `env` over all of those, and `nodeArgs` before the script (`--cpu-prof`, `--expose-gc`).
 *
 * What it prints is kept (the last 20,000 characters, shown when it fails to start or to stop
 * cleanly), or passed through with `output: 'inherit'`. Answers `{ baseUrl, pid, output(), stop() }`;
 * `stop()` sends SIGTERM, and SIGKILL if it is still running 10 s later (it drains within 5 s by
 * design), saying so with the end of its output when it did not stop cleanly.
 */
export async function startBuiltServer({ root, env = {}, nodeArgs = [], dataDir, output = 'capture', timeoutMs = 30_000 }) {
  const folder = dataDir ?? mkdtempSync(join(tmpdir(), 'marketplace-bench-'))
  const port = await freePort()
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'dist', 'backend', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PAGE_RENDERS_PER_MINUTE: '1000000',
      API_REQUESTS_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', output === 'inherit' ? 'inherit' : 'pipe'],
  })
  let printed = ''
  const keep = (chunk) => (printed = (printed + chunk.toString()).slice(-20_000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const removeData = () => dataDir === undefined && rmSync(folder, { recursive: true, force: true })

  let stopping
  const stop = () =>
    (stopping ??= new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
      child.once('exit', (code, signal) => {
        clearTimeout(force)
        if (code !== 0) console.error(`the server stopped with ${signal ?? `code ${code}`}${printed ? `; the end of its output:\n${printed.slice(-2_000)}` : ''}`)
        resolve()
      })
      child.kill('SIGTERM')
    }).finally(removeData))

  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitUntilServing(baseUrl, child, { timeoutMs, output: () => printed })
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, pid: child.pid, output: () => printed, stop }
}
