// `node scripts/bench-realtime-joins.mjs <base-url> [tries]` (or BENCH_BASE_URL): against a running
// built server on this machine (outside production), the demo provider enters the seeded booking's
// call first, then the demo consumer, `tries` times in a row (20 by default), each time in two new
// pages (the previous pair closed without leaving, so each join also meets the previous visit's
// presence, as a crash would leave it). Prints how many joins had video flowing both ways within
// 5 s, and how long they took. `measureJoins({ baseUrl, tries })` returns the same to other scripts.
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { DEMO, LAUNCH_ARGS, SEEDED_BOOKING, loopbackOrigin, recordPeerConnections, signIn } from './bench-realtime-long-tasks.mjs'

const JOIN_WITHIN_MS = 5_000
const STEP_TIMEOUT_MS = 30_000

/** Video frames decoded on the page's newest connected connection made at or after `since`. */
function framesSince(page, since) {
  return page.evaluate(async (since) => {
    const pc = (window.__benchPeerConnections ?? []).filter((c) => c.connectionState === 'connected' && c.createdAt >= since).at(-1)
    if (!pc) return 0
    let frames = 0
    ;(await pc.getStats()).forEach((report) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0
    })
    return frames
  }, since)
}

async function inCall(context, origin) {
  const page = await context.newPage()
  await page.goto(`${origin}/session/video-session?booking=${SEEDED_BOOKING}`)
  await page.locator('[role="group"] button').first().waitFor({ timeout: STEP_TIMEOUT_MS })
  return page
}

export async function measureJoins({ baseUrl, tries = 20, chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {}) {
  const origin = loopbackOrigin(baseUrl)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: LAUNCH_ARGS })
  try {
    const contexts = {}
    for (const role of ['provider', 'consumer']) {
      const context = await browser.newContext({ permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 720 } })
      await context.addInitScript(recordPeerConnections)
      await signIn(context, origin, DEMO[role])
      contexts[role] = context
    }
    const joins = []
    for (let i = 0; i < tries; i++) {
      const since = Date.now()
      const provider = await inCall(contexts.provider, origin)
      const consumer = await inCall(contexts.consumer, origin)
      const from = Date.now()
      let ms = null
      for (const deadline = from + JOIN_WITHIN_MS; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
        const [a, b] = await Promise.all([framesSince(provider, since), framesSince(consumer, since)])
        if (a > 10 && b > 10) {
          ms = Date.now() - from
          break
        }
      }
      joins.push(ms)
      await Promise.all([provider.close(), consumer.close()])
    }
    const times = joins.filter((ms) => ms !== null).sort((a, b) => a - b)
    return {
      baseUrl: origin,
      tries,
      connected: times.length,
      withinMs: JOIN_WITHIN_MS,
      p50Ms: times.length ? times[Math.floor((times.length - 1) / 2)] : null,
      maxMs: times.length ? times.at(-1) : null,
      joins,
    }
  } finally {
    await browser.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? process.env.BENCH_BASE_URL
  if (!baseUrl) {
    console.error('usage: node scripts/bench-realtime-joins.mjs <base-url> [tries]   (or BENCH_BASE_URL)')
    process.exit(2)
  }
  try {
    const r = await measureJoins({ baseUrl, tries: Number(process.argv[3] ?? process.env.BENCH_TRIES ?? 20) })
    if (process.argv.includes('--json')) console.log(JSON.stringify(r, null, 2))
    else console.log(`provider-first joins: ${r.connected} of ${r.tries} with video both ways within ${r.withinMs / 1000} s (p50 ${r.p50Ms} ms, slowest ${r.maxMs} ms), ${r.baseUrl}`)
    process.exit(r.connected === r.tries ? 0 : 1)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
