import { readFile } from 'node:fs/promises'
import { type Browser, type BrowserContext, type Page } from '@playwright/test'
import { BOARD_LIMITS } from '~/contract/board'
import { th } from '~/app/lib/i18n/th-all'
import { wcagViolations } from './support/axe'
import { expect, test } from './support/test'
import { DEMO, signInAs, type Account } from './support/auth'
import { capturePeerConnections, fakeMediaLaunchOptions } from './support/media'
import { serverForSpec } from './support/server'
import { boardPoint, inkAppears, strokeShowsWhileDrawn } from '~/scripts/lib/board-stroke.mjs'
import { measureFirstLoadJs } from '~/scripts/lib/first-load-js.mjs'

// The live session's whiteboard, between the demo consumer and the demo provider in the demo
// booking of a server of this spec's own (its room opens as the server starts), so the live-session
// spec's room is left alone. One call at a time: these run one after another.
test.describe.configure({ mode: 'serial' })
test.use({ launchOptions: fakeMediaLaunchOptions() })

const specServer = serverForSpec({ OTP_RESEND_INTERVAL_SECONDS: '1' })
const BOOKING = '65f000000000000000000001'

/**
 * Test instrumentation: counts what the page sends over data channels, and, with `noDataChannel`,
 * takes data channels away (as a browser or network without them), so the board has only the socket.
 */
function instrumentDataChannels(noDataChannel: boolean) {
  const w = window as unknown as { __dataChannelSends: number }
  w.__dataChannelSends = 0
  const send = RTCDataChannel.prototype.send
  RTCDataChannel.prototype.send = function (this: RTCDataChannel, ...args: Parameters<RTCDataChannel['send']>) {
    w.__dataChannelSends += 1
    return send.apply(this, args)
  } as RTCDataChannel['send']
  if (noDataChannel) {
    RTCPeerConnection.prototype.createDataChannel = () => {
      throw new DOMException('data channels are off', 'NotSupportedError')
    }
  }
}

type Side = { context: BrowserContext; page: Page }

async function openCall(browser: Browser, account: Account, options: { noDataChannel?: boolean } = {}): Promise<Side> {
  const context = await browser.newContext({ baseURL: specServer().baseURL, permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } })
  await context.addInitScript(capturePeerConnections)
  await context.addInitScript(instrumentDataChannels, options.noDataChannel ?? false)
  await signInAs(context, specServer().baseURL, account, 'email')
  const page = await context.newPage()
  await page.goto(`/session/video-session?booking=${BOOKING}`)
  await expect(page.getByRole('group', { name: th.session.video.controls })).toBeVisible()
  return { context, page }
}

/** Both people in the call with the board open; with `noDataChannel`, the consumer's browser has no data channels. */
async function bothOnTheBoard(browser: Browser, options: { noDataChannel?: boolean } = {}) {
  const consumer = await openCall(browser, DEMO.consumer, options)
  const provider = await openCall(browser, DEMO.provider)
  await connected([consumer.page, provider.page], !options.noDataChannel)
  await openBoard(consumer.page)
  await openBoard(provider.page)
  return { consumer, provider }
}

const dataChannelSends = (page: Page) => page.evaluate(() => (window as unknown as { __dataChannelSends: number }).__dataChannelSends)

/**
 * Draws from `from` towards `to` (page units) on one page and waits for the other page to show ink at
 * the start while the pointer is still down (a stroke that showed only once finished fails here);
 * then lifts the pointer. Answers how long after the press the ink showed: the figure is reported,
 * and judged against its aims (100 ms over the data channel, 500 ms through the socket) by the
 * benchmark (scripts/bench-board-latency.mjs), not here.
 */
const strokeLatency = (drawer: Page, watcher: Page, from: [number, number], to: [number, number]) =>
  strokeShowsWhileDrawn(drawer, watcher, boardFraction(...from), boardFraction(...to))

const boardButton = (page: Page) => page.getByRole('button', { name: th.session.video.board, exact: true })
const canvasOf = (page: Page, pageNumber = 1) => page.getByRole('img', { name: th.board.canvas.replace('{page}', String(pageNumber)) })

async function openBoard(page: Page) {
  await boardButton(page).click()
  await expect(boardButton(page)).toHaveAttribute('aria-pressed', 'true')
  await expect(canvasOf(page)).toBeVisible()
  await expect(page.getByText(th.board.loading)).toHaveCount(0)
}

