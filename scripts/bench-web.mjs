// `npm run bench:web [-- --json]`: builds when needed, starts the production server on a free port
// with a fresh data folder, and for each page below measures the first-load JavaScript (the same
// measure as the budget test) and runs Lighthouse (mobile, simulated throttling, several runs) in
// the local Chromium. Prints a table, or JSON with --json. Progress goes to stderr so stdout holds
// only the result. Everything runs offline; Chromium and the server are stopped even on failure.
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildNeeded, root } from './build-state.mjs'
import { findChromium } from './find-chromium.mjs'
import { freePort } from './free-port.mjs'
import { startBuiltServer } from './lib/built-server.mjs'
import { buildBareApp, startBareApp } from './lib/bare-start-app.mjs'
import { measureFirstLoadJs } from './lib/first-load-js.mjs'
import { demoConsumerCookie } from './lib/demo-sign-in.mjs'
import { loadTest } from './lib/load.mjs'
import { cpuSeconds } from './lib/process-cpu.mjs'

// Pages Lighthouse measures, as anonymous visitors: the home page, a seeded service page (its
// first picture is the largest paint), the public browse page and the login page. Sign-in routes
// (e.g. /browse) redirect to /login, so they would measure the login page; the table shows where a
// page ended up.
const PATHS = ['/', '/services/65a000000000000000000001', '/tutoring/browse', '/login']
// What each Lighthouse figure is read against (printed beside it, not enforced: the machine's load
// reaches the simulated metrics through the measured main-thread work).
const LIGHTHOUSE_AIM = { performance: 98, lcpMs: 2000 }
// Server-rendering throughput, first-load JS and each route's own JS (what it loads beyond `/`'s
// first load, i.e. beyond the shared shell), next to a bare TanStack Start page built in the same
// run (scripts/lib/bare-start-app.mjs) and measured again between the rows, so each row is read
// against the bare page of its own minutes; beside each row's rate, what a request cost the server
// in CPU time. Signed-in pages are asked as the seeded consumer (signed in through the development
// outbox, as the e2e tests do). Each page is measured twice: as its
// visitors get it (through the server's page cache, PAGE_CACHE_SECONDS: visitors without a
// session share one copy, and so do signed-in visitors of a page that is the same for all of
// them, like the signed-in /browse) and rendered for every request (each request a different address, as many
// distinct pages or filtered searches are, which no page cache can answer; a hard reload,
// `Cache-Control: no-cache`, renders afresh too, but only one at a time per page, so it would not
// measure renders), which is what the page costs the server when the cache cannot help. The
// address varies by a parameter the page ignores (`bench`), or by the page's own (`varies`).
const SSR_PAGES = [
  // The site's own shell with no catalogue data, to tell what the shell costs from what a page adds.
  { path: '/', signedIn: false, fresh: true },
  { path: '/', signedIn: false, fresh: false },
  // The signed-in visitors' own catalogue: the same for all of them (its search answers alike), so
  // they share a render of it, whose header the browser fills in (contract/routes.ts).
  { path: '/browse', signedIn: true, fresh: true },
  { path: '/browse', signedIn: true, fresh: false },
  { path: '/services/65a000000000000000000001', signedIn: false, fresh: true },
  { path: '/services/65a000000000000000000001', signedIn: false, fresh: false },
  // Every filtered search a new address: no cache helps, the catalogue search runs each time. Its
  // aim is its p99 (under 150 ms at 32 connections) rather than its rate.
  { path: '/tutoring/browse?q=%E0%B8%84%E0%B8%93%E0%B8%B4%E0%B8%95&type=private&max=', signedIn: false, fresh: true, varies: (n) => String(2_000 + n), p99AimMs: 150, shareAim: 'its aim is its p99' },
]
const SSR_CONNECTIONS = 32
const SSR_SECONDS = 10
const SSR_WARMUP_SECONDS = 2
// The bare page's measurement between two rows, what each row is read against (with the one before it).
const SSR_BARE_BETWEEN_SECONDS = 5
// A fresh server costs more a request until it has compiled its code and grown its heap: measured,
// `/` rendered every time went from 6.5 ms of CPU a request in its first 3 s to about 3 ms after
// 15 s (some 7,000 renders), the bare page from 1.75 to 0.8 ms
// after 3 s (some 4,000 requests). So every page is loaded this long before the first row.
const SERVER_WARMUP_SECONDS_PER_PAGE = 4
// The aims these figures are read against (printed, not enforced: the machine's load varies).
const AIM = { throughputShareOfBare: 0.5, p99Ms: 200, ownJsGzip: 50 * 1024 }
// Lighthouse's performance score moves from run to run (CPU contention on this machine reaches the
// simulated metrics through the measured main-thread work): report the median and the spread.
const LIGHTHOUSE_RUNS = 3
const CATEGORIES = [
  { id: 'performance', label: 'performance' },
  { id: 'accessibility', label: 'accessibility' },
  { id: 'best-practices', label: 'best practices' },
  { id: 'seo', label: 'SEO' },
]
const METRICS = [
  { id: 'first-contentful-paint', key: 'fcp', label: 'First Contentful Paint' },
  { id: 'largest-contentful-paint', key: 'lcp', label: 'Largest Contentful Paint' },
  { id: 'total-blocking-time', key: 'tbt', label: 'Total Blocking Time' },
  { id: 'cumulative-layout-shift', key: 'cls', label: 'Cumulative Layout Shift' },
  { id: 'speed-index', key: 'si', label: 'Speed Index' },
]
// Without these Chromium reaches out to Google (component updates, sync, field trials) and this
// machine has no outside network. chrome-launcher adds its own set on top (see its flags.js).
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu', '--no-first-run', '--disable-sync']

