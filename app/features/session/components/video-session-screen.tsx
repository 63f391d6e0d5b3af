import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { whenIdle } from '~/app/lib/yield-to-browser'
import type { Booking } from '~/contract/api/booking'
import type { ExtensionEventEntity } from '~/contract/socket'
import { Modal } from '~/app/components/modal'
import { t } from '~/app/lib/i18n/th-session'
import { onlineOrAfter } from '~/app/lib/online-or-after'
import { useCallQuality } from '~/app/features/session/hooks/use-call-quality'
import { useDeviceSwitch } from '~/app/features/session/hooks/use-device-switch'
import { useExtension } from '~/app/features/session/hooks/use-extension'
import { useLocalMedia } from '~/app/features/session/hooks/use-local-media'
import { useMediaQuery } from '~/app/features/session/hooks/use-media-query'
import { useServerNow } from '~/app/features/session/hooks/use-now'
import { useRoom } from '~/app/features/session/hooks/use-room'
import { useSessionConfig } from '~/app/features/session/hooks/use-session-config'
import { useUnread } from '~/app/features/session/hooks/use-unread'
import { isPolite, mediaPathDown } from '~/app/features/session/negotiation'
import { PeerSession } from '~/app/features/session/peer-session'
import { otherParty, type ChatLine } from '~/app/features/session/room-state'
import { bookingQueryOptions, fetchIceServers } from '~/app/features/session/session.queries'
import { callClock, callClockText, clockOffsetMs } from '~/app/features/session/time-left'
import { BookingUnavailable, otherNameOf, otherRoleOf } from './booking-details'
import { CallStage } from './call-stage'
import { ChatPanel } from './chat-panel'
import { ControlBar } from './control-bar'
import { DeviceSettings } from './device-panel'
import { ExtensionOffer, ExtensionRequest } from './extension-panel'
import { MediaVideo } from './media-video'
import { PersonTile } from './person-tile'
import { QualityIndicator, QualityNotice } from './quality-indicator'
import { RoomProblem } from './room-problem'
import { SelfViewTile } from './self-view-tile'

/** A banner shorter than this would only flicker; it stays up at least this long once shown. */
const BANNER_MIN_MS = 2_000
const RECONNECTED_NOTE_MS = 4_000
/** How long a notice of the session (the other left, 5 minutes left) stays in the top bar. */
const NOTICE_MS = 10_000
/** The chat is a side panel from here up, a bottom sheet below (the site's desktop breakpoint). */
const WIDE_SCREEN = '(min-width: 1025px)'
const NO_LINES: ChatLine[] = []
const timeFormat = new Intl.DateTimeFormat('th-TH', { timeStyle: 'short' })
/**
 * The whiteboard's code loads when it is first opened, not with the call: as the pointer comes to
 * its button or the focus reaches it (so it is usually there by the press), else on the press.
 */
const loadWhiteboard = () => import('~/app/features/session/board/whiteboard')
const BOARD_CODE_RETRY_MS = 5_000
/**
 * The board's code for the board itself: while it cannot be fetched (offline), asked for again
 * when the browser is back online or every few seconds, so the board shows once it can instead of
 * failing for the rest of the call.
 */
const Whiteboard = lazy(function load(): ReturnType<typeof loadWhiteboard> {
  return loadWhiteboard().catch(() => onlineOrAfter(BOARD_CODE_RETRY_MS).then(load))
})
const preloadWhiteboard = () => void loadWhiteboard().catch(() => {})
/**
 * Once the call has been connected this long, the whiteboard is put together out of sight when the
 * page is next idle (its code run, the board fetched and kept up to date), so opening it shows what
 * is ready instead of loading, mounting and drawing it inside the press (measured on a 2-core
 * machine, that was a main-thread task of 60 to 170 ms).
 */
const BOARD_WARM_AFTER_MS = 3_000

/** /session/video-session?booking=: the call itself. */
export function VideoSessionScreen({ bookingId }: { bookingId: string }) {
  const { data } = useSuspenseQuery(bookingQueryOptions(bookingId))
  const started = useStartedAfterFirstPaint()
  if (!data || data.booking.phase === 'ended') return data ? <EndedNotice bookingId={bookingId} /> : <BookingUnavailable />
  if (!started) return <CallFrame title={data.booking.service.title} />
  return <VideoSession booking={data.booking} receivedAt={data.receivedAt} />
}

/**
 * False for the first render, then true through a transition. Going into the call then costs the
 * click one light render (the empty frame), and the call itself renders in slices that leave the
 * main thread free between them, where in one piece it was a task of 100 ms and more on a phone.
 */
