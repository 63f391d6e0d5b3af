import type { ReactNode, Ref } from 'react'
import { CallIcon, type CallIconName } from './call-icon'
import { t } from '~/app/lib/i18n/th-session'

/**
 * How a control looks: `on` a device in use (dark), `off` a device turned off (red, with the
 * crossed icon), `active` something extra going on (screen shared, chat open: blue), `leave`.
 * The state shows in the icon and the colour both, not in the words alone.
 */
type Tone = 'on' | 'off' | 'active' | 'idle' | 'leave'

export function CallControl({
  icon,
  label,
  tone,
  badge,
  buttonRef,
  ...button
}: {
  icon: CallIconName
  label: ReactNode
  tone: Tone
  badge?: number
  buttonRef?: Ref<HTMLButtonElement>
  onClick: () => void
  onPointerEnter?: () => void
  onFocus?: () => void
  disabled?: boolean
  'aria-pressed'?: boolean
  'aria-expanded'?: boolean
  'aria-controls'?: string
}) {
  return (
    <button ref={buttonRef} type="button" className={`call-control call-control--${tone}`} {...button}>
      <span className="call-control__icon">
        <CallIcon name={icon} size={icon === 'callEnd' ? 30 : 24} />
        {badge ? (
          <span className="call-control__badge" aria-hidden="true">
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
      </span>
      <span className="call-control__label">{label}</span>
    </button>
  )
}

/** The call's controls, in a bar that stays in view at every size. */
export function ControlBar({
  micOn,
  cameraOn,
  hasMic,
  hasCamera,
  sharing,
  canShare,
  shareReady,
  chatOpen,
  chatPanelId,
  unread,
  chatButtonRef,
  boardOpen,
  boardNew,
  onToggleBoard,
  onBoardIntent,
  onToggleMic,
  onToggleCamera,
  onToggleScreen,
  onToggleChat,
  onLeave,
  extra,
  settings,
}: {
  micOn: boolean
  cameraOn: boolean
  hasMic: boolean
  hasCamera: boolean
  sharing: boolean
  /** The browser can share a screen at all (phones' browsers cannot). */
  canShare: boolean
  /** The call is set up far enough to share. */
  shareReady: boolean
  chatOpen: boolean
  chatPanelId: string
  unread: number
  chatButtonRef: Ref<HTMLButtonElement>
  boardOpen: boolean
  /** Strokes the other person added while the board was closed. */
  boardNew: number
  onToggleBoard: () => void
  /** The pointer or the focus came to the board's button: it is about to be opened. */
  onBoardIntent: () => void
  onToggleMic: () => void
  onToggleCamera: () => void
  onToggleScreen: () => void
  onToggleChat: () => void
  onLeave: () => void
  /** A button of one side's own (the learner's "more time", extension-panel.tsx), before the devices. */
  extra?: ReactNode
  /** The devices button and its panel (device-panel.tsx). */
  settings?: ReactNode
}) {
  // A device that is missing counts as off.
  const micShownOn = micOn && hasMic
  const cameraShownOn = cameraOn && hasCamera
  return (
    <div role="group" aria-label={t('session.video.controls')} className="call-controls">
      <CallControl
        icon={micShownOn ? 'mic' : 'micOff'}
        tone={micShownOn ? 'on' : 'off'}
        label={micOn ? t('session.video.micOn') : t('session.video.micOff')}
        aria-pressed={!micOn}
        onClick={onToggleMic}
        disabled={!hasMic}
      />
      <CallControl
        icon={cameraShownOn ? 'video' : 'videoOff'}
        tone={cameraShownOn ? 'on' : 'off'}
        label={cameraOn ? t('session.video.cameraOn') : t('session.video.cameraOff')}
        aria-pressed={!cameraOn}
        onClick={onToggleCamera}
        disabled={!hasCamera}
      />
      {canShare ? (
        <CallControl
          icon="screenShare"
          tone={sharing ? 'active' : 'idle'}
          label={sharing ? t('session.video.stopShare') : t('session.video.shareScreen')}
          aria-pressed={sharing}
          onClick={onToggleScreen}
          disabled={!shareReady}
        />
      ) : null}
      <CallControl
        icon="chat"
        tone={chatOpen ? 'active' : 'idle'}
        label={
          <>
            {t('session.video.chat')}
            {unread > 0 ? <span className="visually-hidden"> {t('session.video.unread', { count: unread })}</span> : null}
          </>
        }
        badge={unread}
        buttonRef={chatButtonRef}
        aria-expanded={chatOpen}
        aria-controls={chatPanelId}
        onClick={onToggleChat}
      />
      <CallControl
        icon="board"
        tone={boardOpen ? 'active' : 'idle'}
        label={
          <>
            {t('session.video.board')}
            {boardNew > 0 ? <span className="visually-hidden"> {t('session.video.boardNew')}</span> : null}
          </>
        }
        badge={boardNew}
        aria-pressed={boardOpen}
        onClick={onToggleBoard}
        onPointerEnter={onBoardIntent}
        onFocus={onBoardIntent}
      />
      {extra}
      {settings}
      <CallControl icon="callEnd" tone="leave" label={t('session.video.leave')} onClick={onLeave} />
    </div>
  )
}