const args = process.argv.slice(2)
const asJson = args.includes('--json')
// Only the server-rendering figures (no Lighthouse), or only Lighthouse and first-load JS (no load
// tests): quicker runs.
const ssrOnly = args.includes('--ssr-only')
const lighthouseOnly = args.includes('--lighthouse-only')
const unknown = args.filter((a) => a !== '--json' && a !== '--ssr-only' && a !== '--lighthouse-only')
if (unknown.length || (ssrOnly && lighthouseOnly)) {
  console.error(`${unknown.length ? `unknown argument ${unknown[0]}` : '--ssr-only and --lighthouse-only exclude each other'}\nusage: node scripts/bench-web.mjs [--json] [--ssr-only | --lighthouse-only]`)
  process.exit(2)
}
const progress = (message) => console.error(message)

// Clean-up steps run last-registered first, once, on success, failure or Ctrl-C.
const cleanups = []
let cleaning
const cleanup = () =>
  (cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step()
      } catch (error) {
        console.error(`clean-up: ${error.message}`)
      }
    }
  })())
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the server and Chromium…`)
    cleanup().finally(() => process.exit(130))
  })
}

/** The built server, as every bench starts it (scripts/lib/built-server.mjs), stopped at clean-up. */
async function startServer() {
  const server = await startBuiltServer({ root })
  cleanups.push(server.stop)
  return server
}

const percent = (score) => (typeof score === 'number' ? Math.round(score * 100) : null)

/** Why a category has no score: the audits inside it that errored. */
function missingScoreReason(lhr, categoryId) {
  const category = lhr.categories[categoryId]
  if (!category) return 'category missing from the report'
  const errors = category.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit?.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'error'}`)
  return errors.length ? errors.join('; ') : 'no score in the report'
}

