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
 * read the call's own statistics.
 */
export const capturePeerConnections = () => {
  const Native = window.RTCPeerConnection
  const list: RTCPeerConnection[] = []
  ;(window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = list
  window.RTCPeerConnection = class extends Native {
    readonly createdAt = Date.now()
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args)
      list.push(this)
    }
  } as typeof RTCPeerConnection
}

/** Video frames decoded from the other participant so far, on the page's live connection. */
export async function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const list = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? []
    const pc = list.filter((candidate) => candidate.connectionState !== 'closed').at(-1)
    if (!pc) return 0
    let frames = 0
    ;(await pc.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0
    })
    return frames
  })
}
