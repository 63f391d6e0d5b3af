// Decides whether the production build is missing or older than the sources it is built from.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const stampFile = join(root, 'dist', '.build-stamp')
const outputs = ['dist/client', 'dist/client/worker.js', 'dist/server/server.js', 'dist/backend/main.js']
const inputs = ['app', 'server', 'contract', 'workers', 'public', 'vite.config.ts', 'vite.server.config.ts', 'package.json', 'package-lock.json', 'scripts/backend-dev-plugin.ts', 'scripts/push-worker-plugin.ts']
const ignored = new Set(['routeTree.gen.ts', 'node_modules', '.DS_Store'])

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = 0
  for (const name of readdirSync(path)) {
    if (ignored.has(name)) continue
    newest = Math.max(newest, newestMtime(join(path, name)))
  }
  return newest
}

/** A reason to build, or null when the build is present and newer than every source. */
export function buildNeeded() {
  for (const out of outputs) if (!existsSync(join(root, out))) return `${out} is missing`
  if (!existsSync(stampFile)) return 'no build stamp'
  const built = statSync(stampFile).mtimeMs
  for (const input of inputs) if (newestMtime(join(root, input)) > built) return `${input} changed since the last build`
  return null
}

export function writeBuildStamp() {
  writeFileSync(stampFile, new Date().toISOString() + '\n')
}