async function lighthouseRun(url, port, origin) {
  let lhr
  try {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES.map((c) => c.id) })
    lhr = result?.lhr
  } catch (error) {
    return { error: error.message }
  }
  if (!lhr) return { error: 'Lighthouse returned no report' }
  const scores = {}
  const missing = {}
  for (const { id } of CATEGORIES) {
    scores[id] = percent(lhr.categories[id]?.score)
    if (scores[id] === null) missing[id] = missingScoreReason(lhr, id)
  }
  const metrics = {}
  for (const { id, key } of METRICS) metrics[key] = lhr.audits[id]?.numericValue ?? null
  // Every request the page made while Lighthouse loaded it: anything off this server would mean the
  // figures depend on the outside network (which this machine does not have).
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const external = [...new Set(requests.map((r) => r.url).filter((u) => /^(?:https?|wss?):/.test(u) && new URL(u).origin !== origin))]
  return {
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    missing,
    metrics,
    requests: requests.length,
    external,
    warnings: lhr.runWarnings ?? [],
    lighthouseVersion: lhr.lighthouseVersion,
    formFactor: lhr.configSettings?.formFactor,
    throttling: lhr.configSettings?.throttlingMethod,
  }
}

/** The run with the median performance score (Lighthouse's own advice for noisy scores). */
function medianRun(runs) {
  const scored = runs.filter((r) => typeof r.scores?.performance === 'number').sort((a, b) => a.scores.performance - b.scores.performance)
  if (!scored.length) return null
  return scored[Math.floor((scored.length - 1) / 2)]
}

async function benchPage(path, baseUrl, chromePort) {
  progress(`${path}: first-load JS…`)
  const js = await measureFirstLoadJs(baseUrl, path)
  const rel = (url) => (url && new URL(url).origin === baseUrl ? new URL(url).pathname + new URL(url).search : url)
  const runs = []
  for (let i = 1; i <= LIGHTHOUSE_RUNS; i++) {
    progress(`${path}: Lighthouse run ${i}/${LIGHTHOUSE_RUNS}…`)
    let run = await lighthouseRun(new URL(path, baseUrl).href, chromePort, baseUrl)
    // Lighthouse now and then fails to record a trace of a load (NO_NAVSTART, NO_FCP): such a run
    // is tried once more, and reported as failed when that fails too.
    if (run.error) {
      progress(`${path}: run ${i} failed (${run.error}); trying it once more…`)
      run = await lighthouseRun(new URL(path, baseUrl).href, chromePort, baseUrl)
      if (run.error) progress(`${path}: run ${i} failed again: ${run.error}`)
    }
    runs.push(run)
  }
  const median = medianRun(runs)
  const performances = runs.map((r) => r.scores?.performance).filter((s) => typeof s === 'number')
  const aims = median && {
    performance: median.scores.performance !== null && median.scores.performance >= LIGHTHOUSE_AIM.performance,
    lcp: median.metrics.lcp !== null && median.metrics.lcp <= LIGHTHOUSE_AIM.lcpMs,
  }
  return {
    path,
    aims,
    finalPath: rel(js.finalUrl),
    firstLoadJs: {
      gzip: js.total.gzip,
      raw: js.total.raw,
      files: js.total.files,
      entries: js.files.filter((f) => f.entry).length,
      list: js.files.map((f) => ({ path: rel(f.url), entry: f.entry, preloaded: f.preloaded, importedBy: f.importedBy.map(rel), raw: f.raw, gzip: f.gzip })),
      inline: js.inline,
    },
    html: js.html,
    lighthouse: {
      runs: runs.map((r) => ({ ...r, finalUrl: rel(r.finalUrl) })),
      measuredRuns: performances.length,
      median: median && { scores: median.scores, missing: median.missing, metrics: median.metrics, finalUrl: rel(median.finalUrl) },
      performanceSpread: performances.length ? { min: Math.min(...performances), max: Math.max(...performances) } : null,
      external: [...new Set(runs.flatMap((r) => r.external ?? []))],
    },
  }
}

// ---- server rendering: throughput and route JS ---------------------------------------------------

/** Signs the seeded consumer in through the API and the development outbox; answers the cookie header. */
const jsSummary = (js) => ({ gzip: js.total.gzip, raw: js.total.raw, files: js.total.files, urls: js.files.map((f) => new URL(f.url).pathname) })

