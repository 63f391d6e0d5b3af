// `npm run test:e2e`: finds (or installs) Chromium, makes sure the production build is current,
// then runs the Playwright suite against the built server on a free port with a fresh data folder.
import { execFileSync, spawnSync } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildNeeded, root } from './build-state.mjs'
import { findChromium } from './find-chromium.mjs'
import { freePort } from './free-port.mjs'

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
// One seed for the run's fuzz tests, the same in every Playwright worker; FUZZ_SEED=<n> replays one.
const fuzzSeed = process.env.FUZZ_SEED || String(randomInt(2 ** 31))
console.log(`fuzz seed: ${fuzzSeed} (replay with FUZZ_SEED=${fuzzSeed})`)
const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js')
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, FUZZ_SEED: fuzzSeed },
})
rmSync(dataDir, { recursive: true, force: true })
process.exit(result.status ?? 1)