function useStartedAfterFirstPaint(): boolean {
  const [started, setStarted] = useState(false)
  useEffect(() => startTransition(() => setStarted(true)), [])
  return started
}

/**
 * False until `ready` has held for `delayMs` and the browser then had an idle moment; true from then
 * on (for work that can wait, done where it holds up nothing).
 */
function useIdleAfter(ready: boolean, delayMs: number): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (!ready || done) return
    let cancelIdle = () => {}
    const timer = setTimeout(() => (cancelIdle = whenIdle(() => startTransition(() => setDone(true)))), delayMs)
    return () => {
      clearTimeout(timer)
      cancelIdle()
    }
  }, [ready, done, delayMs])
  return done
}

/** The call's frame before its parts are in: the same dark window and title, so nothing jumps. */
function CallFrame({ title }: { title: string }) {
  return (
    <div className="call" aria-busy="true">
      <header className="call__top">
        <h1 className="call__title">{t('session.video.heading', { title })}</h1>
      </header>
    </div>
  )
}

function EndedNotice({ bookingId }: { bookingId: string }) {
  return (
    <section className="page page--center">
      <h1>{t('session.waitingRoom.ended')}</h1>
      <RoomProblem error="ended" bookingId={bookingId} />
    </section>
  )
}

function VideoSession({ booking, receivedAt }: { booking: Booking; receivedAt: number }) {
  const navigate = useNavigate()
  const [config, updateConfig] = useSessionConfig()
  // The devices the call opens with; a choice during the call swaps tracks instead (useDeviceSwitch).
  const [startConfig] = useState(config)
  const media = useLocalMedia(startConfig.audioInputDeviceId, startConfig.videoInputDeviceId)
  const me = booking[booking.my_role]
  const { room, snapshot } = useRoom({ roomName: booking.room_name, myUid: me._id, myRole: booking.my_role })
  const [peer, setPeer] = useState<PeerSession | null>(null)
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null)
  const [pcState, setPcState] = useState<RTCPeerConnectionState>('new')
  // Once the call has connected, a later drop of the media path counts as "reconnecting".
  const [hadConnected, setHadConnected] = useState(false)
  const [micOn, setMicOn] = useState(config.isStartWithMic)
  const [cameraOn, setCameraOn] = useState(config.isStartWithCamera)
  const [sharing, setSharing] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const name = otherNameOf(booking)
  const other = otherParty(snapshot?.room ?? null, booking.my_role)
  const otherInCall = other.present && other.in_call
  // Their current call, as the room reports it: a new value is a new page of theirs to pair with.
  const otherCallId = otherInCall ? (other.call_id ?? null) : null
  const mediaSettled = media.status === 'ready' || media.status === 'error'
  const localStream = media.stream
  const devices = useDeviceSwitch(localStream, peer, updateConfig)
  const theirCamera = otherInCall && other.camera && !other.screen
  const myCamera = cameraOn && !sharing && (localStream?.getVideoTracks().length ?? 0) > 0
  const quality = useCallQuality(peer, pcState === 'connected', { theirs: theirCamera, mine: myCamera })

  // The call: one peer connection for as long as the page runs.
  useEffect(() => {
    if (!room || !mediaSettled) return
    let cancelled = false
    let created: PeerSession | null = null
    let stopSignals = () => {}
    localStream?.getAudioTracks().forEach((track) => (track.enabled = startConfig.isStartWithMic))
    localStream?.getVideoTracks().forEach((track) => (track.enabled = startConfig.isStartWithCamera))
    void fetchIceServers().then((iceServers) => {
      if (cancelled) return
      created = new PeerSession({
        polite: isPolite(booking.my_role),
        iceServers,
        localStream,
        signal: (message) => room.sendSignal(message),
        onRemoteStream: setRemoteStream,
        onConnectionState: (state) => {
          if (state === 'connected') setHadConnected(true)
          setPcState(state)
        },
      })
      // Handled in order, one at a time (the session queues them).
      stopSignals = room.onSignal((signal) => void created?.handleSignal(signal).catch(() => {}))
      setPeer(created)
      room.updateFlags({
        in_call: true,
        call_id: created.callId,
        camera: startConfig.isStartWithCamera && (localStream?.getVideoTracks().length ?? 0) > 0,
        microphone: startConfig.isStartWithMic && (localStream?.getAudioTracks().length ?? 0) > 0,
        screen: false,
      })
    })
    return () => {
      cancelled = true
      stopSignals()
      created?.close()
      setPeer(null)
      if (!room.closed) room.updateFlags({ in_call: false, call_id: null, screen: false })
    }
    // The start choices are the ones the call opened with (startConfig never changes).
  }, [room, mediaSettled, localStream, booking.my_role, startConfig])

  // Paired with their current call: a new one (they came in, or came back as a new page) starts a
  // fresh connection, and none (they left the call) ends ours.
  useEffect(() => {
    if (peer) void peer.setRemoteCall(otherCallId)
  }, [peer, otherCallId])

  // Moved to another tab, or refused: this page's call is over (a socket that merely keeps failing
  // is not: the media path may still be up).
  const roomError = snapshot?.error ?? null
  useEffect(() => {
    if (peer && (roomError === 'replaced' || roomError === 'forbidden')) peer.close()
  }, [peer, roomError])

  // Server timers as notices in the top bar (over neither video nor controls); the end takes both
  // sides to the summary.
  const [notice, setNotice] = useState<string | null>(null)
  useEffect(() => {
    if (!room) return
    return room.onNotice((notice) => {
      if (notice.kind === 'nearly_time_up') setNotice(t('session.video.nearlyTimeUp'))
      else if (notice.kind === 'provider_late') setNotice(t('session.video.providerLate'))
      else if (notice.kind === 'left') setNotice(t('session.video.otherLeft', { name }))
      else setNotice(t('session.video.endTimeUp'))
    })
  }, [room, name])
  useEffect(() => {
    if (notice === null) return
    const timer = setTimeout(() => setNotice(null), NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice])

  // More time: each step the room hears becomes a notice on both sides.
  const onExtensionEvent = useCallback(
    (event: ExtensionEventEntity) => {
      const { extension } = event
      if (extension.status === 'awaiting_payment' && booking.my_role === 'provider') setNotice(t('session.extension.noticeAsked', { name, minutes: extension.minutes }))
      else if (extension.status === 'paid' && booking.my_role === 'provider') setNotice(t('session.extension.noticePaid', { name }))
      else if (extension.status === 'accepted') setNotice(t('session.extension.noticeAccepted', { time: timeFormat.format(new Date(extension.new_end_at)) }))
      else if (extension.status === 'declined' && booking.my_role === 'consumer') setNotice(t('session.extension.noticeDeclined'))
    },
    [booking.my_role, name],
  )
  const extension = useExtension(booking._id, room, onExtensionEvent)

  const ended = snapshot?.ended ?? false
  useEffect(() => {
    if (!ended || !room) return
    void room.close().then(() => navigate({ to: '/session/summary', search: { booking: booking._id } }))
  }, [ended, room, navigate, booking._id])

  const sendChat = useCallback((text: string) => room?.sendChat(text), [room])
  const down = snapshot?.socket === 'down' || mediaPathDown(pcState, hadConnected)
  const { showBanner, showReconnected } = useStickyBanner(down)
  // Before the first connection (the socket's, then the call's with them), say it is being made.
  const connecting = !down && (snapshot?.socket === 'connecting' || (otherCallId !== null && pcState !== 'connected'))

  // The chat: a side panel on wide screens (open to start with), a bottom sheet on phones (closed
  // to start with); the control bar's chat button opens and closes either, with the unread count.
  const wide = useMediaQuery(WIDE_SCREEN)
  const [sideChatOpen, setSideChatOpen] = useState(true)
  const [chatSheetOpen, setChatSheetOpen] = useState(false)
  const chatPanelId = useId()
  const chatButtonRef = useRef<HTMLButtonElement>(null)
  const chatInputRef = useRef<HTMLInputElement>(null)
  const focusChatInput = useRef(false)
  const unread = useUnread(snapshot?.chat ?? NO_LINES, wide ? sideChatOpen : chatSheetOpen)
  const setChatOpen = wide ? setSideChatOpen : setChatSheetOpen
  const toggleChat = () => {
    const opening = !(wide ? sideChatOpen : chatSheetOpen)
    focusChatInput.current = opening
    setChatOpen(opening)
  }
  const closeChat = useCallback(() => {
    setChatOpen(false)
    chatButtonRef.current?.focus()
  }, [setChatOpen])
  // Opened from the button: straight to the message box, as the panel is opened to write.
  useEffect(() => {
    if (!focusChatInput.current || !(wide ? sideChatOpen : chatSheetOpen)) return
    focusChatInput.current = false
    chatInputRef.current?.focus()
  }, [wide, sideChatOpen, chatSheetOpen])

  // The whiteboard: over the stage when open (the other person's video becomes a small tile), with
  // a count on its button of what the other person drew while it was closed.
  const [boardOpen, setBoardOpen] = useState(false)
  const [boardNew, setBoardNew] = useState(0)
  const boardWarm = useIdleAfter(pcState === 'connected', BOARD_WARM_AFTER_MS)
  const myUid = me._id
  useEffect(() => {
    if (!room || boardOpen) return
    return room.onMessage('board_stroke_message', ({ entity }) => {
      if (entity.sender.uid !== myUid) setBoardNew((n) => n + 1)
    })
  }, [room, boardOpen, myUid])
  // In a transition: the call re-laid out around the board is rendered without holding up the press.
  const toggleBoard = () =>
    startTransition(() => {
      if (!boardOpen) setBoardNew(0)
      setBoardOpen(!boardOpen)
    })

  const toggleMic = () => {
    const next = !micOn
    localStream?.getAudioTracks().forEach((track) => (track.enabled = next))
    setMicOn(next)
    room?.updateFlags({ microphone: next })
  }
  const toggleCamera = () => {
    const next = !cameraOn
    localStream?.getVideoTracks().forEach((track) => (track.enabled = next))
    setCameraOn(next)
    room?.updateFlags({ camera: next })
  }
  const toggleScreen = async () => {
    if (!peer) return
    if (sharing) {
      await peer.stopScreen()
      setSharing(false)
      room?.updateFlags({ screen: false })
      return
    }
    const shared = await shareScreen(peer, () => {
      setSharing(false)
      room?.updateFlags({ screen: false })
    })
    if (shared === 'failed') setNotice(t('session.video.shareFailed'))
    else if (shared === 'shared') {
      setSharing(true)
      room?.updateFlags({ screen: true })
    }
  }
  const leave = async () => {
    setLeaving(false)
    await room?.leave()
    await navigate({ to: '/session/summary', search: { booking: booking._id } })
  }

  if (snapshot?.error === 'forbidden') return <BookingUnavailable />

  const lines = snapshot?.chat ?? NO_LINES
  const chatVisible = wide ? sideChatOpen : chatSheetOpen
  const hasCamera = (localStream?.getVideoTracks().length ?? 0) > 0
  const otherPicture = booking[otherRoleOf(booking)].profile_picture
  const problem = snapshot?.error && snapshot.error !== 'ended' ? snapshot.error : null

  return (
    <div className="call">
      <header className="call__top">
        <h1 className="call__title">{t('session.video.heading', { title: booking.service.title })}</h1>
        <CallTimer startAt={booking.start_at} endAt={booking.end_at} offsetMs={clockOffsetMs(booking.server_time, receivedAt)} />
        <QualityIndicator side="mine" name={name} quality={quality.mine} />
        <div role="status" className="call__notices">
          {showBanner ? (
            <p className="call__notice call__notice--warning">{t('session.video.reconnecting')}</p>
          ) : showReconnected ? (
            <p className="call__notice">{t('session.video.reconnected')}</p>
          ) : connecting ? (
            <p className="call__notice">{t('session.video.connecting', { name })}</p>
          ) : null}
          {notice ? <p className="call__notice">{notice}</p> : null}
          <QualityNotice quality={quality} name={name} theirCamera={theirCamera} myCamera={myCamera} />
          {media.status === 'error' ? <p className="call__notice">{t('session.video.mediaFailed')}</p> : null}
        </div>
      </header>
      {problem ? (
        <div className="call__problem">
          <RoomProblem error={problem} bookingId={booking._id} />
        </div>
      ) : null}
      <div className="call__body">
        {(boardOpen || boardWarm) && room ? (
          <div className="call__board" hidden={!boardOpen}>
            <Suspense fallback={<p className="call__board-loading">{t('session.video.boardLoading')}</p>}>
              <Whiteboard bookingId={booking._id} room={room} peer={peer} myRole={booking.my_role} />
            </Suspense>
          </div>
        ) : null}
        <CallStage mini={boardOpen} other={other} name={name} picture={otherPicture} stream={remoteStream} volume={config.volumeLevel} sinkId={config.audioOutputDeviceId} stopped={roomError === 'replaced'} quality={<QualityIndicator side="theirs" name={name} quality={quality.theirs} />}>
          <SelfViewTile>
            <MediaVideo stream={devices.selfStream} muted mirrored={!sharing} label={t('session.video.ownVideo')} className={`self-view__video${cameraOn && hasCamera ? '' : ' self-view__video--off'}`} />
            {cameraOn && hasCamera ? (
              <p className="self-view__name">{t('session.chat.you')}</p>
            ) : (
              <PersonTile size="tile" name={me.display_name} label={t('session.video.you', { name: me.display_name })} picture={me.profile_picture} />
            )}
          </SelfViewTile>
        </CallStage>
        {booking.my_role === 'provider' ? <ExtensionOffer controls={extension} otherName={name} /> : null}
        <ChatPanel
          id={chatPanelId}
          className={`call__chat ${wide ? 'call__chat--side' : 'call__chat--sheet'}`}
          hidden={!chatVisible}
          lines={lines}
          otherName={name}
          onSend={sendChat}
          onClose={closeChat}
          inputRef={chatInputRef}
          offline={snapshot?.socket !== 'up'}
        />
      </div>
      <ControlBar
        micOn={micOn}
        cameraOn={cameraOn}
        hasMic={(localStream?.getAudioTracks().length ?? 0) > 0}
        hasCamera={hasCamera}
        sharing={sharing}
        canShare={typeof navigator !== 'undefined' && !!navigator.mediaDevices && 'getDisplayMedia' in navigator.mediaDevices}
        shareReady={!!peer}
        chatOpen={chatVisible}
        chatPanelId={chatPanelId}
        unread={unread}
        chatButtonRef={chatButtonRef}
        boardOpen={boardOpen}
        boardNew={boardNew}
        onToggleBoard={toggleBoard}
        onBoardIntent={preloadWhiteboard}
        onToggleMic={toggleMic}
        onToggleCamera={toggleCamera}
        onToggleScreen={() => void toggleScreen()}
        onToggleChat={toggleChat}
        onLeave={() => setLeaving(true)}
        extra={booking.my_role === 'consumer' ? <ExtensionRequest controls={extension} otherName={name} /> : null}
        settings={<DeviceSettings devices={media.devices} current={devices.current} speaker={config.audioOutputDeviceId} onChoose={devices.choose} onSpeaker={(id) => updateConfig({ audioOutputDeviceId: id })} />}
      />
      <Modal open={leaving} onClose={() => setLeaving(false)} title={t('session.video.leaveTitle')}>
        <p>{t('session.video.leaveBody')}</p>
        <p className="session-actions">
          <button type="button" className="button button--danger" onClick={() => void leave()}>
            {t('session.video.leaveConfirm')}
          </button>
          <button type="button" className="button" onClick={() => setLeaving(false)}>
            {t('session.video.stay')}
          </button>
        </p>
      </Modal>
    </div>
  )
}

