import { loadEnv } from 'vite'
import { defineConfig } from 'vitest/config'
import { appConfigDefine } from './app/lib/config-schema.ts'

process.env.TZ = 'Asia/Bangkok'

export default defineConfig({
  // The web client's configuration, as the build hands it over (see vite.config.ts).
  define: appConfigDefine(loadEnv('test', process.cwd(), 'VITE_')),
  // `~/` imports (tsconfig.json's paths), as in the builds.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/pglite-templates.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
