// `npm run bench:compare -- <path> [--signed-in] [--header 'name: value']... [--against <checkout>]
//   [--a KEY=VALUE]... [--b KEY=VALUE]... [--rounds N] [--seconds S] [--warm S] [--all-cores]`: two servers side by side, to tell whether a change made a
// page cheaper on a machine whose speed drifts more than most changes move it. A is this checkout's
// build (built when needed); B is the build of another checkout (`--against`, built there first,
// e.g. a `git worktree` of the commit before), or this build again with other settings (`--b
// WEB_CONCURRENCY=2`). Each server starts on a free port with a fresh data folder, as
// `npm run bench:web` starts it, and is loaded for `--warm` seconds (a fresh server's threads keep
// compiling a page's code for some 18 s of load). Then the page is loaded on each in rounds of
// `--seconds`, in the order A B B A A B ..., so that a drift of the machine's speed weighs on both
// alike; each round prints its requests/s, p99 and CPU a request (the whole process, and by
// thread: the main thread, then the others, busiest first), and the end prints each side's mean.
// The page is asked at a new address every request (an ignored `bench` parameter, or `{n}` in the
// path, as `npm run profile:render` takes it), so each request is rendered, unless
// `--same-address` asks the path itself every time (a page the page cache keeps); `--header` adds a
// request header to both sides' requests (`--header 'accept-encoding: br'`, as a browser asks).
// The servers run on one core, the load on the others (taskset). Linux only (/proc).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { buildNeeded, root } from './build-state.mjs'
import { startBuiltServer } from './lib/built-server.mjs'
import { demoConsumerCookie } from './lib/demo-sign-in.mjs'
import { loadTest } from './lib/load.mjs'
import { threadCpuSeconds } from './lib/process-cpu.mjs'

const USAGE =
  "usage: npm run bench:compare -- <path> [--signed-in] [--same-address] [--header 'name: value']... [--against <checkout>] [--a KEY=VALUE]... [--b KEY=VALUE]... [--rounds N] [--seconds S] [--warm S] [--all-cores]"
const CONNECTIONS = 32
const SETTLE_SECONDS = 2

// One core for the servers (the last one; each side's every thread, and only one side is loaded at
// a time) and the others for this process, which makes the load: a page's cost is then its own
// server's alone, on one core, as it would be for one process of WEB_CONCURRENCY per core.
// `--all-cores` leaves every process free to use every core (to compare WEB_CONCURRENCY settings).
const options = parseArguments(process.argv.slice(2))
const cores = options.allCores ? 1 : availableParallelism()
if (cores > 1) execFileSync('taskset', ['-a', '-p', '-c', `0-${cores - 2}`, String(process.pid)], { stdio: 'ignore' })
function pinToServerCore(pid) {
  if (cores > 1) execFileSync('taskset', ['-a', '-p', '-c', String(cores - 1), String(pid)], { stdio: 'ignore' })
}
const sides = [
  { name: 'A', root, env: options.a },
  { name: 'B', root: options.against ?? root, env: options.b },
]
for (const side of sides) side.label = `${side.name}: ${side.root === root ? 'this build' : side.root}${Object.keys(side.env).length ? ` ${Object.entries(side.env).map(([k, v]) => `${k}=${v}`).join(' ')}` : ''}`

const cleanups = []
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanup().finally(() => process.exit(130)))

