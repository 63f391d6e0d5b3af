import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import { CallIcon } from './call-icon'
import { t } from '~/app/lib/i18n/th-session'

export type Corner = 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight'

/** The move button goes round the corners clockwise. */
const CLOCKWISE: Record<Corner, Corner> = { topLeft: 'topRight', topRight: 'bottomRight', bottomRight: 'bottomLeft', bottomLeft: 'topLeft' }

const cornerOf = (left: boolean, top: boolean): Corner => (top ? (left ? 'topLeft' : 'topRight') : left ? 'bottomLeft' : 'bottomRight')
const isLeft = (corner: Corner) => corner === 'topLeft' || corner === 'bottomLeft'
const isTop = (corner: Corner) => corner === 'topLeft' || corner === 'topRight'

/**
 * One's own video as a small tile over a corner of the stage, out of the way of the other person.
 * It moves to another corner by dragging (mouse, pen or touch; it lands in the corner nearest to
 * where it is dropped), by the arrow keys while it has focus, or by its move button (a single tap
 * for those who cannot drag: WCAG 2.5.7).
 */
export function SelfViewTile({ children }: { children: ReactNode }) {
  const [corner, setCorner] = useState<Corner>('bottomRight')
  // Said once the tile has been moved (not on arrival), for those who cannot see where it went.
  const [moved, setMoved] = useState(false)
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null)
  const dragStart = useRef<{ pointerId: number; x: number; y: number } | null>(null)
  const hintId = useId()

  const moveTo = (next: Corner) => {
    setCorner(next)
    setMoved(true)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowLeft'
        ? cornerOf(true, isTop(corner))
        : event.key === 'ArrowRight'
          ? cornerOf(false, isTop(corner))
          : event.key === 'ArrowUp'
            ? cornerOf(isLeft(corner), true)
            : event.key === 'ArrowDown'
              ? cornerOf(isLeft(corner), false)
              : null
    if (!next) return
    event.preventDefault()
    moveTo(next)
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return
    event.currentTarget.setPointerCapture(event.pointerId)
    dragStart.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current
    if (!start || start.pointerId !== event.pointerId) return
    setOffset({ x: event.clientX - start.x, y: event.clientY - start.y })
  }
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current
    if (!start || start.pointerId !== event.pointerId) return
    dragStart.current = null
    const stage = (event.currentTarget.offsetParent ?? event.currentTarget.parentElement)?.getBoundingClientRect()
    const tile = event.currentTarget.getBoundingClientRect()
    setOffset(null)
    if (!stage || (Math.abs(event.clientX - start.x) < 4 && Math.abs(event.clientY - start.y) < 4)) return
    const next = cornerOf(tile.left + tile.width / 2 < stage.left + stage.width / 2, tile.top + tile.height / 2 < stage.top + stage.height / 2)
    if (next !== corner) moveTo(next)
  }

  return (
    <div
      className={`self-view self-view--${corner}${offset ? ' self-view--dragging' : ''}`}
      role="group"
      tabIndex={0}
      aria-label={t('session.video.selfView')}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={offset ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
    >
      {children}
      <span id={hintId} className="visually-hidden">
        {t('session.video.selfViewHint')}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {moved ? t(`session.video.selfViewCorner.${corner}`) : ''}
      </span>
      <button type="button" className="self-view__move" onClick={() => moveTo(CLOCKWISE[corner])} aria-label={t('session.video.selfViewMove')}>
        <CallIcon name="move" size={18} />
      </button>
    </div>
  )
}
