import type { BoardPoints, BoardState, BoardStroke, StoredBoardStroke } from '~/contract/board'

/**
 * What one page knows of the session's whiteboard: the kept strokes in drawing order, the strokes
 * being drawn by the other person (from their points), and this page's own strokes sent but not yet
 * told back by the server. Room messages carry the board's version; one at or below the version
 * already applied is in the board already and changes nothing, so the whole board (fetched when the
 * board opens) and the messages that arrived meanwhile can be put together in any order.
 */

/** A kept stroke, or one being drawn (its points so far). */
export type ShownStroke = BoardStroke | StoredBoardStroke

export type BoardChange =
  | { kind: 'stroke'; version: number; stroke: StoredBoardStroke }
  | { kind: 'remove'; version: number; strokeIds: readonly string[] }
  | { kind: 'clear'; version: number; page: number }

/** The pages that have strokes, in order. */
export const pagesWithStrokes = (strokes: Iterable<{ page: number }>): number[] => [...new Set(Array.from(strokes, (s) => s.page))].sort((a, b) => a - b)

export class BoardModel {
  /** Null until the whole board has been loaded; changes that come first wait in `#early`. */
  version: number | null = null
  #kept = new Map<string, StoredBoardStroke>()
  /** Own strokes sent and not yet told back, shown meanwhile. */
  #sent = new Map<string, BoardStroke>()
  /** Strokes being drawn by the other person, by id. */
  #live = new Map<string, BoardStroke>()
  #early: BoardChange[] = []
  /** Each page's kept strokes in drawing order, made when asked for after a change (drawn every frame while someone draws). */
  #ordered = new Map<number, StoredBoardStroke[]>()

  load(state: BoardState): void {
    this.version = state.version
    this.#kept = new Map(state.strokes.map((s) => [s.stroke_id, s]))
    this.#ordered.clear()
    for (const s of state.strokes) this.#sent.delete(s.stroke_id)
    const early = this.#early
    this.#early = []
    for (const change of early) this.apply(change)
  }

  /** A change the room heard of; answers whether it changed anything. */
  apply(change: BoardChange): boolean {
    if (this.version === null) {
      this.#early.push(change)
      return false
    }
    if (change.kind === 'stroke') {
      // Told back or drawn: no longer waiting or being drawn, whatever the version says.
      const wasShown = this.#sent.delete(change.stroke.stroke_id) || this.#live.delete(change.stroke.stroke_id)
      if (change.version <= this.version) return wasShown
      this.version = change.version
      this.#kept.set(change.stroke.stroke_id, change.stroke)
      this.#ordered.clear()
      return true
    }
    if (change.version <= this.version) return false
    this.version = change.version
    if (change.kind === 'remove') for (const id of change.strokeIds) this.#kept.delete(id)
    else for (const [id, s] of this.#kept) if (s.page === change.page) this.#kept.delete(id)
    this.#ordered.clear()
    return true
  }

  /** Points of a stroke the other person is drawing: `from` is where they go in its points. */
  drawing(points: BoardPoints): void {
    if (this.#kept.has(points.stroke_id)) return
    const { from, points: added, ...style } = points
    const before = this.#live.get(points.stroke_id)?.points ?? []
    // A gap (points lost on the way) keeps what came; the kept stroke replaces it all in a moment.
    const start = Math.min(from, before.length)
    this.#live.set(points.stroke_id, { ...style, points: [...before.slice(0, start), ...added] })
  }

  /** An own stroke sent to the server, shown until it is told back. */
  sent(stroke: BoardStroke): void {
    this.#sent.set(stroke.stroke_id, stroke)
  }

  /** Forgets own strokes on the way: one was refused (the board is full), and the board is loaded again. */
  forgetSent(): void {
    this.#sent.clear()
  }

  /** Takes strokes off the board here at once (undo, the eraser); the server's answer confirms it. */
  hide(strokeIds: readonly string[]): void {
    for (const id of strokeIds) {
      this.#kept.delete(id)
      this.#sent.delete(id)
    }
    this.#ordered.clear()
  }

  has(strokeId: string): boolean {
    return this.#kept.has(strokeId) || this.#sent.has(strokeId)
  }

  get(strokeId: string): ShownStroke | undefined {
    return this.#kept.get(strokeId) ?? this.#sent.get(strokeId)
  }

  /** A page's strokes in the order they are drawn: kept (by their place), then own ones on the way, then the other's being drawn. */
  strokesOn(page: number): ShownStroke[] {
    let kept = this.#ordered.get(page)
    if (!kept) {
      kept = [...this.#kept.values()].filter((s) => s.page === page).sort((a, b) => a.seq - b.seq)
      this.#ordered.set(page, kept)
    }
    const onTheWay = [...this.#sent.values(), ...this.#live.values()].filter((s) => s.page === page)
    return [...kept, ...onTheWay]
  }

  /** Pages with something on them. */
  pagesInUse(): number[] {
    return pagesWithStrokes(this.#kept.values())
  }
}

/**
 * Own actions for undo and redo: a stroke drawn (undo takes it away) or strokes erased (undo brings
 * them back, by sending them again). Redo does the action again. A new action empties the redo list.
 */
export type BoardAction = { kind: 'draw' | 'erase'; strokes: readonly BoardStroke[] }

export class UndoHistory {
  #done: BoardAction[] = []
  #undone: BoardAction[] = []

  push(action: BoardAction): void {
    this.#done.push(action)
    this.#undone = []
  }

  undo(): BoardAction | undefined {
    const action = this.#done.pop()
    if (action) this.#undone.push(action)
    return action
  }

  redo(): BoardAction | undefined {
    const action = this.#undone.pop()
    if (action) this.#done.push(action)
    return action
  }

  get canUndo(): boolean {
    return this.#done.length > 0
  }

  get canRedo(): boolean {
    return this.#undone.length > 0
  }
}
