import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from 'react-toastify/unstyled'
import type { Booking } from '../../../../contract/api/booking'
import { Modal } from '../../../components/modal'
import { t } from '../../../lib/i18n/th'
import { useLocalMedia } from '../hooks/use-local-media'
import { useServerNow } from '../hooks/use-now'
import { useRoom } from '../hooks/use-room'
import { useSessionConfig } from '../hooks/use-session-config'
import { isPolite, mediaPathDown } from '../negotiation'
import { PeerSession } from '../peer-session'
import { otherParty, type ChatLine } from '../room-state'
import { bookingQueryOptions, fetchIceServers } from '../session.queries'
import { clockOffsetMs, formatClock } from '../time-left'
import { BookingUnavailable, otherNameOf } from './booking-details'
import { ChatPanel } from './chat-panel'
import { MediaVideo } from './media-video'
import { RoomProblem } from './room-problem'

/** A banner shorter than this would only flicker; it stays up at least this long once shown. */
const BANNER_MIN_MS = 2_000
const RECONNECTED_NOTE_MS = 4_000
const NO_LINES: ChatLine[] = []

/** /session/video-session?booking=: the call itself. */
export function VideoSessionScreen({ bookingId }: { bookingId: string }) {
  const { data } = useSuspenseQuery(bookingQueryOptions(bookingId))
  if (!data || data.booking.phase === 'ended') return data ? <EndedNotice bookingId={bookingId} /> : <BookingUnavailable />
  return <VideoSession booking={data.booking} receivedAt={data.receivedAt} />
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
  const [config] = useSessionConfig()
  const media = useLocalMedia(config.audioInputDeviceId, config.videoInputDeviceId)
  const { room, snapshot } = useRoom({ roomName: booking.room_name, myUid: booking[booking.my_role]._id, myRole: booking.my_role })
  const [peer, setPeer] = useState<PeerSession | null>(null)
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null)
  const [pcState, setPcState] = useState<RTCPeerConnectionState>('new')
  const hadConnected = useRef(false)
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

  // The call: one peer connection for as long as the page runs.
  useEffect(() => {
    if (!room || !mediaSettled) return
    let cancelled = false
    let created: PeerSession | null = null
    let stopSignals = () => {}
    localStream?.getAudioTracks().forEach((track) => (track.enabled = config.isStartWithMic))
    localStream?.getVideoTracks().forEach((track) => (track.enabled = config.isStartWithCamera))
    void fetchIceServers().then((iceServers) => {
      if (cancelled) return
      created = new PeerSession({
        polite: isPolite(booking.my_role),
        iceServers,
        localStream,
        signal: (message) => room.sendSignal(message),
        onRemoteStream: setRemoteStream,
        onConnectionState: (state) => {
          if (state === 'connected') hadConnected.current = true
          setPcState(state)
        },
      })
      // Handled in order, one at a time (the session queues them).
      stopSignals = room.onSignal((signal) => void created?.handleSignal(signal).catch(() => {}))
      setPeer(created)
      room.updateFlags({
        in_call: true,
        call_id: created.callId,
        camera: config.isStartWithCamera && (localStream?.getVideoTracks().length ?? 0) > 0,
        microphone: config.isStartWithMic && (localStream?.getAudioTracks().length ?? 0) > 0,
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
    // The start choices are read once, when the call starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room, mediaSettled, localStream, booking.my_role])

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

  // Server timers as toasts; the end takes both sides to the summary.
  useEffect(() => {
    if (!room) return
    return room.onNotice((notice) => {
      if (notice.kind === 'nearly_time_up') toast.warning(t('session.video.nearlyTimeUp'))
      else if (notice.kind === 'provider_late') toast.info(t('session.video.providerLate'))
      else if (notice.kind === 'left') toast.info(t('session.video.otherLeft', { name }))
      else toast.info(t('session.video.endTimeUp'))
    })
  }, [room, name])

  const ended = snapshot?.ended ?? false
  useEffect(() => {
    if (!ended || !room) return
    void room.close().then(() => navigate({ to: '/session/summary', search: { booking: booking._id } }))
  }, [ended, room, navigate, booking._id])

  const sendChat = useCallback((text: string) => room?.sendChat(text), [room])
  const down = snapshot?.socket === 'down' || mediaPathDown(pcState, hadConnected.current)
  const { showBanner, showReconnected } = useStickyBanner(down)
  // Before the first connection (the socket's, then the call's with them), say it is being made.
  const connecting = !down && (snapshot?.socket === 'connecting' || (otherCallId !== null && pcState !== 'connected'))

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
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true })
      const track = display.getVideoTracks()[0]
      if (!track) return
      track.addEventListener('ended', () => {
        void peer.stopScreen()
        setSharing(false)
        room?.updateFlags({ screen: false })
      })
      await peer.shareScreen(track)
      setSharing(true)
      room?.updateFlags({ screen: true })
    } catch {
      toast.error(t('session.video.shareFailed'))
    }
  }
  const leave = async () => {
    setLeaving(false)
    await room?.leave()
    await navigate({ to: '/session/summary', search: { booking: booking._id } })
  }

  if (snapshot?.error === 'forbidden') return <BookingUnavailable />

  return (
    <section className="page session-page video-session">
      <h1 className="video-session__title">{t('session.video.heading', { title: booking.service.title })}</h1>
      <TimeLeft endAt={booking.end_at} offsetMs={clockOffsetMs(booking.server_time, receivedAt)} />
      <div role="status" className="video-session__status">
        {showBanner ? (
          <p className="reconnecting-banner">{t('session.video.reconnecting')}</p>
        ) : showReconnected ? (
          <p className="muted">{t('session.video.reconnected')}</p>
        ) : connecting ? (
          <p className="muted">{t('session.video.connecting', { name })}</p>
        ) : null}
      </div>
      {snapshot?.error && snapshot.error !== 'ended' ? <RoomProblem error={snapshot.error} bookingId={booking._id} /> : null}
      {media.status === 'error' ? <p className="muted">{t('session.video.mediaFailed')}</p> : null}
      <div className="video-session__layout">
        <div className="video-session__stage">
          <div className="video-session__remote">
            <MediaVideo stream={remoteStream} label={t('session.video.remoteVideo', { name })} volume={config.volumeLevel} sinkId={config.audioOutputDeviceId} className="session-video" />
            {!otherInCall ? <p className="session-video__note">{t('session.video.waitingForOther', { name })}</p> : other.present && !other.camera && !other.screen ? <p className="session-video__note">{t('session.video.otherCameraOff', { name })}</p> : null}
          </div>
          <div className="video-session__own">
            <MediaVideo stream={localStream} muted mirrored={!sharing} label={t('session.video.ownVideo')} className="session-video" />
          </div>
          <div role="group" aria-label={t('session.video.controls')} className="video-session__controls">
            <button type="button" className="button" aria-pressed={!micOn} onClick={toggleMic} disabled={!localStream?.getAudioTracks().length}>
              {micOn ? t('session.video.micOn') : t('session.video.micOff')}
            </button>
            <button type="button" className="button" aria-pressed={!cameraOn} onClick={toggleCamera} disabled={!localStream?.getVideoTracks().length}>
              {cameraOn ? t('session.video.cameraOn') : t('session.video.cameraOff')}
            </button>
            {typeof navigator !== 'undefined' && navigator.mediaDevices && 'getDisplayMedia' in navigator.mediaDevices ? (
              <button type="button" className="button" aria-pressed={sharing} onClick={() => void toggleScreen()} disabled={!peer}>
                {sharing ? t('session.video.stopShare') : t('session.video.shareScreen')}
              </button>
            ) : null}
            <button type="button" className="button button--danger" onClick={() => setLeaving(true)}>
              {t('session.video.leave')}
            </button>
          </div>
        </div>
        <ChatPanel lines={snapshot?.chat ?? NO_LINES} otherName={name} onSend={sendChat} offline={snapshot?.socket !== 'up'} />
      </div>
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
    </section>
  )
}

/** Its own component so the tick every second re-renders only the clock, not the call. */
function TimeLeft({ endAt, offsetMs }: { endAt: string; offsetMs: number }) {
  const endMs = Date.parse(endAt)
  const now = useServerNow(offsetMs, endMs)
  return (
    <p className="video-session__time">
      <span role="timer">{t('session.video.timeLeft', { time: formatClock(endMs - now) })}</span>
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