async function benchSsr(server) {
  const cookie = await demoConsumerCookie(server.baseUrl)
  progress('building the bare TanStack Start reference app…')
  const bare = buildBareApp(root, progress)
  cleanups.push(bare.remove)
  const bareServer = await startBareApp(bare.dir, await freePort())
  cleanups.push(bareServer.stop)
  // A row's load after its warm-up (the warm-up asks addresses of its own, so none of the measured
  // ones is in the page cache), and what each of its requests cost the server's process in CPU
  // time (all its threads), read around the measured seconds only.
  const measure = async (label, url, headers, pid, seconds = SSR_SECONDS) => {
    progress(`${label}: ${SSR_CONNECTIONS} connections for ${seconds} s (after ${SSR_WARMUP_SECONDS} s warm-up)…`)
    await loadTest(typeof url === 'function' ? (n) => url(ROW_WARM_UP_NUMBERS + n) : url, { connections: SSR_CONNECTIONS, durationMs: SSR_WARMUP_SECONDS * 1000, warmupMs: 0, headers })
    const before = cpuSeconds(pid)
    const load = await loadTest(url, { connections: SSR_CONNECTIONS, durationMs: seconds * 1000, warmupMs: 0, headers })
    const after = cpuSeconds(pid)
    return { ...load, cpuMsPerRequest: before === null || after === null || !load.requests ? null : ((after - before) * 1000) / load.requests }
  }
  // The machine's speed drifts over a run's minutes (the bare page alone has made 1237 and 1613
  // requests/s ten minutes apart), so the bare page is measured again between the rows, and each
  // row is read against the mean of the bare page just before it and just after it.
  const bareBetween = () => measure('bare / (between rows)', `${bareServer.baseUrl}/`, {}, bareServer.pid, SSR_BARE_BETWEEN_SECONDS)
  let bareBefore
  const run = async (label, url, headers, pid) => {
    const load = await measure(label, url, headers, pid)
    const bareAfter = await bareBetween()
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2
    bareBefore = bareAfter
    return { ...load, bareRps }
  }
  const shell = await measureFirstLoadJs(server.baseUrl, '/')
  const shellFiles = new Set(shell.files.map((f) => f.url))
  const bareJs = await measureFirstLoadJs(bareServer.baseUrl, '/')
  progress(`warming the bare page up for ${SERVER_WARMUP_SECONDS_PER_PAGE} s…`)
  await loadTest(`${bareServer.baseUrl}/`, { connections: SSR_CONNECTIONS, durationMs: SERVER_WARMUP_SECONDS_PER_PAGE * 1000, warmupMs: 0 })
  const rows = [{ path: 'bare TanStack Start /', bare: true, firstLoadJs: jsSummary(bareJs), ownJs: null, load: await measure('bare /', `${bareServer.baseUrl}/`, {}, bareServer.pid) }]
  bareBefore = rows[0].load
  await warmUp(server.baseUrl, SSR_PAGES, cookie)
  for (const page of SSR_PAGES) {
    const headers = page.signedIn ? { cookie } : {}
    const addressOf = addressesOf(server.baseUrl, page)
    const js = await measureFirstLoadJs(server.baseUrl, new URL(addressOf(0)).pathname + new URL(addressOf(0)).search, { headers })
    if (new URL(js.finalUrl).pathname !== page.path.split('?')[0]) throw new Error(`${page.path} ended up at ${js.finalUrl}`)
    // What the load test will get: a render every time, or the cached copy (checked, not assumed).
    await fetch(addressOf(-1), { headers })
    const pageCache = (await fetch(addressOf(page.fresh ? -2 : -1), { headers })).headers.get('x-page-cache')
    const expected = page.fresh ? 'miss' : 'hit'
    if (pageCache !== expected) throw new Error(`${page.path}: expected x-page-cache ${expected}, got ${pageCache}`)
    const own = js.files.filter((f) => !shellFiles.has(f.url))
    rows.push({
      path: page.path,
      signedIn: page.signedIn,
      how: `${page.signedIn ? 'signed in, ' : ''}${page.fresh ? 'rendered every time' : 'through the page cache'}`,
      p99AimMs: page.p99AimMs ?? AIM.p99Ms,
      // A row read against the share aim, or why not.
      shareAim: page.shareAim ?? true,
      firstLoadJs: jsSummary(js),
      ownJs: { gzip: own.reduce((n, f) => n + f.gzip, 0), raw: own.reduce((n, f) => n + f.raw, 0), files: own.map((f) => ({ path: new URL(f.url).pathname, gzip: f.gzip })) },
      load: await run(`${page.path} (${rows.length}: ${page.signedIn ? 'signed in, ' : ''}${page.fresh ? 'a new address each time' : 'page cache'})`, addressOf, headers, server.pid),
    })
  }
  for (const row of rows) {
    if (row.bare) continue
    row.shareOfBare = row.load.rps / row.load.bareRps
    row.aims = {
      throughput: row.shareAim === true ? row.shareOfBare >= AIM.throughputShareOfBare : null,
      p99: row.load.p99 !== null && row.load.p99 < row.p99AimMs,
      ownJs: row.ownJs.gzip < AIM.ownJsGzip,
    }
  }
  return { connections: SSR_CONNECTIONS, seconds: SSR_SECONDS, warmupSeconds: SSR_WARMUP_SECONDS, bareBetweenSeconds: SSR_BARE_BETWEEN_SECONDS, aim: AIM, rows }
}

