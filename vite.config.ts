import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { backendDevPlugin } from './scripts/backend-dev-plugin.ts'

// The web client. `npm run dev` mounts the backend on the same origin (see backendDevPlugin);
// `npm start` serves the built output from server/main.ts.
export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  plugins: [
    backendDevPlugin(),
    tanstackStart({
      srcDirectory: 'app',
      router: { routesDirectory: 'routes', generatedRouteTree: 'routeTree.gen.ts' },
    }),
    react(),
  ],
})
