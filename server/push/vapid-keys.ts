import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import webpush from 'web-push'
import type { Config } from '~/server/config'

export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

/**
 * The VAPID key pair that signs every push. From configuration when set; otherwise generated once
 * into `<DATA_DIR>/secrets/vapid.json` (mode 0600), so subscriptions survive restarts. Several
 * instances must share the pair (set both variables, or share DATA_DIR).
 */
export function resolveVapidKeys(config: Pick<Config, 'vapid' | 'dataDir'>): VapidKeys {
  const { publicKey, privateKey, subject } = config.vapid
  if (publicKey && privateKey) return { publicKey, privateKey, subject }
  const dir = join(config.dataDir, 'secrets')
  const file = join(dir, 'vapid.json')
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const keys = webpush.generateVAPIDKeys()
  try {
    // `wx`: another process that got there first wins, and we use its keys.
    writeFileSync(file, JSON.stringify(keys) + '\n', { mode: 0o600, flag: 'wx' })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return resolveVapidKeys(config)
    throw err
  }
  return { ...keys, subject }
}
