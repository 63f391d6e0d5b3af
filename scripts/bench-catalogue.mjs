// `npm run bench:catalogue [-- <extra reviews>]`: how the catalogue's API calls hold up as reviews
// pile up. Starts the built server (`npm run build` first) on a fresh data folder, which seeds the
// catalogue (about 200 reviews), and loads three calls, each at a different address every request
// (so nothing cached answers): a keyword search, a category's browse page and one service's page.
// Then it stops the server, adds `extra` reviews (20,000 by default) spread over the seeded
// services straight into its embedded database, starts it again and loads the same calls.
// Prints requests/s and latency for each call at both sizes (with the reviews the catalogue shows:
// those of its public services): a catalogue that reads every review for each answer slows down
// with the second; one that keeps its totals does not.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { root } from './build-state.mjs'
import { startBuiltServer } from './lib/built-server.mjs'
import { loadTest } from './lib/load.mjs'

const extra = Number(process.argv[2] ?? 20_000)
if (!Number.isInteger(extra) || extra < 0) {
  console.error('usage: npm run bench:catalogue [-- <extra reviews>]')
  process.exit(2)
}
const TUTORING = '65f100000000000000000001'
const SERVICE = '65a000000000000000000001'
const CALLS = [
  // A price ceiling that differs every request: a new search each time.
  { name: 'keyword search', path: (n) => `/v2/search/services?keyword=%E0%B8%84%E0%B8%93%E0%B8%B4%E0%B8%95&price_max=${2_000 + n}` },
  { name: 'browse a category', path: (n) => `/v2/search/browse/${TUTORING}?limit=20&skip=${n % 2}` },
  { name: 'one service', path: (n) => `/v2/service/view/${SERVICE}?offset-gmt=${(n % 25) - 12}` },
]

const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-bench-catalogue-'))
try {
  const rows = []
  for (const size of ['seeded', 'more reviews']) {
    if (size === 'more reviews') await addReviews(join(dataDir, 'pglite'), extra)
    const server = await startServer()
    try {
      const reviews = await server.reviews()
      for (const call of CALLS) {
        const figures = await loadTest((n) => `${server.baseUrl}${call.path(n)}`, { connections: 8, durationMs: 6_000, warmupMs: 1_500 })
        rows.push({ reviews, call: call.name, rps: Math.round(figures.rps), p50: figures.p50.toFixed(1), p99: figures.p99.toFixed(1), failed: figures.failed })
      }
    } finally {
      await server.stop()
    }
  }
  console.log('reviews shown  call               requests/s  p50 ms  p99 ms  not 200')
  for (const r of rows) console.log(`${String(r.reviews).padEnd(13)} ${r.call.padEnd(18)} ${String(r.rps).padStart(10)} ${r.p50.padStart(7)} ${r.p99.padStart(7)} ${String(r.failed).padStart(8)}`)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

/** The built server on `dataDir` (kept across the two starts), as every bench starts it (scripts/lib/built-server.mjs). */
async function startServer() {
  const server = await startBuiltServer({ root, dataDir })
  const { baseUrl } = server
  return {
    baseUrl,
    // The reviews the catalogue shows: those of every public service, summed over their cards.
    reviews: async () => {
      let total = 0
      for (let skip = 0; ; skip += 50) {
        const page = await (await fetch(`${baseUrl}/v2/search/services?limit=50&skip=${skip}`)).json()
        total += page.items.reduce((sum, s) => sum + s.rating.count, 0)
        if (skip + 50 >= page.total) return total
      }
    },
    stop: server.stop,
  }
}

/** `count` more reviews by the seeded users, spread evenly over the seeded services. */
async function addReviews(pgliteDir, count) {
  const db = new PGlite(pgliteDir)
  try {
    await db.query(
      `insert into reviews (id, service_id, reviewer_id, rating, text)
       select 'ee' || lpad(to_hex(i), 22, '0'), s.ids[1 + i % array_length(s.ids, 1)], u.ids[1 + i % array_length(u.ids, 1)], 1 + i % 5, 'ดีมาก'
       from generate_series(1, $1::int) i, (select array_agg(id order by id) ids from services) s, (select array_agg(id order by id) ids from users) u`,
      [count],
    )
  } finally {
    await db.close()
  }
}
