// `npm run test:e2e`: finds (or installs) Chromium, makes sure the production build is current,
// then runs the Playwright suite against the built server on a free port with a fresh data folder:
// the live-session project first on its own, then the rest (each with its own server and data).
import { execFileSync, spawnSync } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildNeeded, root } from './build-state.mjs'
import { findChromium } from './find-chromium.mjs'
import { freePort } from './free-port.mjs'
import { buildOtherOriginSite } from './lib/other-origin-site.mjs'

let chromium
try {
  chromium = await findChromium()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
const reason = buildNeeded()
if (reason) {
  console.log(`building (${reason})…`)
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' })
}
const args = process.argv.slice(2)
const otherOrigin = otherOriginSiteNeeded(args) ? await prepareOtherOriginSite() : null
// One seed for the run's fuzz tests, the same in every Playwright worker; FUZZ_SEED=<n> replays one.
const fuzzSeed = process.env.FUZZ_SEED || String(randomInt(2 ** 31))
console.log(`fuzz seed: ${fuzzSeed} (replay with FUZZ_SEED=${fuzzSeed})`)
const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js')
// The live-session specs (the `session` project: two pages sending and decoding video, one call
// after another) run on their own first, then everything else: beside a call, this 2-core machine
// took 3-5 s to load any page and tests elsewhere ran out of time. A run naming its projects is
// one phase as asked.
const phases = args.some((arg) => arg.startsWith('--project'))
  ? [args]
  : [
      [...args, '--project=session', '--pass-with-no-tests'],
      [...args, '--project=ssr', '--project=mobile', '--project=desktop', '--project=flows', '--pass-with-no-tests'],
    ]
let failed = false
for (const phase of phases) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-e2e-'))
  const result = spawnSync(process.execPath, [cli, 'test', ...phase], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      E2E_PORT: String(await freePort()),
      E2E_DATA_DIR: dataDir,
      FUZZ_SEED: fuzzSeed,
      ...(otherOrigin ? { E2E_OTHER_ORIGIN_SITE: otherOrigin.dir, E2E_OTHER_ORIGIN_BACKEND_PORT: String(otherOrigin.backendPort) } : {}),
    },
  })
  rmSync(dataDir, { recursive: true, force: true })
  if (result.status !== 0) failed = true
}
if (otherOrigin) rmSync(otherOrigin.dir, { recursive: true, force: true })
process.exit(failed ? 1 : 0)

/** Whether the run includes the spec of a site whose backend is on another origin (all specs, or it named). */
function otherOriginSiteNeeded(args) {
  const specs = args.filter((arg) => arg.endsWith('.ts'))
  return specs.length === 0 || specs.some((spec) => spec.includes('session-renewal-other-origin'))
}

/**
 * The site of tests/e2e/session-renewal-other-origin.ssr.spec.ts: a build of its own whose backend is
 * on another origin (VITE_BACKEND_HOST is read at build time), made here before the suite starts, on
 * a quiet machine (built by the spec itself beside the live-session tests, it took minutes). The
 * backend's port is below the range the system hands out for outgoing connections and port 0, so
 * nothing else of the run takes it meanwhile.
 */
async function prepareOtherOriginSite() {
  const backendPort = await freePortBelowEphemeral()
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-site-'))
  console.log('building the other-origin site…')
  buildOtherOriginSite(root, dir, backendPort)
  return { dir, backendPort }
}

/** A free port on 127.0.0.1 between 20000 and 32000. */
async function freePortBelowEphemeral() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = 20_000 + randomInt(12_000)
    const free = await new Promise((resolve) => {
      const srv = createServer()
      srv.once('error', () => resolve(false))
      srv.listen(candidate, '127.0.0.1', () => srv.close(() => resolve(true)))
    })
    if (free) return candidate
  }
  throw new Error('no free port between 20000 and 32000')
}
