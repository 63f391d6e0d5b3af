import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MIN_AUTH_SECRET_LENGTH, type Config } from './config'

/**
 * The secret behind access tokens and one-time codes. Production must configure AUTH_SECRET
 * (config.ts refuses to start otherwise). Elsewhere an unset secret is generated once and kept in
 * `<DATA_DIR>/secrets/auth-secret` (mode 0600), so sign-ins survive a restart of `npm run dev`.
 */
export function resolveAuthSecret(config: Pick<Config, 'authSecret' | 'dataDir' | 'isProduction'>): string {
  if (config.authSecret) return config.authSecret
  if (config.isProduction) throw new Error('AUTH_SECRET is required in production')
  const dir = join(config.dataDir, 'secrets')
  const file = join(dir, 'auth-secret')
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= MIN_AUTH_SECRET_LENGTH) return existing
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const secret = randomBytes(32).toString('base64url')
  // `wx`: if another process created it meanwhile, fail and use theirs rather than overwrite it.
  try {
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim()
    throw err
  }
  chmodSync(file, 0o600)
  return secret
}