/** Both pages in the call, with the connection's data transport up (the board's channel can open) where `withData`. */
async function connected(pages: Page[], withData = true) {
  for (const page of pages) {
    await expect
      .poll(
        () =>
          page.evaluate((withData) => {
            const list = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? []
            return list.some((pc) => pc.connectionState === 'connected' && (!withData || pc.sctp?.state === 'connected'))
          }, withData),
        { timeout: 20_000 },
      )
      .toBe(true)
  }
}

/** A point of the page (page units) as fractions of the board's width and height. */
const boardFraction = (x: number, y: number): [number, number] => [x / BOARD_LIMITS.width, y / BOARD_LIMITS.height]

/** Where a point of the page (page units) is on screen. */
const screenPoint = (page: Page, x: number, y: number) => boardPoint(page, ...boardFraction(x, y))

/** The moment (epoch ms) ink shows on the page's board around (x, y) in page units (see inkAppears). */
const inkAt = (page: Page, x: number, y: number, reach?: number) => inkAppears(page, ...boardFraction(x, y), reach)

test('a stroke reaches the other person while it is being drawn, over the data channel; Thai text, undo and a reload; every control by keyboard, axe finds nothing', async ({ browser }) => {
  test.setTimeout(120_000)
  const { consumer, provider } = await bothOnTheBoard(browser)

  // Drawn by the provider: the consumer sees the stroke while it is being drawn.
  const latency = await strokeLatency(provider.page, consumer.page, [400, 300], [700, 420])
  test.info().annotations.push({ type: 'data channel latency', description: `${Math.round(latency)} ms` })
  expect(await dataChannelSends(provider.page)).toBeGreaterThan(0)

  // Text in Thai, typed through the text box (tone marks and vowels above and below the line).
  const thai = 'สวัสดีค่ะ น้ำใจ กุ้ง'
  await consumer.page.getByRole('button', { name: th.board.tool.text, exact: true }).click()
  const textAt = await screenPoint(consumer.page, 200, 650)
  await consumer.page.mouse.click(textAt.x, textAt.y)
  const textBox = consumer.page.getByRole('textbox', { name: th.board.textInput })
  await expect(textBox).toBeFocused()
  await textBox.pressSequentially(thai)
  await textBox.press('Enter')
  await expect(textBox).toHaveCount(0)
  await inkAt(provider.page, 240, 670, 20)

  // The whole board, kept by the server: the stroke and the text, as sent.
  const board = async (side: Side) => {
    const token = (await side.context.cookies()).find((c) => c.name === 'access_token')!.value
    const answer = await side.context.request.get(`/v2/booking/${BOOKING}/board`, { headers: { authorization: `Bearer ${token}` } })
    return (await answer.json()) as { strokes: { tool: string; text?: string; page: number }[] }
  }
  await expect.poll(async () => (await board(consumer)).strokes.map((s) => s.tool)).toEqual(['pen', 'text'])
  expect((await board(provider)).strokes[1]?.text).toBe(thai)

  // Undo takes the consumer's own text away for both, redo brings it back.
  await consumer.page.getByRole('button', { name: th.board.undo }).click()
  await expect.poll(async () => (await board(provider)).strokes.map((s) => s.tool)).toEqual(['pen'])
  await consumer.page.getByRole('button', { name: th.board.redo }).click()
  await expect.poll(async () => (await board(provider)).strokes.map((s) => s.tool)).toEqual(['pen', 'text'])

  // A reload shows the whole board again.
  await consumer.page.reload()
  await expect(consumer.page.getByRole('group', { name: th.session.video.controls })).toBeVisible()
  await openBoard(consumer.page)
  await inkAt(consumer.page, 400, 300)
  await inkAt(consumer.page, 240, 670, 20)

  // Every board control is reached by keyboard, in order, from the board button.
  await boardButton(consumer.page).focus()
  const names: string[] = []
  const expected = [
    ...Object.values(th.board.tool),
    ...Object.values(th.board.color),
    ...Object.values(th.board.width),
    ...[1, 2, 3, 4, 5].map((n) => th.board.page.replace('{page}', String(n))),
    th.board.canvas.replace('{page}', '1'),
  ]
  for (let i = 0; i < 40 && names.length < expected.length; i++) {
    await consumer.page.keyboard.press('Tab')
    const name = await consumer.page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '')
    if (expected.includes(name) && !names.includes(name)) names.push(name)
  }
  expect(names).toEqual(expected)
  // Text from the keyboard: the text tool, then Enter on the page.
  await consumer.page.getByRole('button', { name: th.board.tool.text, exact: true }).focus()
  await consumer.page.keyboard.press('Enter')
  await canvasOf(consumer.page).focus()
  await consumer.page.keyboard.press('Enter')
  await expect(consumer.page.getByRole('textbox', { name: th.board.textInput })).toBeFocused()
  await consumer.page.keyboard.type('ก่อน')
  await consumer.page.keyboard.press('Enter')
  await expect.poll(async () => (await board(provider)).strokes.map((s) => s.text ?? s.tool)).toEqual(['pen', thai, 'ก่อน'])
  await expect(consumer.page.getByRole('button', { name: th.board.undo })).toBeEnabled()
  expect(await wcagViolations(consumer.page)).toEqual([])
  expect(await wcagViolations(provider.page)).toEqual([])

  // Only the provider clears, after saying yes.
  await expect(consumer.page.getByRole('button', { name: th.board.clear })).toHaveCount(0)
  await provider.page.getByRole('button', { name: th.board.clear }).click()
  await provider.page.getByRole('dialog').getByRole('button', { name: th.board.clearConfirm, exact: true }).click()
  await expect.poll(async () => (await board(consumer)).strokes).toEqual([])

  await consumer.context.close()
  await provider.context.close()
})

