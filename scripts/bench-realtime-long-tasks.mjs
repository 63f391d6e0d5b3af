// `node scripts/bench-realtime-long-tasks.mjs <base-url> [seconds]` (or BENCH_BASE_URL): against a
// running built server on this machine (outside production: it signs the demo accounts in through
// the development outbox), two fake-media Chromium pages, the demo consumer and the demo provider,
// join the seeded booking's video session and chat until `seconds` (30 by default) after going into
// the call. Prints how many main-thread long tasks (over 50 ms, PerformanceObserver 'longtask') each
// page had from the moment it left the waiting room, the call's start included, and the longest.
// Then each page waits 3 s in the call with no chat (its long tasks counted: the machine's own in
// that span), opens the whiteboard (its code loads then), and the long tasks of the 3 s after the
// key press are counted apart. `measureLongTasks({ baseUrl, seconds })` returns the same figures to
// other scripts.
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'

export const SEEDED_BOOKING = '65f000000000000000000001'
/** The call's whiteboard button (the Thai catalogue's session.video.board). */
export const BOARD_BUTTON = '\u0e01\u0e23\u0e30\u0e14\u0e32\u0e19'
export const DEMO = { consumer: 'consumer@example.com', provider: 'provider@example.com' }
const CHAT_EVERY_MS = 500
/** How long after pressing the board button its long tasks are counted. */
export const BOARD_OPEN_SECONDS = 3
const BOARD_OPEN_WINDOW_MS = BOARD_OPEN_SECONDS * 1000
const MAX_SECONDS = 300
// Every wait below is bounded, so a broken server ends the run instead of hanging it.
const STEP_TIMEOUT_MS = 30_000

export const LAUNCH_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
  '--no-first-run',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
]

/** Only this machine: the run signs accounts in and floods a room with chat. */
export function loopbackOrigin(baseUrl) {
  const url = new URL(baseUrl)
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`refusing ${url.origin}: loopback addresses only`)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`not an http(s) address: ${baseUrl}`)
  return url.origin
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Signs a demo account in by e-mail code (the development outbox), leaving both cookies in the context. */
export async function signIn(context, origin, email) {
  const request = context.request
  for (let attempt = 0; attempt < 5; attempt++) {
    const sent = await request.post(`${origin}/v2/auth/check-otp/email`, { data: { email } })
    if (sent.ok()) break
    if (sent.status() !== 429 || attempt === 4) throw new Error(`code for ${email}: ${sent.status()} ${await sent.text()}`)
    const wait = Math.min(65, Number((await sent.json()).retry_after ?? 1))
    await sleep(wait * 1000 + 100)
  }
  let otp = ''
  for (const deadline = Date.now() + STEP_TIMEOUT_MS; !otp && Date.now() < deadline; await sleep(100)) {
    const latest = await request.get(`${origin}/v2/dev/outbox/latest?destination=${encodeURIComponent(email)}`)
    if (latest.ok()) otp = (await latest.json()).otp ?? ''
  }
  if (!otp) throw new Error(`no code arrived for ${email} (is the server running outside production?)`)
  const login = await request.post(`${origin}/v2/auth/login/email`, { data: { email, otp } })
  if (!login.ok()) throw new Error(`login ${email}: ${login.status()} ${await login.text()}`)
  const { access_token: accessToken } = await login.json()
  await context.addCookies([{ name: 'access_token', value: accessToken, url: origin }])
}

/** Runs in the page before any of its scripts: its long tasks, for reading later. */
function recordLongTasks() {
  const tasks = []
  window.__benchLongTasks = tasks
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // No longtask support: the figures will say so (null).
    window.__benchLongTasks = null
  }
}

/**
 * Runs in the page before any of its scripts: keeps the page's peer connections (each with the time
 * it was made) in `window.__benchPeerConnections`, for reading the call's own statistics.
 */
export function recordPeerConnections() {
  const Native = window.RTCPeerConnection
  const list = []
  window.__benchPeerConnections = list
  window.RTCPeerConnection = class extends Native {
    constructor(...args) {
      super(...args)
      this.createdAt = Date.now()
      list.push(this)
    }
  }
}

