// The site of tests/e2e/session-renewal-other-origin.ssr.spec.ts: a build of its own whose backend
// is on another origin (VITE_BACKEND_HOST is read at build time). Built by scripts/e2e.mjs before
// the suite, or by the spec itself when run some other way.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

/** Builds the site into `dir`/dist, its backend at 127.0.0.1:`backendPort`; `root` is the repository. */
export function buildOtherOriginSite(root, dir, backendPort) {
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', join(dir, 'dist'), '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, VITE_BACKEND_HOST: `http://127.0.0.1:${backendPort}` },
    stdio: 'inherit',
  })
}