/**
 * Asks the browser for a screen and sends it in place of the camera. `onEnded` runs when the
 * browser's own "stop sharing" ends it (the camera is back by then).
 */
async function shareScreen(peer: PeerSession, onEnded: () => void): Promise<'shared' | 'none' | 'failed'> {
  try {
    const display = await navigator.mediaDevices.getDisplayMedia({ video: true })
    const track = display.getVideoTracks()[0]
    if (!track) return 'none'
    track.addEventListener('ended', () => {
      void peer.stopScreen()
      onEnded()
    })
    await peer.shareScreen(track)
    return 'shared'
  } catch {
    return 'failed'
  }
}

/**
 * The call's clock, in its own component so the tick every second re-renders only the clock, not
 * the call: the time to the start before the start, then the time left.
 */
function CallTimer({ startAt, endAt, offsetMs }: { startAt: string; endAt: string; offsetMs: number }) {
  const startMs = Date.parse(startAt)
  const endMs = Date.parse(endAt)
  // Start and end are a whole number of minutes apart, so ticking on the end's seconds also ticks
  // on the start's.
  const now = useServerNow(offsetMs, endMs)
  return (
    <p className="call__timer">
      <span role="timer">{callClockText(callClock(now, startMs, endMs))}</span>
    </p>
  )
}

/**
 * The "reconnecting" banner while the socket or the media path is down, held for a minimum time so
 * a quick recovery does not flicker, then a short "reconnected" note.
 */
function useStickyBanner(down: boolean): { showBanner: boolean; showReconnected: boolean } {
  const [shownAt, setShownAt] = useState<number | null>(null)
  const [showBanner, setShowBanner] = useState(false)
  const [showReconnected, setShowReconnected] = useState(false)
  useEffect(() => {
    if (down) {
      setShowBanner(true)
      setShowReconnected(false)
      setShownAt((value) => value ?? Date.now())
      return
    }
    if (shownAt === null) return
    const timer = setTimeout(
      () => {
        setShowBanner(false)
        setShownAt(null)
        setShowReconnected(true)
      },
      Math.max(0, BANNER_MIN_MS - (Date.now() - shownAt)),
    )
    return () => clearTimeout(timer)
  }, [down, shownAt])
  useEffect(() => {
    if (!showReconnected) return
    const timer = setTimeout(() => setShowReconnected(false), RECONNECTED_NOTE_MS)
    return () => clearTimeout(timer)
  }, [showReconnected])
  return { showBanner, showReconnected }
}
