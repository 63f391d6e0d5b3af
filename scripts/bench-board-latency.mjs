// `node scripts/bench-board-latency.mjs <base-url> [strokes]` (or BENCH_BASE_URL): against a running
// built server on this machine (outside production: it signs the demo accounts in through the
// development outbox), the demo consumer and the demo provider join the seeded booking's video
// session in two fake-media Chromium pages and open the whiteboard. Each draws strokes in turn
// (`strokes` in all, 10 by default) and the other page is watched every frame for the first ink at
// the stroke's start: the time from the press to that ink, while the stroke is still being drawn.
// First with the call's data channel, then again with data channels taken away from the
// consumer's browser, so every stroke goes through the server's socket. Prints p50 and the slowest
// of each. Aims: under 100 ms over the data channel, under 500 ms through the socket.
// `measureBoardLatency({ baseUrl, strokes })` returns the same figures to other scripts.
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { BOARD_BUTTON, DEMO, LAUNCH_ARGS, loopbackOrigin, recordPeerConnections, SEEDED_BOOKING, signIn } from './bench-realtime-long-tasks.mjs'
import { BOARD_CANVAS, strokeShowsWhileDrawn } from './lib/board-stroke.mjs'

export const BOARD_AIMS_MS = { dataChannel: 100, socket: 500 }
/** The provider's clear button and its confirmation (the Thai catalogue's board.clear, board.clearConfirm). */
const CLEAR_BUTTON = '\u0e25\u0e49\u0e32\u0e07\u0e2b\u0e19\u0e49\u0e32\u0e19\u0e35\u0e49'
const CLEAR_CONFIRM = '\u0e25\u0e49\u0e32\u0e07\u0e2b\u0e19\u0e49\u0e32'
const STEP_TIMEOUT_MS = 30_000
const MAX_STROKES = 40
/** Strokes start on a grid of the board (fractions of its width and height), one cell each. */
const COLUMNS = 8
const ROWS = 5

/** Runs in the page before its scripts: no data channels (a browser or network without them). */
function noDataChannels() {
  RTCPeerConnection.prototype.createDataChannel = () => {
    throw new DOMException('data channels are off', 'NotSupportedError')
  }
}

async function until(what, check) {
  for (const deadline = Date.now() + STEP_TIMEOUT_MS; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (await check()) return
  }
  throw new Error(`${what}: not within ${STEP_TIMEOUT_MS} ms`)
}

/** In the call, connected (with the data transport up where `withData`), with the board open. */
async function onTheBoard(page, origin, withData) {
  await page.goto(`${origin}/session/video-session?booking=${SEEDED_BOOKING}`)
  await until('the call connected', () =>
    page.evaluate(
      (withData) => (window.__benchPeerConnections ?? []).some((pc) => pc.connectionState === 'connected' && (!withData || pc.sctp?.state === 'connected')),
      withData,
    ),
  )
  await page.getByRole('button', { name: BOARD_BUTTON, exact: true }).click({ timeout: STEP_TIMEOUT_MS })
  await page.locator(BOARD_CANVAS).waitFor({ timeout: STEP_TIMEOUT_MS })
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function measureMode(browser, origin, strokes, mode) {
  const noDataChannel = mode === 'socket'
  const sides = {}
  for (const role of ['consumer', 'provider']) {
    const context = await browser.newContext({ permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } })
    await context.addInitScript(recordPeerConnections)
    if (noDataChannel && role === 'consumer') await context.addInitScript(noDataChannels)
    await signIn(context, origin, DEMO[role])
    sides[role] = await context.newPage()
  }
  try {
    await Promise.all(Object.values(sides).map((page) => onTheBoard(page, origin, !noDataChannel)))
    // A white page to draw on: the board is kept with the booking, so an earlier run's strokes are there.
    await sides.provider.getByRole('button', { name: CLEAR_BUTTON, exact: true }).click({ timeout: STEP_TIMEOUT_MS })
    await sides.provider.getByRole('dialog').getByRole('button', { name: CLEAR_CONFIRM, exact: true }).click({ timeout: STEP_TIMEOUT_MS })
    await until('the board cleared on both pages', async () => {
      for (const page of Object.values(sides)) {
        const inked = await page.evaluate((selector) => {
          const canvas = document.querySelector(selector)
          const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data
          for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200)) return true
          return false
        }, BOARD_CANVAS)
        if (inked) return false
      }
      return true
    })
    const samples = []
    for (let i = 0; i < strokes; i++) {
      const [drawer, watcher] = i % 2 === 0 ? [sides.provider, sides.consumer] : [sides.consumer, sides.provider]
      const cell = i % (COLUMNS * ROWS)
      const from = [(cell % COLUMNS) / COLUMNS + 0.2 / COLUMNS, Math.floor(cell / COLUMNS) / ROWS + 0.2 / ROWS]
      samples.push(await strokeShowsWhileDrawn(drawer, watcher, from, [from[0] + 0.6 / COLUMNS, from[1] + 0.5 / ROWS]))
    }
    const sorted = [...samples].sort((a, b) => a - b)
    return { strokes: samples.length, p50: percentile(sorted, 50), slowest: sorted.at(-1) }
  } finally {
    await Promise.all(Object.values(sides).map((page) => page.context().close()))
  }
}

/** Stroke latency over the data channel and through the socket, `strokes` each (drawn by both sides in turn). */
export async function measureBoardLatency({ baseUrl, strokes = 10, chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {}) {
  const origin = loopbackOrigin(baseUrl)
  const count = Math.min(MAX_STROKES, Math.max(2, Number(strokes) || 10))
  const browser = await chromium.launch({ executablePath: chromiumPath, args: LAUNCH_ARGS })
  try {
    return {
      dataChannel: await measureMode(browser, origin, count, 'data channel'),
      socket: await measureMode(browser, origin, count, 'socket'),
    }
  } finally {
    await browser.close()
  }
}

export function printBoardLatency({ dataChannel, socket }) {
  const line = (name, figures, aim) =>
    console.log(`${name}: p50 ${figures.p50.toFixed(0)} ms, slowest ${figures.slowest.toFixed(0)} ms of ${figures.strokes} strokes (aim: under ${aim} ms)`)
  line('whiteboard stroke, over the data channel', dataChannel, BOARD_AIMS_MS.dataChannel)
  line('whiteboard stroke, through the socket', socket, BOARD_AIMS_MS.socket)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? process.env.BENCH_BASE_URL
  if (!baseUrl) {
    console.error('usage: node scripts/bench-board-latency.mjs <base-url> [strokes]')
    process.exit(2)
  }
  printBoardLatency(await measureBoardLatency({ baseUrl, strokes: process.argv[3] }))
}
