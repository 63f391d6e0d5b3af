// The reference for the SSR throughput figures of `npm run bench:web`: a bare TanStack Start app
// (one route, a heading, no data, no styles), written into a temporary folder, built with the
// same installed versions of Vite, TanStack Start and React as this app, and served the same way
// as ours (Node's http server, the fetch handler through @hono/node-server, files from
// dist/client). What the catalogue pages cost is then measured against what Start itself costs on
// this machine in the same run.
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const FILES = {
  'package.json': JSON.stringify({ name: 'bare-start', private: true, type: 'module' }),
  'vite.config.mjs': `import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
export default defineConfig({ logLevel: 'warn', plugins: [tanstackStart({ srcDirectory: 'app' }), react()] })
`,
  'app/router.tsx': `import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
export function getRouter() {
  return createRouter({ routeTree, scrollRestoration: true })
}
`,
  'app/routes/__root.tsx': `import type { ReactNode } from 'react'
import { HeadContent, Outlet, Scripts, createRootRoute } from '@tanstack/react-router'
export const Route = createRootRoute({
  head: () => ({ meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, { title: 'Bare TanStack Start' }] }),
  shellComponent: Document,
  component: Outlet,
})
function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
`,
  'app/routes/index.tsx': `import { createFileRoute } from '@tanstack/react-router'
export const Route = createFileRoute('/')({ component: () => <main><h1>Bare TanStack Start page</h1></main> })
`,
  'server.mjs': `import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import handler from './dist/server/server.js'
const client = join(import.meta.dirname, 'dist', 'client')
const types = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.ico': 'image/x-icon' }
const ssr = getRequestListener((request) => handler.fetch(request), { overrideGlobalObjects: false })
const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname))
  if (path.startsWith('/assets/')) {
    try {
      const body = await readFile(join(client, path))
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream', 'cache-control': 'public, max-age=31536000, immutable' })
      return res.end(body)
    } catch {
      res.writeHead(404)
      return res.end()
    }
  }
  return ssr(req, res)
})
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
`,
}

/** Writes and builds the bare app; answers its folder and a clean-up function. */
export function buildBareApp(root, log) {
  const dir = mkdtempSync(join(tmpdir(), 'bare-start-'))
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  // The same installed packages as this app, without installing anything.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'vite.config.mjs'], { cwd: dir, stdio: ['ignore', 2, 2] })
  log(`bare TanStack Start app built in ${dir}`)
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Starts the built bare app on `port`; answers its base URL, its process id and a stop function. */
export async function startBareApp(dir, port) {
  const child = spawn(process.execPath, [join(dir, 'server.mjs')], { cwd: dir, env: { ...process.env, PORT: String(port), NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (c) => (output += c))
  child.stderr.on('data', (c) => (output += c))
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
      child.once('exit', () => {
        clearTimeout(force)
        resolve()
      })
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bare app exited early:\n${output}`)
    if (output.includes('ready')) return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop }
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`the bare app did not start:\n${output}`)
}
