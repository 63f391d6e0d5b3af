// `npm run profile:render -- <path> [seconds] [--signed-in]` (`{n}` in the path: see
// `address`): where the server's time goes while it renders one page over and over. Starts the
// built server (`npm run build` first) under Node's CPU profiler with a fresh data folder and the
// page cache off, loads `<path>` at a different address each time (an ignored `bench`
// parameter, so no cache answers it) over 16 connections, stops the server, and prints the load's
// figures and the profile of the loaded window (startup left out): self time by package or bundle
// file, the heaviest functions by their own time, and by their time with what they call. The raw
// profiles are kept (their folder is printed) for Chromium's DevTools (Performance panel, "Load
// profile").
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from './build-state.mjs'
import { startBuiltServer } from './lib/built-server.mjs'
import { demoConsumerCookie } from './lib/demo-sign-in.mjs'
import { loadTest } from './lib/load.mjs'

const args = process.argv.slice(2)
const path = args.find((a) => a.startsWith('/'))
const seconds = Number(args.find((a) => /^\d+$/.test(a)) ?? 10)
const signedIn = args.includes('--signed-in')
if (!path) {
  console.error('usage: npm run profile:render -- <path> [seconds] [--signed-in]')
  process.exit(2)
}
const WARMUP_S = 2

const profileDir = mkdtempSync(join(tmpdir(), 'marketplace-profile-'))
const server = await startBuiltServer({
  root,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  env: { PAGE_CACHE_SECONDS: '0' },
  output: 'inherit',
})
const { baseUrl } = server
try {
  const headers = signedIn ? { cookie: await demoConsumerCookie(baseUrl) } : {}
  // `{n}` in the path stands for the request's number (e.g. `max={n}`: a new search each time);
  // without it an ignored `bench` parameter makes each address new.
  const address = (n) =>
    path.includes('{n}') ? `${baseUrl}${path.replaceAll('{n}', String(2_000 + n))}` : `${baseUrl}${path}${path.includes('?') ? '&' : '?'}bench=${n}`
  const figures = await loadTest(address, { connections: 16, durationMs: seconds * 1000, warmupMs: WARMUP_S * 1000, headers })
  console.log(`${path}${signedIn ? ' (signed in)' : ''}: ${Math.round(figures.rps)} requests/s, p50 ${Math.round(figures.p50)} ms, p99 ${Math.round(figures.p99)} ms, statuses ${JSON.stringify(figures.statuses)}`)
} finally {
  // The profiles are written as it exits.
  await server.stop()
}
// One profile a thread, named CPU.<date>.<time>.<pid>.<thread id>.<sequence>.cpuprofile; thread 0
// is the main thread, where pages render (others are only Node's own).
const profiles = readdirSync(profileDir)
  .filter((name) => name.endsWith('.cpuprofile'))
  .map((name) => ({ name, thread: Number(name.split('.').at(-3)) }))
  .sort((a, b) => a.thread - b.thread)
for (const { name, thread } of profiles.filter((p) => p.thread === 0)) {
  console.log(`\n${thread === 0 ? 'main thread' : `thread ${thread}`}:`)
  summarize(JSON.parse(readFileSync(join(profileDir, name), 'utf8')), seconds)
}
console.log(`profiles: ${profileDir}`)

/** Where a sampled frame belongs: a package, a bundle file of the build, Node itself, or V8. */
function placeOf(frame) {
  const url = frame.url || ''
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]
  if (url.includes('dist/server/')) return `page render: ${url.split('dist/server/')[1].replace(/-[\w-]{8}\.js$/, '')}`
  if (url.includes('dist/backend/')) return `backend: ${url.split('dist/backend/')[1]}`
  return url.startsWith('node:') ? url : url.split('/').slice(-2).join('/')
}

/** Self time of the loaded window (the last `seconds`, less the shutdown), by place and by function. */
function summarize(profile, seconds) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  const nameOf = (frame) => `${frame.functionName || '(anonymous)'}  ${placeOf(frame)}:${frame.lineNumber + 1}`
  const withCallees = new Map()
  const from = profile.endTime - (seconds + 0.2) * 1e6
  const to = profile.endTime - 0.2e6
  const byPlace = new Map()
  const byFunction = new Map()
  let busy = 0
  let at = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]
    const spent = profile.timeDeltas[i + 1] ?? 0
    const frame = nodes.get(profile.samples[i]).callFrame
    if (at < from || at > to || frame.functionName === '(idle)') continue
    busy += spent
    const place = placeOf(frame)
    byPlace.set(place, (byPlace.get(place) ?? 0) + spent)
    const name = nameOf(frame)
    byFunction.set(name, (byFunction.get(name) ?? 0) + spent)
    // Each function on the sample's stack once (a recursive one is not counted twice).
    const onStack = new Set()
    for (let id = profile.samples[i]; id !== undefined; id = parents.get(id)) onStack.add(nameOf(nodes.get(id).callFrame))
    for (const caller of onStack) withCallees.set(caller, (withCallees.get(caller) ?? 0) + spent)
  }
  const share = (us) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`
  console.log(`\nbusy ${(busy / 1e6).toFixed(1)} s of the ${seconds} s loaded; self time by place:`)
  for (const [place, us] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${share(us)}  ${place}`)
  console.log('heaviest functions (self time):')
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${share(us)}  ${name}`)
  console.log('heaviest functions with what they call:')
  const entries = [...withCallees].filter(([name]) => !name.startsWith('(root)')).sort((a, b) => b[1] - a[1])
  for (const [name, us] of entries.slice(0, 25)) console.log(`  ${share(us)}  ${name}`)
}