test('without a data channel, strokes go through the socket and still show while being drawn', async ({ browser }) => {
  test.setTimeout(120_000)
  const { consumer, provider } = await bothOnTheBoard(browser, { noDataChannel: true })

  const latency = await strokeLatency(consumer.page, provider.page, [800, 500], [1000, 600])
  test.info().annotations.push({ type: 'socket latency', description: `${Math.round(latency)} ms` })
  expect(await dataChannelSends(consumer.page)).toBe(0)
  // The other way too (the provider's channel opens, but nobody answers on it).
  const back = await strokeLatency(provider.page, consumer.page, [300, 200], [350, 260])
  test.info().annotations.push({ type: 'socket latency, the other way', description: `${Math.round(back)} ms` })

  // Leaving: the summary offers the board as a picture, with the strokes in it.
  await consumer.page.getByRole('button', { name: th.session.video.leave }).click()
  await consumer.page.getByRole('dialog').getByRole('button', { name: th.session.video.leaveConfirm }).click()
  await expect(consumer.page.getByRole('heading', { level: 1, name: th.sessionSummary.heading })).toBeVisible()
  const downloading = consumer.page.waitForEvent('download')
  await consumer.page.getByRole('button', { name: th.sessionSummary.boardDownload }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`board-${BOOKING}.png`)
  const png = await readFile((await download.path())!)
  expect(png.subarray(1, 4).toString()).toBe('PNG')
  // Decoded in the browser: a 1600 x 900 page, white, with ink where both strokes were drawn.
  const picture = await consumer.page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(bitmap, 0, 0)
    const inkNear = (x: number, y: number) => {
      const data = ctx.getImageData(x - 6, y - 6, 12, 12).data
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) return true
      return false
    }
    return { width: bitmap.width, height: bitmap.height, strokes: [inkNear(800, 500), inkNear(300, 200)], blankCorner: !inkNear(1500, 60) }
  }, png.toString('base64'))
  expect(picture).toEqual({ width: 1600, height: 900, strokes: [true, true], blankCorner: true })

  await consumer.context.close()
  await provider.context.close()
})

