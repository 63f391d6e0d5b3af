import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react'
import type { BoardPoint, BoardStroke } from '~/contract/board'
import { BOARD_COLORS, BOARD_LIMITS, BOARD_WIDTHS, type BoardColor, type BoardWidth } from '~/contract/board-limits'
import { Modal } from '~/app/components/modal'
import { t } from '~/app/lib/i18n/th-board'
import type { PeerSession } from '~/app/features/session/peer-session'
import type { RoomSession } from '~/app/features/session/room-session'
import type { SessionRole } from '~/app/features/session/room-state'
import { textSize, touches } from './board-draw'
import { readBoardPoints } from './board-messages'
import { onBoard, type BoardEvent } from './board-room'
import { BoardBoundary } from './board-boundary'
import { BoardPainter } from './board-painter'
import { BoardModel, UndoHistory, type BoardAction } from './board-state'
import { fetchBoard } from './board.queries'

/**
 * The session's whiteboard, loaded when it is first opened. Strokes are drawn on a canvas in page
 * units (contract/board.ts); the points of a stroke being drawn go to the other person every frame
 * over the call's data channel, or every 50 ms over the socket while the channel is not open; a
 * finished stroke goes to the server, which keeps it and tells both. Undo and redo take back and do
 * again this page's own drawing and erasing; the provider may clear a page.
 */

type Tool = 'pen' | 'highlighter' | 'line' | 'text' | 'eraser'
const TOOLS: readonly Tool[] = ['pen', 'highlighter', 'line', 'text', 'eraser']
const WIDTH_NAMES = { 3: 'small', 6: 'medium', 12: 'large' } as const
const PAGES = Array.from({ length: BOARD_LIMITS.pages }, (_, i) => i)
/** The eraser's reach around the pointer, in page units. */
const ERASER_RADIUS = 14
/** Where text typed from the keyboard goes (no pointer to say where): the page's upper left. */
const KEYBOARD_TEXT_AT: BoardPoint = [80, 80, 0.5]

type Typing = { x: number; y: number; value: string }
type Notice = 'full' | 'tooFast' | 'notAllowed' | null

const newStrokeId = (): string => crypto.randomUUID().replaceAll('-', '')

export type WhiteboardProps = {
  bookingId: string
  room: RoomSession
  peer: PeerSession | null
  myRole: SessionRole
}

/** The board, an error inside it kept inside it (BoardBoundary). */
export default function WhiteboardInCall(props: WhiteboardProps) {
  return (
    <BoardBoundary>
      <Whiteboard {...props} />
    </BoardBoundary>
  )
}

