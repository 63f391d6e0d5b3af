import { useCallback, useState } from 'react'
import { mediaErrorKind } from '~/app/features/session/media-errors'
import type { PeerSession } from '~/app/features/session/peer-session'
import type { SessionConfig } from '~/app/features/session/session-config'
import { cameraConstraints, microphoneConstraints } from './use-local-media'

export type InputKind = 'audioinput' | 'videoinput'

export type DeviceSwitch = {
  /** One's own video: a new stream object after a change, so the element shows the new camera. */
  selfStream: MediaStream | null
  /** The devices in use now (`MediaTrackSettings.deviceId`; empty without a track of that kind). */
  current: Record<InputKind, string>
  /**
   * Changes to another camera or microphone during the call: opens it, sends it in place of the
   * current one (no renegotiation), keeps it muted or off if the current one was, stops the current
   * one and remembers the choice. Rejects, the current device still in use, if the new one fails.
   */
  choose(kind: InputKind, deviceId: string): Promise<void>
}

/**
 * Device changes during the call. The page's local stream keeps its identity (the call is built on
 * it); its tracks are swapped in place, so whatever reads it later (the mute toggles, a connection
 * made later, the cleanup that stops the tracks) finds the current ones.
 */
export function useDeviceSwitch(
  stream: MediaStream | null,
  peer: PeerSession | null,
  remember: (patch: Partial<SessionConfig>) => void,
): DeviceSwitch {
  const [view, setView] = useState<{ of: MediaStream; stream: MediaStream } | null>(null)
  // The tracks changed in place: a render reads the devices in use again.
  const [, setChanges] = useState(0)

  const choose = useCallback(
    async (kind: InputKind, deviceId: string) => {
      if (!stream) return
      const old = (kind === 'audioinput' ? stream.getAudioTracks() : stream.getVideoTracks())[0] ?? null
      const { track, chosen } = await openInput(kind, deviceId, old)
      // Muted stays muted, a camera turned off stays off.
      if (old) track.enabled = old.enabled
      try {
        await peer?.replaceTrack(kind === 'audioinput' ? 'audio' : 'video', track)
      } catch (error) {
        track.stop()
        throw error
      }
      if (old) {
        stream.removeTrack(old)
        old.stop()
      }
      stream.addTrack(track)
      // Only a new camera needs a new stream for the element (a new microphone would only make it flicker).
      if (kind === 'videoinput') setView({ of: stream, stream: new MediaStream(stream.getTracks()) })
      setChanges((count) => count + 1)
      if (!chosen) throw new Error('the chosen device could not be opened')
      remember(kind === 'audioinput' ? { audioInputDeviceId: deviceId } : { videoInputDeviceId: deviceId })
    },
    [stream, peer, remember],
  )

  const deviceOf = (track: MediaStreamTrack | undefined) => track?.getSettings().deviceId ?? ''
  return {
    selfStream: view && view.of === stream ? view.stream : stream,
    current: { audioinput: deviceOf(stream?.getAudioTracks()[0]), videoinput: deviceOf(stream?.getVideoTracks()[0]) },
    choose,
  }
}

/**
 * Opens the chosen device. Some phones cannot open a second camera while one is open: then the
 * current one is let go first, and if the chosen one still fails, the current device is opened again
 * (`chosen: false`), so the call is never left without it.
 */
async function openInput(kind: InputKind, deviceId: string, current: MediaStreamTrack | null): Promise<{ track: MediaStreamTrack; chosen: boolean }> {
  const open = async (id: string) => {
    const opened = await navigator.mediaDevices.getUserMedia(kind === 'audioinput' ? { audio: microphoneConstraints(id) } : { video: cameraConstraints(id) })
    const track = opened.getTracks()[0]
    if (!track) throw new DOMException('no track', 'NotFoundError')
    return track
  }
  try {
    return { track: await open(deviceId), chosen: true }
  } catch (error) {
    // Refused, or not there: nothing another try would change.
    if (!current || mediaErrorKind(error) !== 'failed') throw error
  }
  const currentId = current.getSettings().deviceId ?? ''
  current.stop()
  try {
    return { track: await open(deviceId), chosen: true }
  } catch {
    return { track: await open(currentId), chosen: false }
  }
}