test('a few seconds into the call the board is put together out of sight, and opening it only shows it: it was neither seen nor reachable, and its canvas keeps its size (nothing drawn again), beside the side chat, without it and on a phone', async ({ browser }) => {
  test.setTimeout(120_000)
  const consumer = await openCall(browser, DEMO.consumer)
  const provider = await openCall(browser, DEMO.provider)
  await connected([consumer.page, provider.page])
  const page = consumer.page
  // The board's canvas is in the page (its size in device pixels readable) but hidden.
  const canvasSize = () => page.evaluate(() => [...document.querySelectorAll('canvas')].map((c) => `${c.width}x${c.height}`))
  await expect.poll(canvasSize, { timeout: 20_000 }).toHaveLength(1)
  await expect.poll(async () => (await canvasSize())[0], { timeout: 5_000 }).not.toBe('1x1')
  await expect(canvasOf(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: th.board.tool.pen, exact: true })).toHaveCount(0)
  let before0 = (await canvasSize())[0]

  // With the side chat open (as the call starts on a wide screen), then without it, then on a phone.
  for (const layout of ['side chat', 'no chat', 'phone'] as const) {
    if (layout === 'no chat') await page.getByRole('button', { name: th.session.video.chat, exact: true }).click()
    if (layout === 'phone') await page.setViewportSize({ width: 375, height: 667 })
    await expect(page.getByRole('log')).toHaveCount(layout === 'side chat' ? 1 : 0)
    // Laid out again at this size while hidden (the canvas follows its box).
    await expect.poll(async () => (await canvasSize())[0] !== before0, { timeout: 5_000 }).toBe(layout === 'side chat' ? false : true)
    const before = await canvasSize()
    before0 = before[0]
    await boardButton(page).click()
    await expect(canvasOf(page)).toBeVisible()
    await expect(page.getByRole('button', { name: th.board.tool.pen, exact: true })).toBeVisible()
    expect(await canvasSize()).toEqual(before)
    await boardButton(page).click()
    await expect(canvasOf(page)).toHaveCount(0)
  }
  await consumer.context.close()
  await provider.context.close()
})

test('the board\'s code not arriving (offline as it is put together) leaves the call up: the board waits for it and shows once it can', async ({ browser }) => {
  test.setTimeout(120_000)
  const consumer = await openCall(browser, DEMO.consumer)
  const boardCode = /\/assets\/whiteboard-[\w-]+\.js$/
  let refused = 0
  await consumer.page.route(boardCode, (route) => {
    refused += 1
    return route.abort('internetdisconnected')
  })
  const provider = await openCall(browser, DEMO.provider)
  await connected([consumer.page, provider.page])
  // Put together a few seconds into the call: its code asked for and refused, the call still there.
  await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThan(0)
  await expect(consumer.page.getByRole('group', { name: th.session.video.controls })).toBeVisible()
  await boardButton(consumer.page).click()
  await expect(consumer.page.getByText(th.session.video.boardLoading)).toBeVisible()
  await expect(consumer.page.getByRole('group', { name: th.session.video.controls })).toBeVisible()
  // Back: the board shows without a reload.
  await consumer.page.unroute(boardCode)
  await expect(canvasOf(consumer.page)).toBeVisible({ timeout: 15_000 })
  await consumer.context.close()
  await provider.context.close()
})

// The board loads when it is first opened: the call's first load stays at most what it weighs now
// (168.2 KB gzipped, measured the same way; 187.8 KB before Start's RPC client, the route table,
// the API client and the crawler-only text left every first load: docs/performance.md), whatever
// the board grows into.
const CALL_BUDGET_GZIP = 168.5 * 1024

test(`the call's first-load JS is at most ${CALL_BUDGET_GZIP / 1024} KB gzipped, none of it the board's`, async ({ browser }) => {
  const context = await browser.newContext({ baseURL: specServer().baseURL })
  await signInAs(context, specServer().baseURL, DEMO.consumer, 'email')
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ')
  const measure = await measureFirstLoadJs(specServer().baseURL, `/session/video-session?booking=${BOOKING}`, { headers: { cookie } })
  const listed = measure.files.map((f) => `${new URL(f.url).pathname} ${(f.gzip / 1024).toFixed(1)} KB gzipped`).join('\n')
  test.info().annotations.push({ type: 'first-load JS of the call', description: `${(measure.total.gzip / 1024).toFixed(1)} KB gzipped` })
  // The call's own chunk is there (the measure saw the signed-in page, not the sign-in page).
  expect(measure.files.some((f) => /\/video-session-[\w-]+\.js$/.test(new URL(f.url).pathname)), listed).toBe(true)
  expect(measure.files.filter((f) => /\/(whiteboard|board[\w.]*)-[\w-]+\.js$/.test(new URL(f.url).pathname)), listed).toEqual([])
  expect(measure.total.gzip, listed).toBeLessThanOrEqual(CALL_BUDGET_GZIP)
  await context.close()
})
