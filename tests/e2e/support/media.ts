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