async function framesDecoded(page) {
  return page.evaluate(async () => {
    const pc = (window.__benchPeerConnections ?? []).filter((candidate) => candidate.connectionState !== 'closed').at(-1)
    if (!pc) return 0
    let frames = 0
    ;(await pc.getStats()).forEach((report) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0
    })
    return frames
  })
}

const joinLink = (page) => page.locator(`a[href="/session/video-session?booking=${SEEDED_BOOKING}"]`)

async function openWaitingRoom(page, origin) {
  await page.goto(`${origin}/session/waiting-room?booking=${SEEDED_BOOKING}`)
  // The join link is the one link into the video session.
  await joinLink(page).waitFor({ timeout: STEP_TIMEOUT_MS })
}

/** Goes into the call; answers the page's clock at the moment it did (after the driver's own work). */
async function enterCall(page) {
  // By keyboard (focus, then Enter), as a person may: a pointer click from the test driver runs its
  // own hit-target checks inside the page's click task, which would be counted as the page's work.
  // Finding and focusing the link is the driver's work on the page's thread too (its injected
  // script queries the document), so the measured time starts after it, at the key press.
  await joinLink(page).focus()
  const mark = await page.evaluate(() => performance.now())
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/session\/video-session\?/, { timeout: STEP_TIMEOUT_MS })
  return mark
}

async function waitForVideo(page) {
  for (const deadline = Date.now() + STEP_TIMEOUT_MS; Date.now() < deadline; await sleep(250)) {
    if ((await framesDecoded(page)) > 0) return
  }
  throw new Error('no video arrived from the other participant')
}

/**
 * Measures main-thread long tasks on both pages of a live call while they chat. Returns, per page,
 * the count, their total and the longest (ms), the chat messages it sent, and the frames it decoded.
 */
