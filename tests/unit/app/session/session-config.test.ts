import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SESSION_CONFIG,
  SESSION_CONFIG_KEY,
  loadSessionConfig,
  saveSessionConfig,
  type SessionConfig,
} from '~/app/features/session/session-config'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

describe('session config (spec: isStartWithCamera, isStartWithMic, device ids, volumeLevel)', () => {
  it('defaults to camera and microphone on, system devices and volume 100', () => {
    expect(loadSessionConfig(null)).toEqual({
      isStartWithCamera: true,
      isStartWithMic: true,
      audioInputDeviceId: '',
      audioOutputDeviceId: '',
      videoInputDeviceId: '',
      volumeLevel: 100,
    })
    expect(loadSessionConfig(memoryStorage())).toEqual(DEFAULT_SESSION_CONFIG)
  })

  it('remembers a saved choice', () => {
    const storage = memoryStorage()
    const choice: SessionConfig = {
      isStartWithCamera: false,
      isStartWithMic: true,
      audioInputDeviceId: 'mic-2',
      audioOutputDeviceId: 'speaker-1',
      videoInputDeviceId: 'cam-3',
      volumeLevel: 40,
    }
    expect(saveSessionConfig(storage, choice)).toBe(true)
    expect(loadSessionConfig(storage)).toEqual(choice)
  })

  it('keeps the good fields of a partly broken or older saved value', () => {
    const storage = memoryStorage({
      [SESSION_CONFIG_KEY]: JSON.stringify({ isStartWithCamera: false, volumeLevel: 250, videoInputDeviceId: 7, extra: 'x' }),
    })
    expect(loadSessionConfig(storage)).toEqual({ ...DEFAULT_SESSION_CONFIG, isStartWithCamera: false })
  })

  it('falls back to the defaults on unreadable JSON', () => {
    expect(loadSessionConfig(memoryStorage({ [SESSION_CONFIG_KEY]: '{oops' }))).toEqual(DEFAULT_SESSION_CONFIG)
    expect(loadSessionConfig(memoryStorage({ [SESSION_CONFIG_KEY]: '42' }))).toEqual(DEFAULT_SESSION_CONFIG)
  })

  it('refuses to save an invalid volume, and survives a storage that throws', () => {
    const storage = memoryStorage()
    expect(saveSessionConfig(storage, { ...DEFAULT_SESSION_CONFIG, volumeLevel: 101 })).toBe(false)
    expect(storage.data.size).toBe(0)
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError') } }
    expect(saveSessionConfig(full, DEFAULT_SESSION_CONFIG)).toBe(false)
  })
})
