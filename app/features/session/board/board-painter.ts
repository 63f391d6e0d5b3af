import type { BoardPoints, BoardStroke } from '~/contract/board'
import { BOARD_LIMITS } from '~/contract/board-limits'
import { drawPage } from './board-draw'
import type { BoardModel } from './board-state'

/** A stroke being drawn on this page: how many of its points have gone to the other person, and when the socket last took some. */
export type Drawing = { stroke: BoardStroke; sent: number; socketAt: number }

const SOCKET_POINTS_EVERY_MS = 50

/**
 * The board's canvas: draws the shown page at most once a frame, with the stroke being drawn on
 * top, and in the same frame sends that stroke's new points: every frame over the call's data
 * channel, every 50 ms over the socket while the channel is not open.
 */
export class BoardPainter {
  #canvas: HTMLCanvasElement | null = null
  #page = 0
  #drawing: Drawing | null = null
  #frame = 0
  /** Nothing drawn on the canvas since it was (re)sized or cleared: a sized canvas starts empty. */
  #blank = true
  #directly: (points: BoardPoints) => boolean = () => false
  #bySocket: (points: BoardPoints) => void = () => {}

  constructor(readonly model: BoardModel) {}

  /** How points travel: straight to the other person when that works, else through the socket. */
  route(directly: (points: BoardPoints) => boolean, bySocket: (points: BoardPoints) => void): void {
    this.#directly = directly
    this.#bySocket = bySocket
  }

  /** The canvas to draw on (null: none any more). */
  attach(canvas: HTMLCanvasElement | null): void {
    this.#canvas = canvas
    this.#blank = false
    if (canvas) this.schedule()
    else this.stop()
  }

  /** The canvas was given a new size (which empties it): drawn again. */
  resized(): void {
    this.#blank = true
    this.schedule()
  }

  show(page: number): void {
    this.#page = page
    this.schedule()
  }

  /** Starts a stroke drawn here. */
  begin(stroke: BoardStroke): void {
    this.#drawing = { stroke, sent: 0, socketAt: 0 }
    this.schedule()
  }

  /**
   * Adds a point to the stroke being drawn (a line moves its end); answers false when the stroke
   * has the most points a stroke may have, to be finished and followed by a new one.
   */
  extend(point: BoardStroke['points'][number]): boolean {
    const current = this.#drawing
    if (!current) return true
    const { stroke } = current
    this.schedule()
    if (stroke.tool === 'line') {
      current.stroke = { ...stroke, points: [stroke.points[0]!, point] }
      return true
    }
    const last = stroke.points.at(-1)
    if (last && last[0] === point[0] && last[1] === point[1]) return true
    stroke.points.push(point)
    return stroke.points.length < BOARD_LIMITS.pointsPerStroke
  }

  /** Ends the stroke being drawn and answers it (null when none was). */
  end(): BoardStroke | null {
    const stroke = this.#drawing?.stroke ?? null
    this.#drawing = null
    this.schedule()
    return stroke
  }

  get drawingNow(): boolean {
    return this.#drawing !== null
  }

  schedule(): void {
    if (this.#frame) return
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0
      this.#paint()
    })
  }

  stop(): void {
    cancelAnimationFrame(this.#frame)
    this.#frame = 0
  }

  #paint(): void {
    const canvas = this.#canvas
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) return
    const current = this.#drawing
    const strokes = this.model.strokesOn(this.#page)
    const shown = current ? [...strokes, current.stroke] : strokes
    // The page is the canvas's white background: an empty page is an empty canvas, so opening an
    // empty board (or one resized) draws nothing until there is ink.
    if (shown.length > 0 || !this.#blank) {
      ctx.clearRect(0, 0, canvas.width, canvas.height)
      drawPage(ctx, shown, canvas.width / BOARD_LIMITS.width, false)
      this.#blank = shown.length === 0
    }
    if (current) this.#sendPoints(current)
  }

  #sendPoints(current: Drawing): void {
    const { stroke } = current
    if (stroke.tool === 'text') return
    // A line is its two ends, sent whole each time; a stroke sends what is new.
    const from = stroke.tool === 'line' ? 0 : current.sent
    if (from >= stroke.points.length) return
    const { stroke_id, page, tool, color, width } = stroke
    const points: BoardPoints = { stroke_id, page, tool, color, width, from, points: stroke.points.slice(from) }
    if (this.#directly(points)) {
      current.sent = stroke.points.length
      return
    }
    const now = performance.now()
    if (now - current.socketAt < SOCKET_POINTS_EVERY_MS) return
    current.socketAt = now
    current.sent = stroke.points.length
    this.#bySocket(points)
  }
}
