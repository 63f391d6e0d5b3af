import type { Page } from '@playwright/test'

/**
 * Chromium with a camera and microphone that need no hardware and no permission prompt, for the
 * specs of live sessions (`test.use({ launchOptions: fakeMediaLaunchOptions() })`). With
 * `devices`, that many cameras, microphones and speakers: the first is the default, the second a
 * depth camera (Y16) whose frames WebRTC does not encode, the third (MJPEG) an ordinary one.
 */
export function fakeMediaLaunchOptions(devices?: number) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      devices ? `--use-fake-device-for-media-stream=device-count=${devices}` : '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  }
}

/**
 * Test instrumentation, not app code: keeps every RTCPeerConnection the page makes so the test can
 * read the call's own statistics, and a log of what happened to each (states, descriptions set,
 * close) that a failing live-session test attaches (`peerConnectionLog`).
 */
export const capturePeerConnections = () => {
  const Native = window.RTCPeerConnection
  const list: RTCPeerConnection[] = []
  const log: string[] = []
  const started = Date.now()
  ;(window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = list
  ;(window as unknown as { __peerConnectionLog: string[] }).__peerConnectionLog = log
  window.RTCPeerConnection = class extends Native {
    readonly createdAt = Date.now()
    readonly index = list.length
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args)
      list.push(this)
      const note = (what: string) => log.push(`${Date.now() - started}ms pc${this.index} ${what}`)
      note('created')
      this.addEventListener('signalingstatechange', () => note(`signaling ${this.signalingState}`))
      this.addEventListener('connectionstatechange', () => note(`connection ${this.connectionState}`))
      this.addEventListener('iceconnectionstatechange', () => note(`ice ${this.iceConnectionState}`))
      const local = this.setLocalDescription.bind(this)
      this.setLocalDescription = (async (description?: RTCLocalSessionDescriptionInit) => {
        try {
          await local(description)
          note(`local ${this.localDescription?.type} set`)
        } catch (error) {
          note(`local ${description?.type ?? '(implicit)'} failed: ${String(error)}`)
          throw error
        }
      }) as typeof this.setLocalDescription
      const remote = this.setRemoteDescription.bind(this)
      this.setRemoteDescription = (async (description: RTCSessionDescriptionInit) => {
        try {
          await remote(description)
          note(`remote ${description.type} set`)
        } catch (error) {
          note(`remote ${description.type} failed: ${String(error)}`)
          throw error
        }
      }) as typeof this.setRemoteDescription
      const restart = this.restartIce.bind(this)
      this.restartIce = () => {
        note('restartIce')
        restart()
      }
      const close = this.close.bind(this)
      this.close = () => {
        note('close')
        close()
      }
    }
  } as typeof RTCPeerConnection
}

/** The page's peer connection log (see capturePeerConnections), with each connection's frames now. */
export async function peerConnectionLog(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const w = window as unknown as { __peerConnections?: RTCPeerConnection[]; __peerConnectionLog?: string[] }
    const lines = [...(w.__peerConnectionLog ?? [])]
    for (const [index, pc] of (w.__peerConnections ?? []).entries()) {
      let frames = 0
      if (pc.connectionState !== 'closed') {
        ;(await pc.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
          if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0
        })
      }
      lines.push(`now pc${index}: ${pc.connectionState}/${pc.iceConnectionState}/${pc.signalingState}, ${frames} frames decoded`)
    }
    return lines.join('\n')
  })
}

/** Video frames decoded from the other participant so far on the page's live connection, and which connection that is (-1: none). */
export async function liveFrames(page: Page): Promise<{ connection: number; frames: number }> {
  return page.evaluate(async () => {
    const list = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? []
    const connection = list.findLastIndex((candidate) => candidate.connectionState !== 'closed')
    if (connection < 0) return { connection, frames: 0 }
    let frames = 0
    ;(await list[connection]!.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0
    })
    return { connection, frames }
  })
}

/** Video frames decoded from the other participant so far, on the page's live connection. */
export async function framesDecoded(page: Page): Promise<number> {
  return (await liveFrames(page)).frames
}
