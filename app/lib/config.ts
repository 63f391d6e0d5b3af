import type { AppConfig } from './config-schema'

// Replaced at build time by the configuration vite.config.ts validated (see config-schema.ts):
// the bundles hold plain values, and nothing else reads `import.meta.env`.
declare const __APP_CONFIG__: AppConfig

export type { AppConfig }

/** The web client's configuration (see config-schema.ts for each value). */
export const config: AppConfig = __APP_CONFIG__

/**
 * True in the server's build, false in the browser's: replaced at build time, so code behind
 * `if (isServerBuild)` is left out of the browser's bundle.
 */
export const isServerBuild: boolean = import.meta.env.SSR