export async function measureLongTasks({ baseUrl, seconds = 30, chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {}) {
  const origin = loopbackOrigin(baseUrl)
  const duration = Math.min(MAX_SECONDS, Math.max(1, Number(seconds) || 30))
  const browser = await chromium.launch({ executablePath: chromiumPath, args: LAUNCH_ARGS })
  try {
    const sides = {}
    for (const role of ['consumer', 'provider']) {
      const context = await browser.newContext({ permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } })
      await context.addInitScript(recordLongTasks)
      await context.addInitScript(recordPeerConnections)
      await signIn(context, origin, DEMO[role])
      sides[role] = { page: await context.newPage(), sent: 0 }
    }
    // The measured time starts as each page goes from the waiting room into the call (the key press),
    // so the call's own start (its code, its first answers, the connection) is part of it.
    const marks = {}
    const started = Date.now()
    await Promise.all(
      Object.entries(sides).map(async ([role, { page }]) => {
        await openWaitingRoom(page, origin)
        marks[role] = await enterCall(page)
      }),
    )
    await Promise.all(Object.values(sides).map(({ page }) => waitForVideo(page)))
    const framesBefore = Object.fromEntries(Object.keys(sides).map((role) => [role, 0]))
    const roles = Object.keys(sides)
    // Typed through the browser's input events, as a person types: a locator's fill or press runs the
    // test driver's own script on the page's thread (finding the field, checking it can be typed
    // into) for every message, which would be counted as the page's work. The field is focused once
    // and keeps the focus after each message is sent.
    for (const { page } of Object.values(sides)) await page.locator('form.chat__form input').focus()
    const end = started + duration * 1000
    for (let turn = 0; Date.now() < end; turn++) {
      const role = roles[turn % roles.length]
      const side = sides[role]
      await side.page.keyboard.insertText(`bench ${role} ${turn} ${new Date().toISOString()}`)
      await side.page.keyboard.press('Enter')
      side.sent += 1
      await sleep(CHAT_EVERY_MS)
    }

    // The same span of the call left alone (video both ways, no chat), to set beside the opening:
    // long tasks this machine has in any few seconds of a call, whatever the page does.
    const quietMarks = {}
    for (const [role, { page }] of Object.entries(sides)) quietMarks[role] = await page.evaluate(() => performance.now())
    await sleep(BOARD_OPEN_WINDOW_MS)

    // Opening the whiteboard, by keyboard like the call itself: from the key press, its code
    // loading, the board drawn and the whole board fetched.
    const boardMarks = {}
    for (const [role, { page }] of Object.entries(sides)) {
      await page.getByRole('button', { name: BOARD_BUTTON, exact: true }).focus()
      boardMarks[role] = await page.evaluate(() => performance.now())
      await page.keyboard.press('Enter')
    }
    await Promise.all(Object.values(sides).map(({ page }) => page.locator('canvas[role="img"]').waitFor({ timeout: STEP_TIMEOUT_MS })))
    await sleep(BOARD_OPEN_WINDOW_MS)

    const result = { baseUrl: origin, seconds: duration, pages: {} }
    for (const [role, side] of Object.entries(sides)) {
      const tasksBetween = (from, to) =>
        side.page.evaluate(({ from, to }) => (window.__benchLongTasks ?? []).filter((task) => task.start >= from && task.start < to), { from, to })
      const boardTasks = await tasksBetween(boardMarks[role], boardMarks[role] + BOARD_OPEN_WINDOW_MS)
      const quietTasks = await tasksBetween(quietMarks[role], quietMarks[role] + BOARD_OPEN_WINDOW_MS)
      const tasks = await side.page.evaluate(
        ({ from, to }) => {
          const all = window.__benchLongTasks
          return all === null ? null : all.filter((task) => task.start >= from && task.start < to)
        },
        { from: marks[role], to: quietMarks[role] },
      )
      result.pages[role] = {
        longTasks: tasks === null ? null : tasks.length,
        longTaskTotalMs: tasks === null ? null : Math.round(tasks.reduce((sum, task) => sum + task.duration, 0)),
        longestMs: tasks === null || tasks.length === 0 ? 0 : Math.round(Math.max(...tasks.map((task) => task.duration))),
        // When each happened (ms after the page went into the call) and how long it took, to line them up with what the page did.
        tasks: tasks === null ? [] : tasks.map((task) => ({ atMs: Math.round(task.start - marks[role]), durationMs: Math.round(task.duration) })),
        chatSent: side.sent,
        boardOpening: { longTasks: boardTasks.length, longestMs: Math.round(Math.max(0, ...boardTasks.map((task) => task.duration))) },
        callAlone: { longTasks: quietTasks.length, longestMs: Math.round(Math.max(0, ...quietTasks.map((task) => task.duration))) },
        framesDecoded: (await framesDecoded(side.page)) - framesBefore[role],
      }
    }
    return result
  } finally {
    await browser.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? process.env.BENCH_BASE_URL
  if (!baseUrl) {
    console.error('usage: node scripts/bench-realtime-long-tasks.mjs <base-url> [seconds]   (or BENCH_BASE_URL)')
    process.exit(2)
  }
  try {
    const result = await measureLongTasks({ baseUrl, seconds: process.argv[3] ?? process.env.BENCH_SECONDS ?? 30 })
    if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2))
    else {
      console.log(`main-thread long tasks (> 50 ms) in the first ${result.seconds} s of a live call (its start included) with chat, ${result.baseUrl}`)
      for (const [role, figures] of Object.entries(result.pages)) {
        console.log(
          `  ${role.padEnd(9)} ${figures.longTasks ?? 'n/a'} long tasks (total ${figures.longTaskTotalMs ?? 'n/a'} ms, longest ${figures.longestMs} ms); ${figures.chatSent} messages sent; ${figures.framesDecoded} video frames decoded; opening the whiteboard: ${figures.boardOpening.longTasks} long tasks (longest ${figures.boardOpening.longestMs} ms), the ${BOARD_OPEN_SECONDS} s before it with the call alone: ${figures.callAlone.longTasks} (longest ${figures.callAlone.longestMs} ms)`,
        )
      }
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
