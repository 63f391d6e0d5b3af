import { memo, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react'
import { Icon } from '~/app/components/icon'
import * as icons from '~/app/components/icons'
import { CHAT_TEXT_MAX } from '~/contract/socket-limits'
import { t } from '~/app/lib/i18n/th-session'
import { CHAT_LINES_SHOWN, newestChatLines, type ChatLine } from '~/app/features/session/room-state'

const timeFormat = new Intl.DateTimeFormat('th-TH', { timeStyle: 'short' })

/**
 * The session chat: a log that screen readers follow, and a one-line form to send. With `onClose`
 * it is a panel that can be put away (a close button, and Escape from anywhere inside it). While the
 * connection is down (`offline`), a message not yet confirmed says it waits for the connection; it
 * goes out once the connection is back. A long history shows its newest lines, with a button for
 * the earlier ones.
 */
export const ChatPanel = memo(function ChatPanel({
  lines,
  otherName,
  onSend,
  id,
  className,
  hidden,
  onClose,
  inputRef,
  offline = false,
}: {
  lines: ChatLine[]
  otherName: string
  onSend: (text: string) => void
  id?: string
  className?: string
  hidden?: boolean
  onClose?: () => void
  inputRef?: Ref<HTMLInputElement>
  offline?: boolean
}) {
  const [text, setText] = useState('')
  const inputId = useId()
  const headingId = useId()
  const logRef = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(CHAT_LINES_SHOWN)
  const visible = newestChatLines(lines, shown)
  // Earlier lines go in above what the reader is looking at, which stays where it was.
  const heightBeforeEarlier = useRef<number | null>(null)
  useLayoutEffect(() => {
    const log = logRef.current
    const before = heightBeforeEarlier.current
    if (!log || before === null) return
    heightBeforeEarlier.current = null
    log.scrollTop += log.scrollHeight - before
    // The button is gone once nothing earlier is left: the log keeps the focus.
    if (!log.contains(document.activeElement)) log.focus()
  }, [shown])
  const showEarlier = () => {
    heightBeforeEarlier.current = logRef.current?.scrollHeight ?? null
    setShown((count) => count + CHAT_LINES_SHOWN)
  }
  // Follows the newest line. On the next frame, when the browser lays the page out anyway: reading
  // the height right after the call screen mounted would force a layout of the whole page at once.
  useEffect(() => {
    const log = logRef.current
    if (!log || lines.length === 0) return
    const frame = requestAnimationFrame(() => (log.scrollTop = log.scrollHeight))
    return () => cancelAnimationFrame(frame)
  }, [lines])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = text.trim()
    if (trimmed === '') return
    onSend(trimmed)
    setText('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !onClose) return
    event.stopPropagation()
    onClose()
  }
  return (
    <section id={id} className={`chat${className ? ` ${className}` : ''}`} aria-labelledby={headingId} hidden={hidden} onKeyDown={onKeyDown}>
      <div className="chat__header">
        <h2 id={headingId} className="chat__heading">
          {t('session.chat.heading')}
        </h2>
        {onClose ? (
          <button type="button" className="icon-button chat__close" onClick={onClose} aria-label={t('session.chat.close')}>
            <Icon art={icons.close} size={22} />
          </button>
        ) : null}
      </div>
      <div ref={logRef} className="chat__log" role="log" aria-label={t('session.chat.log')} tabIndex={0}>
        {lines.length === 0 ? (
          <p className="muted">{t('session.chat.empty')}</p>
        ) : (
          <ol className="chat__list">
            {visible.earlier > 0 ? (
              <li className="chat__earlier">
                <button type="button" className="button" onClick={showEarlier}>
                  {t('session.chat.earlier').replace('{count}', String(visible.earlier))}
                </button>
              </li>
            ) : null}
            {visible.lines.map((line) => (
              <li key={line.messageId} className={`chat__line${line.mine ? ' chat__line--mine' : ''}`}>
                <span className="chat__who">{line.mine ? t('session.chat.you') : otherName}</span>
                <span className="chat__text">{line.text}</span>
                <span className="chat__time">{line.pending ? (offline ? t('session.chat.waitingForConnection') : t('session.chat.sending')) : line.sentAt ? timeFormat.format(new Date(line.sentAt)) : ''}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <form className="chat__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('session.chat.input')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={text}
          maxLength={CHAT_TEXT_MAX}
          autoComplete="off"
          placeholder={t('session.chat.input')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t('session.chat.send')}
        </button>
      </form>
    </section>
  )
})
