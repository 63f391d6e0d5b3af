// A whiteboard stroke drawn on one page and looked for on the other, shared by the whiteboard's
// end-to-end test (tests/e2e/board.spec.ts) and its benchmark (scripts/bench-board-latency.mjs).
// Points are fractions of the board's width and height.

/** The board's drawing surface. */
export const BOARD_CANVAS = 'canvas[role="img"]'

/** Where a point of the board is on screen. */
export async function boardPoint(page, fx, fy) {
  const box = await page.locator(BOARD_CANVAS).boundingBox()
  return { x: box.x + fx * box.width, y: box.y + fy * box.height }
}

/**
 * Resolves with the moment (epoch ms) ink first shows on the page's board within `reach` pixels of
 * (fx, fy), looked at every frame (ink: a drawn pixel that is not white; the page itself is the
 * canvas's background); the board must be blank there when this starts. Fails after 10 s.
 */
export function inkAppears(page, fx, fy, reach = 6) {
  return page.evaluate(
    ({ selector, fx, fy, reach }) =>
      new Promise((resolve, reject) => {
        const canvas = document.querySelector(selector)
        const ctx = canvas.getContext('2d')
        const cx = Math.round(fx * canvas.width)
        const cy = Math.round(fy * canvas.height)
        const deadline = performance.now() + 10_000
        const look = () => {
          if (performance.now() > deadline) return reject(new Error(`no ink near ${fx}, ${fy} of the board`))
          const data = ctx.getImageData(cx - reach, cy - reach, 2 * reach, 2 * reach).data
          for (let i = 0; i < data.length; i += 4) {
            if (data[i + 3] > 0 && (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200)) return resolve(performance.timeOrigin + performance.now())
          }
          requestAnimationFrame(look)
        }
        look()
      }),
    { selector: BOARD_CANVAS, fx, fy, reach },
  )
}

/**
 * Presses at `from` on `drawer`, draws towards `to`, and waits for `watcher` to show ink at `from`
 * while the pointer is still down (a stroke shown only once finished fails here, after 10 s); then
 * lifts. Answers the milliseconds from the press (the page's own event time) to that ink: both
 * pages run on this machine's clock.
 */
export async function strokeShowsWhileDrawn(drawer, watcher, from, to) {
  const seen = inkAppears(watcher, ...from)
  const start = await boardPoint(drawer, ...from)
  await drawer.mouse.move(start.x, start.y)
  // The listener is in place before the press (an input event may overtake a script still on its way).
  await drawer.evaluate(() => {
    window.__strokePressedAt = null
    document.addEventListener('pointerdown', (event) => (window.__strokePressedAt = performance.timeOrigin + event.timeStamp), { once: true, capture: true })
  })
  await drawer.mouse.down()
  const end = await boardPoint(drawer, ...to)
  await drawer.mouse.move(end.x, end.y, { steps: 8 })
  const arrived = await seen
  await drawer.mouse.up()
  const pressed = await drawer.evaluate(() => window.__strokePressedAt)
  return arrived - pressed
}
