import { z } from 'zod/mini'

/**
 * The spec's "session config": how a person likes to start a session, remembered per browser.
 * Device ids are the browser's own (`MediaDeviceInfo.deviceId`); an empty string means "the
 * system default".
 */
export const DEFAULT_VOLUME = 100

export const sessionConfigSchema = z.object({
  isStartWithCamera: z.boolean(),
  isStartWithMic: z.boolean(),
  audioInputDeviceId: z.string(),
  audioOutputDeviceId: z.string(),
  videoInputDeviceId: z.string(),
  volumeLevel: z.number().check(z.int(), z.gte(0), z.lte(100)),
})
export type SessionConfig = z.infer<typeof sessionConfigSchema>

export const DEFAULT_SESSION_CONFIG: SessionConfig = {
  isStartWithCamera: true,
  isStartWithMic: true,
  audioInputDeviceId: '',
  audioOutputDeviceId: '',
  videoInputDeviceId: '',
  volumeLevel: DEFAULT_VOLUME,
}

export const SESSION_CONFIG_KEY = 'session-config'

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Reads the saved config. Whatever is missing, broken or from an older shape falls back field by
 * field to the defaults, so one bad value never loses the rest of the choice.
 */
export function loadSessionConfig(storage: StorageLike | null): SessionConfig {
  if (!storage) return DEFAULT_SESSION_CONFIG
  let raw: unknown
  try {
    raw = JSON.parse(storage.getItem(SESSION_CONFIG_KEY) ?? 'null')
  } catch {
    return DEFAULT_SESSION_CONFIG
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SESSION_CONFIG
  const config: Record<string, unknown> = { ...DEFAULT_SESSION_CONFIG }
  const shape = sessionConfigSchema.def.shape
  for (const key of Object.keys(shape) as (keyof SessionConfig)[]) {
    const value = (raw as Record<string, unknown>)[key]
    if (z.safeParse(shape[key], value).success) config[key] = value
  }
  return config as SessionConfig
}

/** Saves the config; a full or blocked storage (private mode) only means it is not remembered. */
export function saveSessionConfig(storage: StorageLike | null, config: SessionConfig): boolean {
  const parsed = z.safeParse(sessionConfigSchema, config)
  if (!storage || !parsed.success) return false
  try {
    storage.setItem(SESSION_CONFIG_KEY, JSON.stringify(parsed.data))
    return true
  } catch {
    return false
  }
}

/** `localStorage`, or null where it does not exist or throws on access (SSR, blocked cookies). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}