let exitCode = 0
try {
  const reason = buildNeeded()
  if (reason) {
    console.error(`building (${reason})…`)
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: ['ignore', 2, 2] })
  }
  if (!existsSync(join(sides[1].root, 'dist', 'backend', 'main.js'))) throw new Error(`${sides[1].root} has no build: run npm run build there first`)
  for (const side of sides) Object.assign(side, await startServer(side), { rounds: [] })

  let request = 0
  const address = (side) => () => {
    request++
    if (options.sameAddress) return `${side.baseUrl}${options.path}`
    return options.path.includes('{n}')
      ? `${side.baseUrl}${options.path.replaceAll('{n}', String(2_000 + request))}`
      : `${side.baseUrl}${options.path}${options.path.includes('?') ? '&' : '?'}bench=${request}`
  }
  const load = (side, seconds) => loadTest(address(side), { connections: CONNECTIONS, durationMs: seconds * 1000, warmupMs: 0, headers: side.headers })

  const asked = Object.entries(options.headers).map(([name, value]) => `, ${name}: ${value}`).join('')
  console.log(`${options.path}${options.signedIn ? ' (signed in)' : ''}${options.sameAddress ? ' (the same address each time)' : ''}${asked}: ${CONNECTIONS} connections, ${options.rounds} rounds of ${options.seconds} s each side, after ${options.warm} s of warm-up`)
  for (const side of sides) console.log(`  ${side.label}`)
  for (const side of sides) await load(side, options.warm)

  for (let round = 0; round < options.rounds; round++) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      await load(side, SETTLE_SECONDS)
      const before = threadCpuSeconds(side.pid)
      const figures = await load(side, options.seconds)
      const after = threadCpuSeconds(side.pid)
      const perRequest = (seconds) => (seconds * 1000) / figures.requests
      const main = perRequest((after.get(side.pid) ?? 0) - (before.get(side.pid) ?? 0))
      const others = [...after]
        .filter(([tid]) => tid !== side.pid)
        .map(([tid, seconds]) => perRequest(seconds - (before.get(tid) ?? 0)))
        .filter((ms) => ms >= 0.01)
        .sort((x, y) => y - x)
      const total = main + others.reduce((sum, ms) => sum + ms, 0)
      side.rounds.push({ rps: figures.rps, cpu: total })
      const failed = figures.failed ? `, ${figures.failed} not 200: ${JSON.stringify(figures.statuses)}` : ''
      console.log(
        `${side.name}  ${String(Math.round(figures.rps)).padStart(5)} requests/s  p99 ${String(Math.round(figures.p99)).padStart(4)} ms  ` +
          `CPU a request ${total.toFixed(2)} ms (main thread ${main.toFixed(2)}; others ${others.map((ms) => ms.toFixed(2)).join(' ')})${failed}`,
      )
    }
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
  const [a, b] = sides.map((side) => ({ cpu: mean(side.rounds.map((r) => r.cpu)), rps: mean(side.rounds.map((r) => r.rps)) }))
  console.log(`A: mean ${a.cpu.toFixed(3)} ms of CPU a request, ${Math.round(a.rps)} requests/s`)
  console.log(`B: mean ${b.cpu.toFixed(3)} ms of CPU a request, ${Math.round(b.rps)} requests/s`)
  console.log(`B against A: CPU a request ${signed((100 * (b.cpu - a.cpu)) / a.cpu)}%, requests/s ${signed((100 * (b.rps - a.rps)) / a.rps)}%`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  await cleanup()
}
process.exit(exitCode)

function signed(value) {
  return `${value >= 0 ? '+' : ''}${value.toFixed(1)}`
}

/** A side's built server, as every bench starts it (scripts/lib/built-server.mjs), with the side's settings. */
async function startServer(side) {
  const server = await startBuiltServer({ root: side.root, env: side.env })
  cleanups.push(server.stop)
  pinToServerCore(server.pid)
  const headers = { ...options.headers, ...(options.signedIn ? { cookie: await demoConsumerCookie(server.baseUrl) } : {}) }
  return { baseUrl: server.baseUrl, pid: server.pid, headers }
}

async function cleanup() {
  while (cleanups.length) await cleanups.pop()()
}

function parseArguments(args) {
  const parsed = { path: undefined, signedIn: false, sameAddress: false, allCores: false, headers: {}, against: undefined, a: {}, b: {}, rounds: 4, seconds: 6, warm: 15 }
  const number = (flag, value) => {
    const n = Number(value)
    if (!Number.isInteger(n) || n < 1) fail(`${flag} takes a whole number above 0 (got ${value})`)
    return n
  }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg === '--signed-in') parsed.signedIn = true
    else if (arg === '--all-cores') parsed.allCores = true
    else if (arg === '--same-address') parsed.sameAddress = true
    else if (arg === '--header') {
      const header = args[++i] ?? ''
      const at = header.indexOf(':')
      if (at < 1) fail(`--header takes 'name: value' (got ${header || 'nothing'})`)
      parsed.headers[header.slice(0, at).trim().toLowerCase()] = header.slice(at + 1).trim()
    } else if (arg === '--against') parsed.against = resolve(args[++i] ?? fail('--against takes a folder'))
    else if (arg === '--a' || arg === '--b') {
      const setting = args[++i] ?? ''
      const at = setting.indexOf('=')
      if (at < 1) fail(`${arg} takes KEY=VALUE (got ${setting || 'nothing'})`)
      parsed[arg.slice(2)][setting.slice(0, at)] = setting.slice(at + 1)
    } else if (arg === '--rounds') parsed.rounds = number(arg, args[++i])
    else if (arg === '--seconds') parsed.seconds = number(arg, args[++i])
    else if (arg === '--warm') parsed.warm = number(arg, args[++i])
    else if (arg.startsWith('/') && parsed.path === undefined) parsed.path = arg
    else fail(`unknown argument ${arg}`)
  }
  if (!parsed.path) fail('a path to load is needed')
  return parsed
}

function fail(message) {
  console.error(`${message}\n${USAGE}`)
  process.exit(2)
}