/**
 * A page's address for request number `n`: the page itself when it is measured through the page
 * cache, or else a new address every time, by its own varying parameter (`varies`) or by one the
 * page ignores (`bench`).
 */
const addressesOf = (baseUrl, page) => (n) =>
  `${baseUrl}${page.path}${!page.fresh ? '' : page.varies ? page.varies(n) : `${page.path.includes('?') ? '&' : '?'}bench=${n}`}`
// The server's warm-up's addresses are numbered from here, and a row's own warm-up's from the
// next, apart from any a measurement asks for.
const WARM_UP_NUMBERS = 500_000
const ROW_WARM_UP_NUMBERS = 800_000

/**
 * A server that has just started compiles its code as it runs it: before the first measured page, every page is rendered for a while
 * (not counted), so each row measures a warm server, as a server is after its first minute.
 */
async function warmUp(baseUrl, pages, cookie) {
  progress(`warming the server up: every page for ${SERVER_WARMUP_SECONDS_PER_PAGE} s…`)
  for (const page of pages) {
    // Addresses of their own (numbered past the measured ones), rendered each time, cache or not.
    const addressOf = addressesOf(baseUrl, { ...page, fresh: true })
    await loadTest((n) => addressOf(WARM_UP_NUMBERS + n), { connections: SSR_CONNECTIONS, durationMs: SERVER_WARMUP_SECONDS_PER_PAGE * 1000, warmupMs: 0, headers: page.signedIn ? { cookie } : {} })
  }
}

