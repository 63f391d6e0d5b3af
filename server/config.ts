import { resolve } from 'node:path'
import { z } from 'zod'

/**
 * The one place the backend reads the environment. Everything else receives a `Config`, so
 * tests (and the dev server) can build the backend from any set of variables.
 */

// Platforms and compose files often set a variable to '' to mean "unset"; treat it so.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((v) => (v === '' || v === undefined ? fallback : v), schema)

const urlWithScheme = (schemes: readonly string[]) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, `must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`)

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const envSchema = z.object({
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), '3000'),
  HOST: withDefault(z.string().min(1), '0.0.0.0'),
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  DATABASE_URL: optional(urlWithScheme(['postgres:', 'postgresql:'])),
  REDIS_URL: optional(urlWithScheme(['redis:', 'rediss:'])),
  LOG_LEVEL: withDefault(z.enum(LOG_LEVELS), 'info'),
  PUBLIC_ORIGIN: optional(
    urlWithScheme(['http:', 'https:']).transform((value) => new URL(value).origin),
  ),
})

export type Config = {
  readonly port: number
  readonly host: string
  readonly nodeEnv: 'development' | 'production' | 'test'
  readonly isProduction: boolean
  /** Absolute path; PGlite lives in `<dataDir>/pglite`, uploads later in `<dataDir>/uploads`. */
  readonly dataDir: string
  /** When set, PostgreSQL instead of the embedded PGlite. Never logged (it may hold a password). */
  readonly databaseUrl: string | undefined
  readonly redisUrl: string | undefined
  readonly logLevel: LogLevel
  /** The site's public origin (scheme://host[:port]), when known. */
  readonly publicOrigin: string | undefined
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    // Name the variable, never echo its value: DATABASE_URL and friends may carry passwords.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`)
  }
  const e = parsed.data
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    publicOrigin: e.PUBLIC_ORIGIN,
  }
}
