// Runs a command-line entry of the built backend (`dist/backend/<entry>`), building first if needed.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildNeeded, root } from './build-state.mjs'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: node scripts/run-built.mjs <entry.js> [args…]')
  process.exit(2)
}
if (buildNeeded()) execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' })
process.argv = [process.argv[0], join(root, 'dist', 'backend', entry), ...args]
await import(pathToFileURL(join(root, 'dist', 'backend', entry)).href)