function Whiteboard({ bookingId, room, peer, myRole }: WhiteboardProps) {
  const [model] = useState(() => new BoardModel())
  const [history] = useState(() => new UndoHistory())
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [tool, setTool] = useState<Tool>('pen')
  const [color, setColor] = useState<BoardColor>(BOARD_COLORS[0])
  const [width, setWidth] = useState<BoardWidth>(BOARD_WIDTHS[1])
  const [page, setPage] = useState(0)
  const [typing, setTyping] = useState<Typing | null>(null)
  const [clearing, setClearing] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)
  // Bumped when what the controls show may have changed (undo and redo, the pages in use).
  const [, setRevision] = useState(0)
  const [loads, setLoads] = useState(0)
  // The canvas's width on screen, for the text box's size.
  const [shownWidth, setShownWidth] = useState(0)
  const textRef = useRef<HTMLTextAreaElement>(null)
  const [painter] = useState(() => new BoardPainter(model))
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const erased = useRef<Map<string, BoardStroke> | null>(null)
  const regionId = useId()
  const changed = () => setRevision((n) => n + 1)

  // How the points of a stroke being drawn travel (see BoardPainter).
  useEffect(() => {
    painter.route(
      (points) => peer?.sendBoardPoints(points) ?? false,
      (points) => room.sendBoard({ topic: 'board_points_message', entity: points }),
    )
  }, [painter, peer, room])

  // The room's board messages from now on, then the whole board: whichever comes first, the model
  // puts them together by the board's version.
  useEffect(() => {
    const stop = onBoard(room, (event: BoardEvent) => {
      if (event.kind === 'points') model.drawing(event.points)
      else if (event.kind === 'change') {
        if (!model.apply(event.change)) return
        changed()
      } else {
        setNotice(event.code === 'board_full' ? 'full' : event.code === 'rate_limited' ? 'tooFast' : 'notAllowed')
        // What was refused is not on the board: show the board as the server has it.
        model.forgetSent()
        setLoads((n) => n + 1)
      }
      painter.schedule()
    })
    return stop
  }, [room, model, painter])

  useEffect(() => {
    let cancelled = false
    fetchBoard(bookingId).then(
      (state) => {
        if (cancelled) return
        model.load(state)
        setStatus('ready')
        changed()
        painter.schedule()
      },
      () => !cancelled && setStatus((now) => (now === 'ready' ? now : 'failed')),
    )
    return () => {
      cancelled = true
    }
  }, [bookingId, model, painter, loads])

  // Points straight from the other person, over the call's data channel.
  useEffect(() => {
    if (!peer) return
    return peer.onBoardMessage((message) => {
      const points = readBoardPoints(message)
      if (!points) return
      model.drawing(points)
      painter.schedule()
    })
  }, [peer, model, painter])

  // The canvas at the size it is shown, in device pixels; drawn again on every change of size.
  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    painter.attach(canvas)
    const observer = new ResizeObserver(([entry]) => {
      const cssWidth = entry?.contentRect.width ?? 0
      const ratio = window.devicePixelRatio || 1
      canvas.width = Math.max(1, Math.round(cssWidth * ratio))
      canvas.height = Math.max(1, Math.round((cssWidth * ratio * BOARD_LIMITS.height) / BOARD_LIMITS.width))
      setShownWidth(cssWidth)
      painter.resized()
    })
    observer.observe(canvas)
    return () => {
      observer.disconnect()
      painter.attach(null)
    }
  }, [painter])

  useEffect(() => {
    painter.show(page)
  }, [painter, page])

  // The text box opens where the person pointed (or pressed Enter), to type into at once.
  const typingOpen = typing !== null
  useEffect(() => {
    if (typingOpen) textRef.current?.focus()
  }, [typingOpen])

  useEffect(() => {
    if (notice === null) return
    const timer = setTimeout(() => setNotice(null), 6_000)
    return () => clearTimeout(timer)
  }, [notice])

  function pointOf(event: { clientX: number; clientY: number; pointerType?: string; pressure?: number }): BoardPoint {
    const rect = canvasRef.current!.getBoundingClientRect()
    const x = Math.round(((event.clientX - rect.left) / rect.width) * BOARD_LIMITS.width)
    const y = Math.round(((event.clientY - rect.top) / rect.height) * BOARD_LIMITS.height)
    // A pen says how hard it presses; a mouse or a finger does not.
    const pressure = event.pointerType === 'pen' && event.pressure ? Math.round(event.pressure * 100) / 100 : 0.5
    return [Math.min(BOARD_LIMITS.width, Math.max(0, x)), Math.min(BOARD_LIMITS.height, Math.max(0, y)), pressure]
  }

  /** Sends a finished or brought-back stroke, showing it until the server tells it back. */
  function keep(stroke: BoardStroke) {
    model.sent(stroke)
    room.sendBoard({ topic: 'board_stroke_message', entity: { stroke } })
  }

  function takeAway(strokes: readonly BoardStroke[]) {
    const ids = strokes.map((s) => s.stroke_id)
    model.hide(ids)
    for (let i = 0; i < ids.length; i += BOARD_LIMITS.removePerMessage) {
      room.sendBoard({ topic: 'board_remove_message', entity: { stroke_ids: ids.slice(i, i + BOARD_LIMITS.removePerMessage) } })
    }
  }

  function act(action: BoardAction, forward: boolean) {
    const bringBack = (action.kind === 'draw') === forward
    if (bringBack) for (const stroke of action.strokes) keep(stroke)
    else takeAway(action.strokes)
    changed()
    painter.schedule()
  }
  const undo = () => {
    const action = history.undo()
    if (action) act(action, false)
  }
  const redo = () => {
    const action = history.redo()
    if (action) act(action, true)
  }

  function finishStroke(stroke: BoardStroke | null) {
    if (!stroke) return
    const [first] = stroke.points
    const done = stroke.tool === 'line' && stroke.points.length === 1 && first ? { ...stroke, points: [first, first] } : stroke
    keep(done)
    history.push({ kind: 'draw', strokes: [done] })
    changed()
  }
  const finish = () => finishStroke(painter.end())

  function erase(point: BoardPoint) {
    const found = erased.current
    if (!found) return
    const touched = model.strokesOn(page).filter((s) => !found.has(s.stroke_id) && model.has(s.stroke_id) && touches(s, point[0], point[1], ERASER_RADIUS))
    if (touched.length === 0) return
    for (const s of touched) found.set(s.stroke_id, s)
    model.hide(touched.map((s) => s.stroke_id))
    painter.schedule()
  }

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (status !== 'ready' || (event.pointerType === 'mouse' && event.button !== 0)) return
    event.preventDefault()
    const point = pointOf(event)
    if (tool === 'text') {
      setTyping({ x: point[0], y: point[1], value: '' })
      return
    }
    event.currentTarget.setPointerCapture(event.pointerId)
    if (tool === 'eraser') {
      erased.current = new Map()
      erase(point)
      return
    }
    painter.begin({ stroke_id: newStrokeId(), page, tool, color, width, points: [point] })
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    const native = event.nativeEvent
    const events = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : []
    const moves = events.length > 0 ? events : [native]
    if (erased.current) {
      for (const move of moves) erase(pointOf(move))
      return
    }
    if (!painter.drawingNow) return
    for (const move of moves) {
      const point = pointOf(move)
      if (painter.extend(point)) continue
      // A stroke at the most points a stroke may have goes as it is, and the drawing goes on in a new one.
      const full = painter.end()
      finishStroke(full)
      if (full) painter.begin({ ...full, stroke_id: newStrokeId(), points: [point] })
    }
  }

  function onPointerUp() {
    const found = erased.current
    if (found) {
      erased.current = null
      if (found.size === 0) return
      const strokes = [...found.values()]
      takeAway(strokes)
      history.push({ kind: 'erase', strokes })
      changed()
      return
    }
    finish()
  }

  function placeText() {
    const value = typing?.value.trim() ?? ''
    const at = typing
    setTyping(null)
    if (!at || value === '') return
    const stroke: BoardStroke = { stroke_id: newStrokeId(), page, tool: 'text', color, width, points: [[at.x, at.y, 0.5]], text: value.slice(0, BOARD_LIMITS.textChars) }
    keep(stroke)
    history.push({ kind: 'draw', strokes: [stroke] })
    changed()
    painter.schedule()
  }

  function onTextKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method is composing (Thai, for one), Enter and Escape are its own.
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      placeText()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      setTyping(null)
      canvasRef.current?.focus()
    }
  }

  function onCanvasKey(event: KeyboardEvent<HTMLCanvasElement>) {
    if (event.key === 'Enter' && tool === 'text' && status === 'ready') {
      event.preventDefault()
      setTyping({ x: KEYBOARD_TEXT_AT[0], y: KEYBOARD_TEXT_AT[1], value: '' })
    }
  }

  function onBoardKey(event: KeyboardEvent<HTMLElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.target instanceof HTMLTextAreaElement) return
    const key = event.key.toLowerCase()
    if (key === 'z' && !event.shiftKey) undo()
    else if ((key === 'z' && event.shiftKey) || key === 'y') redo()
    else return
    event.preventDefault()
  }

  const clearPage = () => {
    setClearing(false)
    room.sendBoard({ topic: 'board_clear_message', entity: { page } })
  }

  const pagesInUse = new Set(model.pagesInUse())
  const scale = shownWidth / BOARD_LIMITS.width

  return (
    <section className="board" aria-labelledby={regionId} onKeyDown={onBoardKey}>
      <h2 id={regionId} className="visually-hidden">
        {t('board.region')}
      </h2>
      <div className="board__bar">
        <div role="group" aria-label={t('board.tools')} className="board__group">
          {TOOLS.map((name) => (
            <button key={name} type="button" className={`board__tool board__tool--${name}`} aria-pressed={tool === name} onClick={() => setTool(name)}>
              {t(`board.tool.${name}`)}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('board.colors')} className="board__group">
          {BOARD_COLORS.map((value) => (
            <button key={value} type="button" className="board__swatch" style={{ color: value }} aria-pressed={color === value} aria-label={t(`board.color.${value}`)} onClick={() => setColor(value)}>
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('board.widths')} className="board__group">
          {BOARD_WIDTHS.map((value) => (
            <button key={value} type="button" className="board__width" aria-pressed={width === value} aria-label={t(`board.width.${WIDTH_NAMES[value]}`)} onClick={() => setWidth(value)}>
              <span aria-hidden="true" style={{ width: value + 4, height: value + 4 }} />
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('board.pages')} className="board__group">
          {PAGES.map((n) => (
            <button key={n} type="button" className={`board__page${pagesInUse.has(n) ? ' board__page--used' : ''}`} aria-pressed={page === n} onClick={() => setPage(n)}>
              {t('board.page', { page: n + 1 })}
            </button>
          ))}
        </div>
        <div className="board__group">
          <button type="button" className="board__action" onClick={undo} disabled={!history.canUndo}>
            {t('board.undo')}
          </button>
          <button type="button" className="board__action" onClick={redo} disabled={!history.canRedo}>
            {t('board.redo')}
          </button>
          {myRole === 'provider' ? (
            <button type="button" className="board__action board__action--danger" onClick={() => setClearing(true)} disabled={status !== 'ready'}>
              {t('board.clear')}
            </button>
          ) : null}
        </div>
      </div>
      <div className="board__stage">
        <div className="board__surface">
          <canvas
            ref={canvasRef}
            className={`board__canvas board__canvas--${tool}`}
            role="img"
            tabIndex={0}
            aria-label={t('board.canvas', { page: page + 1 })}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onCanvasKey}
          />
          {typing ? (
            <textarea
              ref={textRef}
              className="board__text"
              aria-label={t('board.textInput')}
              maxLength={BOARD_LIMITS.textChars}
              value={typing.value}
              style={{ left: `${(typing.x / BOARD_LIMITS.width) * 100}%`, top: `${(typing.y / BOARD_LIMITS.height) * 100}%`, color, fontSize: Math.max(12, textSize(width) * scale) }}
              onChange={(event) => setTyping({ ...typing, value: event.target.value })}
              onKeyDown={onTextKey}
              onBlur={placeText}
            />
          ) : null}
          {status !== 'ready' ? (
            <div className="board__cover" role={status === 'failed' ? 'alert' : 'status'}>
              {status === 'loading' ? (
                t('board.loading')
              ) : (
                <>
                  <p>{t('board.loadFailed')}</p>
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      setStatus('loading')
                      setLoads((n) => n + 1)
                    }}
                  >
                    {t('board.retry')}
                  </button>
                </>
              )}
            </div>
          ) : null}
        </div>
        <p role="status" className="board__notice">
          {notice ? t(`board.${notice}`) : null}
        </p>
      </div>
      <Modal open={clearing} onClose={() => setClearing(false)} title={t('board.clearTitle', { page: page + 1 })}>
        <p>{t('board.clearBody')}</p>
        <p className="session-actions">
          <button type="button" className="button button--danger" onClick={clearPage}>
            {t('board.clearConfirm')}
          </button>
          <button type="button" className="button" onClick={() => setClearing(false)}>
            {t('board.cancel')}
          </button>
        </p>
      </Modal>
    </section>
  )
}
