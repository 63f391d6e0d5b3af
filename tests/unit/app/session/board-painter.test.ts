import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BoardPainter } from '~/app/features/session/board/board-painter'
import { BoardModel } from '~/app/features/session/board/board-state'
import { boardStroke } from '~/tests/support/board-input'

/** A canvas whose 2D context records the names of the drawing calls made on it. */
function recordingCanvas() {
  const calls: string[] = []
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (target, name: string) => target[name] ?? ((...args: unknown[]) => void calls.push(name, ...(name === 'clearRect' ? [args.join(',')] : []))),
    set: (target, name: string, value) => ((target[name] = value), true),
  })
  const canvas = { width: 1600, height: 900, getContext: () => ctx } as unknown as HTMLCanvasElement
  return { canvas, calls }
}

let frames: FrameRequestCallback[] = []
const nextFrame = () => {
  const due = frames
  frames = []
  for (const callback of due) callback(0)
}

beforeEach(() => {
  frames = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => {})
})
afterEach(() => vi.unstubAllGlobals())

const line = () => boardStroke({ tool: 'line', points: [[10, 10, 0.5], [200, 10, 0.5]] })

/** An empty board's painter on a canvas just given its size, with the first frame drawn and its calls forgotten. */
function sizedPainter() {
  const model = new BoardModel()
  model.load({ version: 0, strokes: [] })
  const painter = new BoardPainter(model)
  const { canvas, calls } = recordingCanvas()
  painter.attach(canvas)
  painter.resized()
  nextFrame()
  const drawn = [...calls]
  calls.length = 0
  return { model, painter, calls, drawn }
}

describe('BoardPainter', () => {
  it('draws nothing on a newly sized canvas while the page is empty (the page is its white background)', () => {
    expect(sizedPainter().drawn).toEqual([])
  })

  it('clears and draws once there is ink, and clears once more when the ink is gone', () => {
    const { model, painter, calls } = sizedPainter()
    model.sent(line())
    painter.schedule()
    nextFrame()
    expect(calls.slice(0, 2)).toEqual(['clearRect', '0,0,1600,900'])
    expect(calls).toContain('stroke')

    calls.length = 0
    model.forgetSent()
    painter.schedule()
    nextFrame()
    expect(calls).toEqual(['clearRect', '0,0,1600,900', 'save', 'scale', 'restore'])

    // Empty and already cleared: nothing more to do.
    calls.length = 0
    painter.schedule()
    nextFrame()
    expect(calls).toEqual([])
  })

  it('draws the ink again after a new size (which empties the canvas)', () => {
    const { model, painter, calls } = sizedPainter()
    model.sent(line())
    painter.schedule()
    nextFrame()
    calls.length = 0
    painter.resized()
    nextFrame()
    expect(calls).toContain('stroke')
  })
})
