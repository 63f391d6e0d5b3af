import type { Plugin, ViteDevServer } from 'vite'
import type * as AppModule from '../server/app'
import type * as BackendModule from '../server/backend'
import type * as ConfigModule from '../server/config'

/**
 * `npm run dev`: serves the backend on the Vite dev server's origin, so the page, the API and
 * the WebSocket share one origin exactly as in production. The backend is loaded once through
 * Vite's SSR loader (so it is TypeScript from source) and closed with the dev server.
 */
export function backendDevPlugin(): Plugin {
  return {
    name: 'marketplace:backend-dev',
    apply: 'serve',
    async configureServer(server: ViteDevServer) {
      const [{ createBackend }, { loadConfig }, { isBackendPath }] = (await Promise.all([
        server.ssrLoadModule('/server/backend.ts'),
        server.ssrLoadModule('/server/config.ts'),
        server.ssrLoadModule('/server/app.ts'),
      ])) as [typeof BackendModule, typeof ConfigModule, typeof AppModule]
      const { getRequestListener } = await import('@hono/node-server')
      const backend = await createBackend(loadConfig())
      // The Node bindings carry the client's address (per-IP limits), as in production.
      const listener = getRequestListener((req, env) => backend.app.fetch(req, env))

      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/'
        if (!isBackendPath(pathname)) return next()
        void listener(req, res)
      })
      server.httpServer?.on('upgrade', (req, socket, head) => {
        if ((req.url ?? '').split('?')[0] === '/ws') backend.hub.handleUpgrade(req, socket, head)
      })
      server.httpServer?.on('close', () => void backend.close())
    },
  }
}
