import { getStroke } from 'perfect-freehand'
import type { BoardPoint } from '~/contract/board'
import { BOARD_LIMITS } from '~/contract/board-limits'
import type { ShownStroke } from './board-state'

/**
 * Drawing the board on a 2D canvas, in page units scaled to the canvas: pen strokes as
 * perfect-freehand outlines (pressure from a pen, simulated from speed otherwise), the highlighter
 * wide and see-through, lines straight, text in the site's Thai font. The same code draws the
 * board in the call and the summary's picture.
 */

/** The site's font (app.css --font), as a canvas font list. */
export const BOARD_FONT = '"Noto Sans Thai Variable", "Noto Sans Thai Fallback", "Noto Sans Thai", sans-serif'
/** Text size in page units per width class. */
const TEXT_SIZE = { 3: 28, 6: 40, 12: 64 } as const
const LINE_HEIGHT = 1.5
const PEN_SCALE = 2
const HIGHLIGHTER_SCALE = 4
const HIGHLIGHTER_ALPHA = 0.35

export const textSize = (width: ShownStroke['width']): number => TEXT_SIZE[width]

/**
 * A pen or highlighter stroke's outline, made once per stroke and kept: the page is drawn again
 * every frame while someone draws, and perfect-freehand's outline is the costly part. A stroke
 * being drawn here grows in place, so the outline is made again when its point count changed.
 */
const outlines = new WeakMap<readonly BoardPoint[], { count: number; size: number; path: Path2D }>()

function outline(points: readonly BoardPoint[], size: number, pressure: boolean): Path2D {
  const known = outlines.get(points)
  if (known && known.count === points.length && known.size === size) return known.path
  const shape = getStroke(points as BoardPoint[], { size, thinning: pressure ? 0.6 : 0, smoothing: 0.5, streamline: 0.4, simulatePressure: false, last: true })
  const path = new Path2D()
  const [first, ...rest] = shape
  if (first) {
    path.moveTo(first[0], first[1])
    for (const [x, y] of rest) path.lineTo(x, y)
    path.closePath()
  }
  outlines.set(points, { count: points.length, size, path })
  return path
}

/** Draws one stroke; the context is already scaled to page units. */
export function drawStroke(ctx: CanvasRenderingContext2D, stroke: ShownStroke): void {
  ctx.save()
  ctx.fillStyle = stroke.color
  ctx.strokeStyle = stroke.color
  switch (stroke.tool) {
    case 'pen':
      ctx.fill(outline(stroke.points, stroke.width * PEN_SCALE, true))
      break
    case 'highlighter':
      ctx.globalAlpha = HIGHLIGHTER_ALPHA
      ctx.fill(outline(stroke.points, stroke.width * HIGHLIGHTER_SCALE, false))
      break
    case 'line': {
      const [a, b = a] = stroke.points
      ctx.lineWidth = stroke.width
      ctx.lineCap = 'round'
      ctx.beginPath()
      ctx.moveTo(a![0], a![1])
      ctx.lineTo(b![0], b![1])
      ctx.stroke()
      break
    }
    case 'text': {
      const size = textSize(stroke.width)
      const [x, y] = stroke.points[0]!
      ctx.font = `${size}px ${BOARD_FONT}`
      ctx.textBaseline = 'top'
      ;(stroke.text ?? '').split('\n').forEach((line, i) => ctx.fillText(line, x, y + i * size * LINE_HEIGHT))
      break
    }
  }
  ctx.restore()
}

/**
 * Draws `strokes`, scaled from page units, where the context's origin is; on a white page first
 * unless `ground` is false (the call's canvas, whose page is its own white background).
 */
export function drawPage(ctx: CanvasRenderingContext2D, strokes: readonly ShownStroke[], scale: number, ground = true): void {
  ctx.save()
  ctx.scale(scale, scale)
  if (ground) {
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, BOARD_LIMITS.width, BOARD_LIMITS.height)
  }
  for (const stroke of strokes) drawStroke(ctx, stroke)
  ctx.restore()
}

/** The distance from a point to a segment, in page units. */
function distanceToSegment(px: number, py: number, [ax, ay]: BoardPoint, [bx, by]: BoardPoint): number {
  const dx = bx - ax
  const dy = by - ay
  const length = dx * dx + dy * dy
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length))
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy))
}

/** Whether the eraser at (x, y) with `radius` touches the stroke. Text counts by its box. */
export function touches(stroke: ShownStroke, x: number, y: number, radius: number): boolean {
  if (stroke.tool === 'text') {
    const size = textSize(stroke.width)
    const lines = (stroke.text ?? '').split('\n')
    const [tx, ty] = stroke.points[0]!
    const width = Math.max(...lines.map((line) => line.length)) * size * 0.6
    const height = lines.length * size * LINE_HEIGHT
    return x + radius >= tx && x - radius <= tx + width && y + radius >= ty && y - radius <= ty + height
  }
  // Half of the width each tool draws with (drawStroke).
  const reach = radius + (stroke.tool === 'highlighter' ? stroke.width * HIGHLIGHTER_SCALE : stroke.tool === 'pen' ? stroke.width * PEN_SCALE : stroke.width) / 2
  const points = stroke.points
  if (points.length === 1) return Math.hypot(x - points[0]![0], y - points[0]![1]) <= reach
  for (let i = 1; i < points.length; i++) if (distanceToSegment(x, y, points[i - 1]!, points[i]!) <= reach) return true
  return false
}
