// `npm run build`: the web client (client + SSR bundles) and the backend, then the build stamp.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { root, writeBuildStamp } from './build-state.mjs'

const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
const run = (args) => execFileSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' })
run(['build'])
run(['build', '--config', 'vite.server.config.ts'])
writeBuildStamp()
