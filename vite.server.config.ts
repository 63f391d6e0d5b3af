import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { defineConfig, type Plugin } from 'vite'

/**
 * The backend's production build: `vite build --config vite.server.config.ts` bundles the
 * server entries into dist/backend/ as ESM for Node 20. Packages in node_modules stay external
 * (Vite's SSR build externalizes dependencies by default), so PGlite finds its WASM files and
 * postgres/ws/hono load as installed. Only dist/backend is emptied: dist/client and dist/server
 * belong to the web client's build.
 *
 * To add a CLI: one line in `entries` (output: dist/backend/<name>.js).
 */
const entries = {
  main: 'server/main.ts',
  'cli/seed': 'server/cli/seed.ts',
  'cli/admin-grant': 'server/cli/admin-grant.ts',
}

const migrationsDir = 'server/db/migrations'

/** Copies the committed SQL migrations to dist/backend/migrations (see server/paths.ts). */
function copyMigrations(): Plugin {
  return {
    name: 'marketplace:copy-migrations',
    apply: 'build',
    generateBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        )
      for (const file of walk(migrationsDir)) {
        this.emitFile({
          type: 'asset',
          fileName: join('migrations', relative(migrationsDir, file)).split('\\').join('/'),
          source: readFileSync(file),
        })
      }
    },
  }
}

export default defineConfig({
  // Never copy public/ into the backend output.
  publicDir: false,
  // No .env loading: server/config.ts reads the real environment at run time.
  envDir: false,
  // `~/` imports (tsconfig.json's paths).
  resolve: { tsconfigPaths: true },
  plugins: [copyMigrations()],
  ssr: { target: 'node' },
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist/backend',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: entries,
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
})
