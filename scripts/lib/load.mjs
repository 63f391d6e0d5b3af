// A small, bounded HTTP load generator for `npm run bench:web`: N connections (keep-alive sockets)
// each send one GET after another until the time is up; latencies are measured per request from
// send to the last byte. It only ever talks to 127.0.0.1.
import http from 'node:http'

const MAX_REQUESTS = 1_000_000

/**
 * Runs GET `url` for `durationMs` over `connections` kept-alive connections, after a warm-up of
 * `warmupMs` whose requests are not counted. Answers requests per second, latency percentiles
 * (ms) how many answers were not the expected status, and the count of each status (or error code).
 * `url` may be a function of the request's number, for a different address every time (so no
 * cache on the server can answer it).
 */
export async function loadTest(url, { connections = 32, durationMs = 10_000, warmupMs = 2_000, headers = {}, expectStatus = 200 } = {}) {
  const urlFor = typeof url === 'function' ? url : () => url
  const local = (target) => {
    if (target.hostname !== '127.0.0.1' || target.protocol !== 'http:') throw new Error(`load tests only run against http://127.0.0.1 (got ${target.href})`)
    return target
  }
  local(new URL(urlFor(0)))
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  let requests = 0
  const once = () =>
    new Promise((resolve) => {
      const target = local(new URL(urlFor(++requests)))
      const started = performance.now()
      const req = http.get(target, { agent, headers: { ...headers, accept: 'text/html' } }, (res) => {
        res.on('data', () => {})
        res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === expectStatus, status: String(res.statusCode) }))
        res.on('error', (error) => resolve({ ms: performance.now() - started, ok: false, status: error.code ?? 'error' }))
      })
      req.on('error', (error) => resolve({ ms: performance.now() - started, ok: false, status: error.code ?? 'error' }))
    })
  const run = async (ms, record) => {
    const deadline = performance.now() + ms
    let sent = 0
    const worker = async () => {
      while (performance.now() < deadline && sent < MAX_REQUESTS) {
        sent++
        const result = await once()
        if (record) record(result)
      }
    }
    const started = performance.now()
    await Promise.all(Array.from({ length: connections }, worker))
    return (performance.now() - started) / 1000
  }
  try {
    await run(warmupMs, null)
    const latencies = []
    let failed = 0
    const statuses = {}
    const seconds = await run(durationMs, (r) => {
      latencies.push(r.ms)
      statuses[r.status] = (statuses[r.status] ?? 0) + 1
      if (!r.ok) failed++
    })
    latencies.sort((a, b) => a - b)
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? null
    return { connections, seconds, requests: latencies.length, failed, statuses, rps: latencies.length / seconds, p50: pct(50), p99: pct(99), max: latencies.at(-1) ?? null }
  } finally {
    agent.destroy()
  }
}
