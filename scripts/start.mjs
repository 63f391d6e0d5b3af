// `npm start`: builds when there is no build or the sources are newer, then runs the server in
// this same process (so signals reach it directly).
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildNeeded, root } from './build-state.mjs'

const reason = buildNeeded()
if (reason) {
  console.log(`building (${reason})…`)
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' })
}
await import(pathToFileURL(join(root, 'dist', 'backend', 'main.js')).href)
