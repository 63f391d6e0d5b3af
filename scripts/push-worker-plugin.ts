import { resolve } from 'node:path'
import { build, type Plugin } from 'vite'

/**
 * The push service worker (`workers/push.sw.ts`) as `/worker.js`: one small classic script (an
 * IIFE: service workers registered without `type: 'module'` cannot import), bundled on its own so
 * nothing of the app's chunks ends up in it.
 *   build: emitted into the client build as dist/client/worker.js (the server adds the
 *          Service-Worker-Allowed and no-cache headers, see server/http/static-files.ts);
 *   dev:   bundled on each request, with the same headers.
 */
export const PUSH_WORKER_ENTRY = 'workers/push.sw.ts'
export const PUSH_WORKER_FILE = 'worker.js'

/** Headers `/worker.js` is served with, here and by `npm start`. */
export const PUSH_WORKER_HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  'service-worker-allowed': '/',
  'cache-control': 'no-cache',
} as const

export async function bundlePushWorker(root: string, minify: boolean): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    envDir: false,
    logLevel: 'warn',
    resolve: { tsconfigPaths: true },
    // The bundle is written by the caller, not here.
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      minify,
      sourcemap: false,
      target: 'es2022',
      reportCompressedSize: false,
      lib: { entry: resolve(root, PUSH_WORKER_ENTRY), formats: ['iife'], name: 'pushWorker', fileName: () => PUSH_WORKER_FILE },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  for (const out of outputs) {
    if (!('output' in out)) continue
    const chunk = out.output.find((o) => o.type === 'chunk' && o.isEntry)
    if (chunk && chunk.type === 'chunk') return chunk.code
  }
  throw new Error('the push worker bundle has no entry chunk')
}

export function pushWorkerPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'marketplace:push-worker',
    configResolved(config) {
      root = config.root
    },
    async generateBundle() {
      // The browser build only (not the server-rendering bundle).
      if (this.environment.name !== 'client') return
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER_FILE, source: await bundlePushWorker(root, true) })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').split('?')[0] !== `/${PUSH_WORKER_FILE}`) return next()
        bundlePushWorker(root, false).then(
          (code) => {
            for (const [name, value] of Object.entries(PUSH_WORKER_HEADERS)) res.setHeader(name, value)
            res.end(code)
          },
          (error: unknown) => next(error),
        )
      })
    },
  }
}