function printSsr(ssr) {
  const ms = (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`)
  const mark = (ok) => (ok ? 'yes' : 'NO')
  const out = [
    '',
    `Server rendering: ${ssr.connections} keep-alive connections for ${ssr.seconds} s each (after ${ssr.warmupSeconds} s warm-up), one page at a time; the site and the bare page each in one process`,
  ]
  const cpu = (v) => (v === null ? 'n/a' : `${v.toFixed(2)} ms`)
  const cells = [['page', 'requests/s', 'share of bare', 'p50', 'p99', 'CPU a request', 'non-200', 'first-load JS gzip', "route's own JS gzip"]]
  for (const r of ssr.rows) {
    cells.push([
      r.path + (r.how ? ` (${r.how})` : ''),
      r.load.rps.toFixed(0),
      r.bare ? '-' : `${Math.round(r.shareOfBare * 100)}% of ${r.load.bareRps.toFixed(0)}`,
      ms(r.load.p50),
      ms(r.load.p99),
      cpu(r.load.cpuMsPerRequest),
      String(r.load.failed),
      kb(r.firstLoadJs.gzip),
      r.ownJs ? `${kb(r.ownJs.gzip)} (${r.ownJs.files.length} files)` : '-',
    ])
  }
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => row[i].length)))
  for (const [i, row] of cells.entries()) {
    out.push(row.map((c, j) => c.padEnd(widths[j])).join('   ').trimEnd())
    if (i === 0) out.push(widths.map((w) => '-'.repeat(w)).join('   '))
  }
  const pages = ssr.rows.filter((r) => !r.bare)
  out.push(`Each page's share is of the bare page's requests/s measured beside it: the mean of the bare page's ${ssr.bareBetweenSeconds} s just before the row and just after it (the first row's before is the bare page's own row). CPU a request: the server process's CPU time (every thread) over the measured seconds, per request.`)
  out.push(`Aims: at least ${ssr.aim.throughputShareOfBare * 100}% of the bare page's requests/s, p99 under ${ssr.aim.p99Ms} ms (or the row's own), own JS under ${kb(ssr.aim.ownJsGzip)} gzipped.`)
  for (const r of pages) {
    // Cut, not rounded, to a tenth of a percent: 49.97% reads 49.9%, so the figure never shows the aim it misses.
    const figure = `${(Math.floor(r.shareOfBare * 1000) / 10).toFixed(1)}%`
    const share = r.shareAim === true ? `${figure} (aim >= ${ssr.aim.throughputShareOfBare * 100}%) ${mark(r.aims.throughput)}` : `${figure} (no aim: ${r.shareAim})`
    const p99 = `${ms(r.load.p99)} (aim < ${r.p99AimMs} ms) ${mark(r.aims.p99)}`
    out.push(`  ${r.path} (${r.how}): share ${share}, p99 ${p99}, own JS ${kb(r.ownJs.gzip)} (aim < ${kb(ssr.aim.ownJsGzip)}) ${mark(r.aims.ownJs)}`)
  }
  const missed = pages.flatMap((r) => Object.entries(r.aims).flatMap(([aim, met]) => (met === false ? [`${r.path} (${r.how}): ${aim}`] : [])))
  out.push(missed.length ? `Aims missed: ${missed.join('; ')}` : 'Every server-rendering aim met.')
  const seen = new Set()
  for (const r of pages) {
    if (seen.has(r.path)) continue
    seen.add(r.path)
    out.push(`Own JS of ${r.path}: ${r.ownJs.files.map((f) => `${f.path.replace(/^\/assets\//, '')} ${kb(f.gzip)}`).join(', ') || 'none'}`)
  }
  console.log(out.join('\n'))
}

// ---- output -----------------------------------------------------------------------------------

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const aimMark = (met) => (met ? 'met' : 'NOT MET')
const seconds = (ms) => (ms === null ? 'not measured' : `${(ms / 1000).toFixed(1)} s`)
const metricText = { fcp: seconds, lcp: seconds, si: seconds, tbt: (ms) => (ms === null ? 'not measured' : `${Math.round(ms)} ms`), cls: (v) => (v === null ? 'not measured' : v.toFixed(3)) }

function scoreText(page, id) {
  const lh = page.lighthouse
  if (!lh.median) return 'not measured'
  const score = lh.median.scores[id]
  if (score === null) return `not measured (${lh.median.missing[id]})`
  if (id !== 'performance') return String(score)
  const { min, max } = lh.performanceSpread
  const of = lh.measuredRuns < LIGHTHOUSE_RUNS ? `${lh.measuredRuns} of ${LIGHTHOUSE_RUNS} runs measured` : `runs ${min}–${max}`
  return `${score} (${of})`
}

function printTable(pages, about) {
  const rows = [
    ['page', (p) => (p.finalPath === p.path ? p.path : `${p.path} → ${p.finalPath}`)],
    ['first-load JS, gzipped', (p) => kb(p.firstLoadJs.gzip)],
    ['first-load JS, raw', (p) => kb(p.firstLoadJs.raw)],
    ['JS files (entry + static chunks)', (p) => `${p.firstLoadJs.files} (${p.firstLoadJs.entries} + ${p.firstLoadJs.files - p.firstLoadJs.entries})`],
    ['inline scripts, gzipped', (p) => `${kb(p.firstLoadJs.inline.gzip)} (${p.firstLoadJs.inline.count} scripts, ${kb(p.firstLoadJs.inline.raw)} raw)`],
    ['HTML, raw / gzipped', (p) => `${kb(p.html.raw)} / ${kb(p.html.gzip)}`],
    ...CATEGORIES.map((c) => [
      `Lighthouse ${c.label}${c.id === 'performance' ? ` (median of ${LIGHTHOUSE_RUNS}; aim >= ${LIGHTHOUSE_AIM.performance})` : ''}`,
      (p) => scoreText(p, c.id) + (c.id === 'performance' && p.aims ? ` ${aimMark(p.aims.performance)}` : ''),
    ]),
    ...METRICS.map((m) => [
      m.key === 'lcp' ? `${m.label} (aim <= ${seconds(LIGHTHOUSE_AIM.lcpMs)})` : m.label,
      (p) => (p.lighthouse.median ? metricText[m.key](p.lighthouse.median.metrics[m.key]) + (m.key === 'lcp' && p.aims ? ` ${aimMark(p.aims.lcp)}` : '') : 'not measured'),
    ]),
    ['requests off this server', (p) => (p.lighthouse.median ? (p.lighthouse.external.length ? p.lighthouse.external.join(', ') : 'none') : 'not measured')],
  ]
  const cells = rows.map(([label, cell], i) => [label, ...pages.map((p) => (!p.error ? cell(p) : i === 0 ? p.path : 'not measured'))])
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => row[i].length)))
  const line = (row) => row.map((cell, i) => cell.padEnd(widths[i])).join('   ').trimEnd()
  const out = []
  out.push(`Web benchmark: production build, Lighthouse ${about.lighthouse ?? '?'} in Chromium ${about.chromium ?? '?'}, ${about.formFactor ?? '?'} with ${about.throttling === 'simulate' ? 'simulated' : (about.throttling ?? '?')} throttling`)
  out.push('Sizes: 1 KB = 1024 bytes; gzip level 9 per file. Lighthouse metrics and other scores come from the median-performance run.')
  out.push('')
  out.push(line(cells[0]))
  out.push(widths.map((w) => '-'.repeat(w)).join('   '))
  for (const row of cells.slice(1)) out.push(line(row))
  out.push('')
  out.push(`Aims: Lighthouse performance >= ${LIGHTHOUSE_AIM.performance} and LCP <= ${seconds(LIGHTHOUSE_AIM.lcpMs)} on each page.`)
  for (const p of pages) {
    if (p.error || !p.lighthouse.median) continue
    const { scores, metrics } = p.lighthouse.median
    out.push(`  ${p.path}: performance ${scores.performance ?? 'n/a'} (aim >= ${LIGHTHOUSE_AIM.performance}) ${aimMark(p.aims.performance)}, LCP ${seconds(metrics.lcp)} (aim <= ${seconds(LIGHTHOUSE_AIM.lcpMs)}) ${aimMark(p.aims.lcp)}`)
  }
  for (const page of pages) {
    out.push('')
    if (page.error) {
      out.push(`${page.path} could not be measured: ${page.error}`)
      continue
    }
    out.push(`First-load JS of ${page.path}:`)
    const list = [...page.firstLoadJs.list].sort((a, b) => Number(b.entry) - Number(a.entry) || b.gzip - a.gzip)
    const width = Math.max(...list.map((f) => f.path.length))
    const how = (f) =>
      [f.entry && 'entry script', f.importedBy.length && `imported by ${f.importedBy.map((p) => p.replace(/^\/assets\//, '')).join(', ')}`, f.preloaded && 'modulepreload']
        .filter(Boolean)
        .join('; ')
    for (const f of list) out.push(`  ${f.path.padEnd(width)}   ${kb(f.gzip).padStart(9)} gzip   ${kb(f.raw).padStart(9)} raw   ${how(f)}`)
    const perRun = page.lighthouse.runs.map((r, i) => `run ${i + 1}: ${r.scores ? CATEGORIES.map((c) => r.scores[c.id] ?? 'n/a').join('/') : 'failed'}${r.error ? ` (${r.error})` : ''}`)
    out.push(`Lighthouse scores per run (${CATEGORIES.map((c) => c.label).join('/')}): ${perRun.join('; ')}`)
    const warnings = [...new Set(page.lighthouse.runs.flatMap((r) => r.warnings ?? []))]
    for (const w of warnings) out.push(`Lighthouse warning: ${w}`)
  }
  console.log(out.join('\n'))
}

// ---- main -------------------------------------------------------------------------------------

const stampMtime = () => {
  try {
    return statSync(join(root, 'dist', '.build-stamp')).mtimeMs
  } catch {
    return 0
  }
}
let exitCode = 0
let stampAtStart = 0
try {
  const chromePath = await findChromium()
  const reason = buildNeeded()
  if (reason) {
    progress(`building (${reason})…`)
    // The build's own output goes to stderr too, keeping stdout for the result.
    try {
      execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: ['ignore', 2, 2] })
    } catch {
      throw new Error('the build failed (its output is above); nothing was measured')
    }
  }
  stampAtStart = stampMtime()
  const server = await startServer()
  progress(`server at ${server.baseUrl}; Chromium ${chromePath}`)
  // Before Chromium starts, so the browser takes no CPU from the load test.
  const ssr = lighthouseOnly ? null : await benchSsr(server)
  const chrome = ssrOnly ? null : await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false })
  if (chrome) cleanups.push(() => chrome.kill())
  // The exact version from the browser itself (the user agent string Lighthouse records is reduced to 156.0.0.0).
  const chromium = !chrome ? null : await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    .then((r) => r.json())
    .then((v) => /\/(\S+)$/.exec(v.Browser ?? '')?.[1] ?? null)
    .catch(() => null)

  const pages = []
  for (const path of ssrOnly ? [] : PATHS) {
    try {
      pages.push(await benchPage(path, server.baseUrl, chrome.port))
    } catch (error) {
      // One page failing (a 404, a parse error) leaves the others' figures standing.
      progress(`${path}: ${error.message}`)
      pages.push({ path, error: error.message })
    }
  }
  const measured = pages.filter((p) => !p.error)

  const firstRun = measured.flatMap((p) => p.lighthouse.runs).find((r) => r.lighthouseVersion)
  const about = { lighthouse: firstRun?.lighthouseVersion ?? null, chromium, formFactor: firstRun?.formFactor ?? null, throttling: firstRun?.throttling ?? null }
  const incomplete = pages.some((p) => p.error || p.lighthouse.measuredRuns < LIGHTHOUSE_RUNS || Object.values(p.lighthouse.median?.scores ?? { x: null }).includes(null))
  const external = measured.some((p) => p.lighthouse.external.length)
  if (asJson) console.log(JSON.stringify({ ...about, runsPerPage: LIGHTHOUSE_RUNS, pages, ssr }, null, 2))
  else {
    if (pages.length) printTable(pages, about)
    if (ssr) printSsr(ssr)
  }
  if (ssr?.rows.some((r) => r.load.failed > 0)) {
    console.error('Some load-test answers were not 200 (column non-200).')
    exitCode = 1
  }
  if (incomplete) {
    console.error('Some figures could not be measured (see above).')
    exitCode = 1
  }
  if (external) console.error('The page requested something off this server during Lighthouse runs (listed above).')
} catch (error) {
  console.error(`bench:web failed: ${error.message}`)
  exitCode = 1
} finally {
  if (stampAtStart && stampMtime() !== stampAtStart) {
    console.error('dist/ was rebuilt while the benchmark ran (another build in this checkout): the figures may mix two builds; run it again.')
    exitCode = 1
  }
  await cleanup()
}
process.exit(exitCode)
