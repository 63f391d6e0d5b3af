import { describe, expect, it } from 'vitest'
import type { BoardStroke, StoredBoardStroke } from '~/contract/board'
import { touches } from '~/app/features/session/board/board-draw'
import { readBoardPoints } from '~/app/features/session/board/board-messages'
import { BoardModel, UndoHistory } from '~/app/features/session/board/board-state'
import { boardStroke } from '~/tests/support/board-input'

const stroke = (id: string, over: Partial<BoardStroke> = {}): BoardStroke => boardStroke({ stroke_id: id, points: [[10, 10, 0.5], [100, 10, 0.5]], ...over })
const kept = (id: string, seq: number, over: Partial<BoardStroke> = {}): StoredBoardStroke => ({ ...stroke(id, over), author_id: 'u1', seq })
const ids = (model: BoardModel, page = 0) => model.strokesOn(page).map((s) => s.stroke_id)

describe('BoardModel', () => {
  it('keeps changes that arrive before the whole board, and applies those newer than it once it comes', () => {
    const model = new BoardModel()
    expect(model.apply({ kind: 'stroke', version: 2, stroke: kept('a', 1) })).toBe(false)
    expect(model.apply({ kind: 'stroke', version: 3, stroke: kept('b', 2) })).toBe(false)
    expect(model.apply({ kind: 'remove', version: 4, strokeIds: ['a'] })).toBe(false)
    // The board as it was at version 3: a and b. The removal (4) is newer and applies; 2 and 3 are in it.
    model.load({ version: 3, strokes: [kept('a', 1), kept('b', 2)] })
    expect(ids(model)).toEqual(['b'])
    expect(model.version).toBe(4)
  })

  it('ignores a change at or below its version, and shows kept strokes in drawing order', () => {
    const model = new BoardModel()
    model.load({ version: 5, strokes: [kept('late', 9), kept('early', 3)] })
    expect(ids(model)).toEqual(['early', 'late'])
    expect(model.apply({ kind: 'clear', version: 5, page: 0 })).toBe(false)
    expect(ids(model)).toEqual(['early', 'late'])
    expect(model.apply({ kind: 'clear', version: 6, page: 0 })).toBe(true)
    expect(ids(model)).toEqual([])
  })

  it('shows an own stroke until the server tells it back, and a stroke being drawn until it is kept', () => {
    const model = new BoardModel()
    model.load({ version: 0, strokes: [] })
    model.sent(stroke('mine'))
    model.drawing({ ...stroke('theirs'), from: 0, points: [[1, 1, 0.5]] })
    model.drawing({ ...stroke('theirs'), from: 1, points: [[2, 2, 0.5]] })
    expect(ids(model)).toEqual(['mine', 'theirs'])
    expect(model.strokesOn(0).at(-1)?.points).toEqual([
      [1, 1, 0.5],
      [2, 2, 0.5],
    ])
    model.apply({ kind: 'stroke', version: 1, stroke: kept('theirs', 1) })
    model.apply({ kind: 'stroke', version: 2, stroke: kept('mine', 2) })
    expect(ids(model)).toEqual(['theirs', 'mine'])
    expect(model.strokesOn(0)).toHaveLength(2)
    // Points that come after the stroke was kept change nothing.
    model.drawing({ ...stroke('theirs'), from: 2, points: [[3, 3, 0.5]] })
    expect(model.strokesOn(0)).toEqual([kept('theirs', 1), kept('mine', 2)])
  })

  it('takes hidden strokes off at once, and the server telling it back changes nothing more', () => {
    const model = new BoardModel()
    model.load({ version: 1, strokes: [kept('a', 1), kept('b', 2)] })
    expect(ids(model)).toEqual(['a', 'b'])
    model.hide(['a'])
    expect(ids(model)).toEqual(['b'])
    expect(model.apply({ kind: 'remove', version: 2, strokeIds: ['a'] })).toBe(true)
    expect(ids(model)).toEqual(['b'])
    // Brought back (redo): in its old place in the drawing order.
    model.apply({ kind: 'stroke', version: 3, stroke: kept('a', 1) })
    expect(ids(model)).toEqual(['a', 'b'])
  })

  it('keeps pages apart', () => {
    const model = new BoardModel()
    model.load({ version: 2, strokes: [kept('one', 1), kept('two', 2, { page: 3 })] })
    expect(ids(model, 3)).toEqual(['two'])
    expect(model.pagesInUse()).toEqual([0, 3])
    model.apply({ kind: 'clear', version: 3, page: 3 })
    expect(model.pagesInUse()).toEqual([0])
  })
})

describe('UndoHistory', () => {
  it('undoes and redoes in order, and a new action forgets what was undone', () => {
    const history = new UndoHistory()
    const a = { kind: 'draw' as const, strokes: [stroke('a')] }
    const b = { kind: 'erase' as const, strokes: [stroke('b')] }
    history.push(a)
    history.push(b)
    expect(history.undo()).toBe(b)
    expect(history.canRedo).toBe(true)
    expect(history.redo()).toBe(b)
    expect(history.undo()).toBe(b)
    history.push(a)
    expect(history.canRedo).toBe(false)
    expect(history.undo()).toBe(a)
    expect(history.undo()).toBe(a)
    expect(history.undo()).toBeUndefined()
  })
})

describe('the eraser', () => {
  it('touches a stroke within its reach of a segment, and text by its box', () => {
    const line = stroke('l', { points: [[0, 100, 0.5], [200, 100, 0.5]] })
    expect(touches(line, 100, 110, 5)).toBe(true)
    expect(touches(line, 100, 120, 5)).toBe(false)
    expect(touches(line, 230, 100, 5)).toBe(false)
    const text = stroke('t', { tool: 'text', points: [[100, 100, 0.5]], text: 'ab\ncd' })
    expect(touches(text, 110, 150, 2)).toBe(true)
    expect(touches(text, 110, 300, 2)).toBe(false)
  })
})

describe('readBoardPoints', () => {
  it("passes on the other person's points only when they are valid points of a stroke on the board", () => {
    const points = { stroke_id: 'stroke_01', page: 0, tool: 'pen', color: '#1f2937', width: 6, from: 0, points: [[1, 2, 0.5]] }
    expect(readBoardPoints(points)).toEqual(points)
    expect(readBoardPoints({ ...points, points: [[1.5, 2, 0.5]] })).toBeNull()
    expect(readBoardPoints({ ...points, page: 9 })).toBeNull()
    expect(readBoardPoints({ ...points, points: [[1, 2]] })).toBeNull()
    expect(readBoardPoints('hello')).toBeNull()
    expect(readBoardPoints(null)).toBeNull()
  })
})
