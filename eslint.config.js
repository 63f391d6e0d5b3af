import tseslint from 'typescript-eslint'
import pluginRouter from '@tanstack/eslint-plugin-router'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'
import { readdirSync } from 'node:fs'
import local from './scripts/eslint-local-rules.js'

/**
 * Which folder may import which (import-x/no-restricted-paths, paths from the repository root):
 * the contract stands alone; the backend never imports the web client; shared code never imports
 * features or routes; features never import routes or each other.
 */
const features = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
const boundaryZones = [
  { target: './contract', from: ['./app', './server', './workers', './scripts', './tests'], message: 'contract/ imports nothing but contract/ and zod.' },
  { target: './server', from: ['./app', './workers'], message: 'server/ never imports the web client.' },
  { target: ['./app/components', './app/lib'], from: './app/features', message: 'Shared code never imports features.' },
  { target: ['./app/components', './app/lib', './app/features'], from: './app/routes', message: 'Shared code and features never import routes.' },
  ...features.map((name) => ({ target: `./app/features/${name}`, from: './app/features', except: [`./${name}`], message: `Feature "${name}" imports another feature: share through app/lib or app/components.` })),
]

/** Selectors that find data put into a `<script>` block any way but through `scriptJson`. */
export const scriptDataRules = [
  {
    selector: "Property[key.name='scripts'] ObjectExpression > Property[key.name='children']:not([value.type='CallExpression'][value.callee.name='scriptJson'])",
    message: "A head script's children go through scriptJson (app/lib/html/script-json.ts), so no data can close the <script> block.",
  },
  {
    selector: "JSXElement[openingElement.name.name='script'] > JSXExpressionContainer",
    message: 'Put data into a <script> only as a head script through scriptJson (app/lib/html/script-json.ts).',
  },
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML'] CallExpression[callee.object.name='JSON'][callee.property.name='stringify']",
    message: 'JSON into markup goes through scriptJson (app/lib/html/script-json.ts).',
  },
]

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'app/routeTree.gen.ts', 'server/db/migrations/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  ...pluginRouter.configs['flat/recommended'],
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, local, 'react-hooks': reactHooks },
    settings: {
      // no-cycle follows imports into other files, so it must know how to parse TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], tsconfig: { configFile: './tsconfig.json' } })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Imports that leave their folder start at the repository root: `~/app/lib/...`. Not in the files
    // Vite's configuration loads (scripts/, app/lib/config-schema.ts), which resolve without aliases.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'workers/**/*.ts', 'tests/**/*.{ts,tsx}'],
    ignores: ['app/lib/config-schema.ts'],
    rules: { 'local/parent-imports-by-alias': 'error' },
  },
  {
    // The live session's code is built with React Compiler (vite.config.ts). Its diagnostics as lint
    // errors: a component the compiler would skip (a ref read while rendering, a suppressed hooks
    // rule, syntax it does not handle yet) fails here instead of silently losing its memoization.
    files: ['app/features/session/**/*.{ts,tsx}'],
    rules: Object.fromEntries(
      ['refs', 'unsupported-syntax', 'todo', 'rule-suppression', 'preserve-manual-memoization', 'immutability', 'set-state-in-render', 'purity', 'static-components', 'use-memo', 'globals', 'error-boundaries', 'incompatible-library', 'component-hook-factories', 'syntax', 'invariant', 'config', 'gating'].map((rule) => [`react-hooks/${rule}`, 'error']),
    ),
  },
  {
    // Thai text lives only in the catalogue (the backend's seed content is data, not UI text).
    files: ['app/**/*.{ts,tsx}', 'workers/**/*.ts'],
    ignores: ['app/lib/i18n/**'],
    rules: { 'local/no-thai-literals': 'error' },
  },
  {
    // The browser bundle and the shared contract use zod/mini (a third of classic zod's weight).
    // The web client and the worker may take types from server/, never its code.
    files: ['app/**/*.{ts,tsx}', 'contract/**/*.ts', 'workers/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import from 'zod/mini' in app/, contract/ and workers/." },
            // One entry for both the container and toast(): two entries are two separate stores.
            { name: 'react-toastify', message: "Import from 'react-toastify/unstyled' (its CSS comes with app.css)." },
          ],
          patterns: [{ regex: '(^|/)server/', allowTypeImports: true, message: 'app/ and workers/ may import only types from server/.' }],
        },
      ],
    },
  },
  {
    // The contract depends on zod alone, so any program can take it.
    files: ['contract/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import from 'zod/mini' in app/, contract/ and workers/." }],
          patterns: [{ regex: '^(?!zod(/|$)|\\.)', message: 'contract/ imports nothing but contract/ and zod.' }],
        },
      ],
    },
  },
  {
    // Vite's configuration loads these as they are (Node's own loader: no guessing of extensions,
    // no aliases), and any program may take the contract: imports name their files in full.
    files: ['contract/**/*.ts', 'app/lib/config-schema.ts'],
    rules: { 'import-x/extensions': ['error', 'always', { ignorePackages: true, checkTypeImports: true }] },
  },
  {
    // Browser specs use the `test` that fails on any content-security-policy violation.
    files: ['tests/e2e/**/*.spec.ts'],
    ignores: ['tests/e2e/**/*.ssr.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Browser specs import test from './support/test' (it fails on CSP violations)." }] },
      ],
    },
  },
  {
    // Route files compose: no fetch in them (data comes through features' query options).
    files: ['app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Route files compose; call a feature or the API client.' }],
    },
  },
  {
    // Configuration is read once, in app/lib/config.ts and server/config.ts. And data goes into a
    // <script> block one way only (scriptDataRules above).
    files: ['app/**/*.{ts,tsx}', 'workers/**/*.ts', 'server/**/*.ts', 'contract/**/*.ts'],
    ignores: ['app/lib/config.ts', 'server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through app/lib/config.ts or server/config.ts.' },
      ],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.type='MetaProperty'][property.name='env']", message: 'Read configuration through app/lib/config.ts.' }, ...scriptDataRules],
    },
  },
)
