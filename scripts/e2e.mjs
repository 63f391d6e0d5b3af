// `npm run test:e2e`: finds (or installs) Chromium, makes sure the production build is current,
// then runs the Playwright suite against the built server on a free port with a fresh data folder.
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
const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-e2e-'))
const port = await freePort()
const otherOrigin = otherOriginSiteNeeded(process.argv.slice(2)) ? await prepareOtherOriginSite() : null
// One seed for the run's fuzz tests, the same in every Playwright worker; FUZZ_SEED=<n> replays one.
const fuzzSeed = process.env.FUZZ_SEED || String(randomInt(2 ** 31))
console.log(`fuzz seed: ${fuzzSeed} (replay with FUZZ_SEED=${fuzzSeed})`)
const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js')
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    FUZZ_SEED: fuzzSeed,
    ...(otherOrigin ? { E2E_OTHER_ORIGIN_SITE: otherOrigin.dir, E2E_OTHER_ORIGIN_BACKEND_PORT: String(otherOrigin.backendPort) } : {}),
  },
})
rmSync(dataDir, { recursive: true, force: true })
if (otherOrigin) rmSync(otherOrigin.dir, { recursive: true, force: true })
process.exit(result.status ?? 1)

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
