import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { HOURS_PER_DAY } from '~/contract/api/catalogue'
import { THAI_WEEKDAYS } from '~/app/lib/format'
import { t } from '~/app/lib/i18n/th-my-services'
import { isSelected, keyboardStep, sameCell, startStroke, strokeTo, type Cell, type Grid, type Stroke } from '~/app/features/my-services/schedule-grid'

const HOURS = Array.from({ length: HOURS_PER_DAY }, (_, h) => h)
/** A finger held this long on a cell without moving starts a drag that selects. */
export const LONG_PRESS_MS = 450
/** A finger that moves this far before then is scrolling. */
const SLOP_PX = 8
const pad = (n: number) => String(n).padStart(2, '0')

export const cellLabel = (cell: Cell) =>
  t('myServices.schedule.cellLabel', { day: THAI_WEEKDAYS[cell.day] ?? '', from: `${pad(cell.hour)}:00`, to: `${pad(cell.hour + 1)}:00` })

function cellOf(element: Element | null): Cell | null {
  const target = element?.closest<HTMLElement>('[data-day][data-hour]')
  if (!target) return null
  return { day: Number(target.dataset.day), hour: Number(target.dataset.hour) }
}

/**
 * The 7 x 24 weekly grid: press and drag (mouse or pen) over a rectangle to select it, or to clear
 * it when the first cell pressed was selected. A finger scrolls the grid like any page; a tap
 * toggles one cell, and a long press starts the same drag. An ARIA grid with one tab stop: arrows
 * move, Space/Enter toggles, Shift+arrows extend from the last toggled cell.
 */
export function ScheduleGridEditor({ value, onChange, labelledBy }: { value: Grid; onChange: (grid: Grid) => void; labelledBy: string }) {
  const hintId = useId()
  const tableRef = useRef<HTMLTableElement>(null)
  const [focus, setFocus] = useState<Cell>({ day: 1, hour: 9 })
  const keyStroke = useRef<Stroke | null>(null)
  const drag = useRef<{ stroke: Stroke; pointerId: number; last: Cell } | null>(null)
  const [draft, setDraft] = useState<Grid | null>(null)
  const shown = draft ?? value
  // A finger on the grid before we know whether it taps, scrolls or holds.
  const finger = useRef<{ pointerId: number; cell: Cell; x: number; y: number; timer: number; dragging: boolean } | null>(null)
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  }, [value])

  // While a held finger drags, it selects: the page must not scroll under it.
  useEffect(() => {
    const table = tableRef.current
    if (!table) return
    const onTouchMove = (event: TouchEvent) => {
      if (finger.current?.dragging) event.preventDefault()
    }
    const onContextMenu = (event: Event) => event.preventDefault()
    table.addEventListener('touchmove', onTouchMove, { passive: false })
    table.addEventListener('contextmenu', onContextMenu)
    return () => {
      table.removeEventListener('touchmove', onTouchMove)
      table.removeEventListener('contextmenu', onContextMenu)
      if (finger.current) window.clearTimeout(finger.current.timer)
    }
  }, [])

  const focusCell = (cell: Cell) => {
    setFocus(cell)
    tableRef.current?.querySelector<HTMLElement>(`[data-day="${cell.day}"][data-hour="${cell.hour}"]`)?.focus()
  }

  const startDrag = (cell: Cell, pointerId: number) => {
    const stroke = startStroke(latest.current, cell)
    drag.current = { stroke, pointerId, last: cell }
    keyStroke.current = stroke
    focusCell(cell)
    setDraft(strokeTo(stroke, cell))
  }

  const onPointerDown = (event: PointerEvent<HTMLTableElement>) => {
    if (event.button !== 0) return
    const cell = cellOf(event.target as Element)
    if (!cell) return
    if (event.pointerType === 'touch') {
      // Not prevented: the finger may be scrolling. Held still long enough, it starts a drag.
      const pointerId = event.pointerId
      const timer = window.setTimeout(() => {
        const current = finger.current
        if (!current || current.pointerId !== pointerId) return
        current.dragging = true
        tableRef.current?.setPointerCapture(pointerId)
        startDrag(current.cell, pointerId)
        navigator.vibrate?.(10)
      }, LONG_PRESS_MS)
      finger.current = { pointerId, cell, x: event.clientX, y: event.clientY, timer, dragging: false }
      return
    }
    event.preventDefault()
    const stroke = startStroke(value, cell)
    drag.current = { stroke, pointerId: event.pointerId, last: cell }
    keyStroke.current = stroke
    // Touch pointers are captured by the pressed element; the grid takes the capture so moves keep coming.
    event.currentTarget.setPointerCapture(event.pointerId)
    focusCell(cell)
    setDraft(strokeTo(stroke, cell))
  }

  const onPointerMove = (event: PointerEvent<HTMLTableElement>) => {
    const held = finger.current
    if (held && held.pointerId === event.pointerId && !held.dragging) {
      if (Math.hypot(event.clientX - held.x, event.clientY - held.y) > SLOP_PX) {
        window.clearTimeout(held.timer)
        finger.current = null
      }
      return
    }
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    const cell = cellOf(document.elementFromPoint(event.clientX, event.clientY))
    if (!cell || sameCell(cell, current.last)) return
    current.last = cell
    setFocus(cell)
    setDraft(strokeTo(current.stroke, cell))
  }

  const finish = (event: PointerEvent<HTMLTableElement>, commit: boolean) => {
    const held = finger.current
    if (held && held.pointerId === event.pointerId) {
      window.clearTimeout(held.timer)
      finger.current = null
      // A tap: the one cell toggles.
      if (!held.dragging) {
        if (commit) {
          const stroke = startStroke(value, held.cell)
          keyStroke.current = stroke
          focusCell(held.cell)
          onChange(strokeTo(stroke, held.cell))
        }
        return
      }
    }
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    drag.current = null
    setDraft(null)
    if (commit) onChange(strokeTo(current.stroke, current.last))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!cellOf(event.target as Element)) return
    const next = keyboardStep({ grid: value, focus, stroke: keyStroke.current }, event.key, event.shiftKey)
    if (!next) return
    event.preventDefault()
    keyStroke.current = next.stroke
    if (next.grid !== value) onChange(next.grid)
    if (!sameCell(next.focus, focus)) focusCell(next.focus)
  }

  return (
    <div className="schedule-grid">
      <p id={hintId} className="field-hint">
        {t('myServices.schedule.keyboardHint')}
      </p>
      <div className="schedule-grid__scroll">
        <table
          ref={tableRef}
          role="grid"
          aria-labelledby={labelledBy}
          aria-describedby={hintId}
          aria-multiselectable="true"
          className="schedule-grid__table"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => finish(event, true)}
          onPointerCancel={(event) => finish(event, false)}
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr>
              <th scope="col" className="schedule-grid__corner">
                <span className="visually-hidden">{t('myServices.schedule.day')}</span>
              </th>
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className="schedule-grid__hour">
                  {pad(hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, day) => (
              <tr key={day}>
                <th scope="row" className="schedule-grid__day">
                  {THAI_WEEKDAYS[day]}
                </th>
                {row.map((_, hour) => {
                  const cell = { day, hour }
                  const selected = isSelected(shown, cell)
                  return (
                    <td
                      key={hour}
                      role="gridcell"
                      className="schedule-grid__cell"
                      aria-selected={selected}
                      aria-label={cellLabel(cell)}
                      tabIndex={sameCell(cell, focus) ? 0 : -1}
                      data-day={day}
                      data-hour={hour}
                      onFocus={() => {
                        if (!sameCell(cell, focus)) setFocus(cell)
                      }}
                    />
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
