import { defineConfig, loadEnv } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import babel from '@rolldown/plugin-babel'
import react, { reactCompilerPreset } from '@vitejs/plugin-react'
import { visualizer } from 'rollup-plugin-visualizer'
import { appConfigDefine } from './app/lib/config-schema.ts'
import { backendDevPlugin } from './scripts/backend-dev-plugin.ts'
import { precompressPlugin } from './scripts/precompress-plugin.ts'
import { pushWorkerPlugin } from './scripts/push-worker-plugin.ts'
import { tooManyRequestsPagePlugin } from './scripts/too-many-requests-page-plugin.ts'

// The routes with data of their own (the catalogue's browse, tutoring, blogs, a service, a
// provider's profile; the provider's registration and services, the staff pages, notification
// settings) also split their loaders: those import their feature's queries and schemas, which
// would otherwise sit in every page's first load. A matched route's loader chunk is preloaded with the page, and on
// hover or focus of a link (defaultPreload: 'intent').
const SPLIT_LOADER_ROUTE =
  /^\/(?:_authed\/browse$|tutoring(?:\/|$)|services\/\$sid$|profile\/\$username$|_authed\/(?:admin(?:\/|$)|provider\/|services(?:\/|$)|profile\/verify$|mobile\/notification$|session\/))/
// A route's components (the page, and its pending, error and not-found states) are one chunk: the
// server preloads every split chunk of the routes it rendered, so split apart they were up to four
// more requests for every page, each a few hundred bytes.
const SPLIT_COMPONENTS = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const
const SPLIT_WITH_LOADER = [['loader'], SPLIT_COMPONENTS] as const
const SPLIT_DEFAULT = [SPLIT_COMPONENTS] as const

// React Compiler (memoizes components and hooks at build time) for the live session's code only: a
// call re-renders on every room event (chat, presence, signal quality), and without memoized parts
// each one re-rendered the whole call on the main thread. Other pages render rarely after load, and
// compiled code is larger, so they stay as written.
const callCompiler = reactCompilerPreset()
const callCompilerFilter = { ...callCompiler.rolldown.filter, id: { include: [/\/app\/features\/session\//] } }
const callCompilerPreset = { ...callCompiler, rolldown: { ...callCompiler.rolldown, filter: callCompilerFilter } }

// The web client. `npm run dev` mounts the backend on the same origin (see backendDevPlugin);
// `npm start` serves the built output from server/main.ts.
export default defineConfig(({ command, mode }) => ({
  // The web client's configuration, validated here from the VITE_* variables (and .env files), so
  // a wrong value fails the build and the browser gets plain values, not the schema that checks them.
  define: appConfigDefine(loadEnv(mode, process.cwd(), 'VITE_')),
  // `~/app/...`, `~/server/...`, `~/contract/...`: tsconfig.json's one path alias, for imports that
  // leave their folder (see app/features/README.md).
  resolve: {
    tsconfigPaths: true,
    // The router's store asks for the shim of useSyncExternalStore that serves React 17; React 19
    // has the hook, and the package's plain entry uses it (the shim's fallback never runs here).
    alias: [{ find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/, replacement: 'use-sync-external-store/with-selector' }],
  },
  server: { port: Number(process.env.PORT ?? 3000) },
  // A production build bundles the server-rendering bundle's dependencies and fixes NODE_ENV in
  // it, so React's production build is chosen when building. Left external, React picks its
  // development build at run time whenever NODE_ENV is not "production" (the default `npm start`,
  // the e2e server, the benchmark), and renders pages about ten times slower.
  ...(command === 'build'
    ? {
        ssr: { noExternal: true },
        environments: {
          ssr: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
          // Every module the browser entry imports statically (React, the router, the query
          // client, the shell) in one file. Left to the bundler, they were split into about 30
          // files by which pages share them, though every page loads all of them: gzipped one by
          // one with their import and export lists, `/` weighed 155.6 KB in 36 files, and 147.6 KB
          // in 7 this way. Pages' own code still comes in chunks of its own.
          client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'entry', tags: ['$initial'] }] } } } } },
        },
      }
    : {}),
  plugins: [
    backendDevPlugin(),
    // /worker.js, the push service worker, built from workers/push.sw.ts.
    pushWorkerPlugin(),
    // The page a visitor over their share of page renders gets (status 429), as a file.
    tooManyRequestsPagePlugin(),
    tanstackStart({
      srcDirectory: 'app',
      router: {
        routesDirectory: 'routes',
        generatedRouteTree: 'routeTree.gen.ts',
        codeSplittingOptions: { splitBehavior: ({ routeId }) => (SPLIT_LOADER_ROUTE.test(routeId) ? SPLIT_WITH_LOADER : SPLIT_DEFAULT).map((g) => [...g]) },
      },
    }),
    react(),
    babel({ presets: [callCompilerPreset] }),
    // .br and .gz beside the browser build's files, which npm start sends as they are.
    precompressPlugin(),
    // `npm run analyze`: a treemap of the browser bundle (every module's size, raw, gzip and brotli)
    // in dist/bundle-report.html, outside dist/client so it is never served.
    ...(process.env.ANALYZE
      ? [{ ...visualizer({ filename: 'dist/bundle-report.html', template: 'treemap', gzipSize: true, brotliSize: true, title: 'Browser bundle' }), applyToEnvironment: (env: { name: string }) => env.name === 'client' }]
      : []),
  ],
}))
