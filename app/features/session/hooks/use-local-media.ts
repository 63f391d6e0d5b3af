import { useCallback, useEffect, useRef, useState } from 'react'
import { mediaErrorKind, type MediaErrorKind } from '~/app/features/session/media-errors'

export type LocalMedia = {
  stream: MediaStream | null
  status: 'idle' | 'requesting' | 'ready' | 'error'
  error: MediaErrorKind | null
  devices: MediaDeviceInfo[]
  retry(): void
}

/**
 * Opens the camera and microphone with the chosen devices (an empty id means the default), and
 * lists the devices once permission lets the browser name them. The tracks stop when the page or
 * the choice changes.
 */
export function useLocalMedia(audioDeviceId: string, videoDeviceId: string): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [status, setStatus] = useState<LocalMedia['status']>('idle')
  const [error, setError] = useState<MediaErrorKind | null>(null)
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([])
  const [attempt, setAttempt] = useState(0)
  const streamRef = useRef<MediaStream | null>(null)

  useEffect(() => {
    let cancelled = false
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setStatus('error')
      setError('unsupported')
      return
    }
    setStatus('requesting')
    const listDevices = () =>
      void navigator.mediaDevices
        .enumerateDevices()
        .then((list) => !cancelled && setDevices(list))
        .catch(() => {})
    openMedia(audioDeviceId, videoDeviceId)
      .then((opened) => {
        if (cancelled) {
          opened.getTracks().forEach((track) => track.stop())
          return
        }
        streamRef.current = opened
        setStream(opened)
        setStatus('ready')
        setError(null)
        listDevices()
      })
      .catch((reason: unknown) => {
        if (cancelled) return
        setStream(null)
        setStatus('error')
        setError(mediaErrorKind(reason))
        listDevices()
      })
    navigator.mediaDevices.addEventListener?.('devicechange', listDevices)
    return () => {
      cancelled = true
      navigator.mediaDevices.removeEventListener?.('devicechange', listDevices)
      streamRef.current?.getTracks().forEach((track) => track.stop())
      streamRef.current = null
    }
  }, [audioDeviceId, videoDeviceId, attempt])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  return { stream, status, error, devices, retry }
}

/**
 * Asks for both, then, when a device of one kind is missing or busy, for whichever one works:
 * a person without a camera can still talk.
 */
export async function openMedia(audioDeviceId: string, videoDeviceId: string): Promise<MediaStream> {
  const audio = microphoneConstraints(audioDeviceId)
  const video = cameraConstraints(videoDeviceId)
  try {
    return await navigator.mediaDevices.getUserMedia({ audio, video })
  } catch (error) {
    const kind = mediaErrorKind(error)
    if (kind === 'denied') throw error
    // A remembered device that is gone (unplugged, another computer): the defaults instead.
    if (kind === 'no-device' && (audioDeviceId || videoDeviceId)) return openMedia('', '')
    for (const constraints of [{ audio }, { video }]) {
      try {
        return await navigator.mediaDevices.getUserMedia(constraints)
      } catch {
        // Try the other kind.
      }
    }
    throw error
  }
}

/** The microphone to ask for: the chosen one, or the default (an empty id). */
export function microphoneConstraints(deviceId: string): MediaTrackConstraints | boolean {
  return deviceId ? { deviceId: { exact: deviceId } } : true
}

/** The camera to ask for (the chosen one, or the default), at up to 720p. */
export function cameraConstraints(deviceId: string): MediaTrackConstraints {
  return deviceId ? { deviceId: { exact: deviceId }, width: { ideal: 1280 }, height: { ideal: 720 } } : { width: { ideal: 1280 }, height: { ideal: 720 } }
}
