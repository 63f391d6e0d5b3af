import { Link, useHydrated } from '@tanstack/react-router'
import { useId, useRef } from 'react'
import { t } from '~/app/lib/i18n/th-pre-session'
import { useLocalMedia } from '~/app/features/session/hooks/use-local-media'
import { useMicLevel } from '~/app/features/session/hooks/use-mic-level'
import { useSessionConfig } from '~/app/features/session/hooks/use-session-config'
import { usePreSessionBooking } from '~/app/features/session/hooks/use-pre-session-booking'
import { applySinkId, canChooseSpeaker, MediaVideo } from './media-video'
import { PreSessionBookingCard } from './pre-session-booking'

/**
 * /session/pre-session: try the camera, microphone and speaker, and choose how to start. The page
 * itself renders on the server; the device check, which needs the browser's media and storage,
 * only once the page runs in the browser.
 */
export function PreSessionScreen({ bookingId }: { bookingId: string | undefined }) {
  const hydrated = useHydrated()
  return (
    <section className="page session-page">
      <h1>{t('preSession.heading')}</h1>
      <p>{t('preSession.intro')}</p>
      {hydrated ? <PreSessionBody bookingId={bookingId} /> : <p role="status">{t('common.loading')}</p>}
    </section>
  )
}

function PreSessionBody({ bookingId }: { bookingId: string | undefined }) {
  const booking = usePreSessionBooking(bookingId)
  return (
    <>
      <PreSessionBookingCard booking={booking} />
      <DeviceCheck />
      {booking.kind === 'found' || booking.kind === 'signedOut' ? (
        <p>
          <Link to="/session/waiting-room" search={{ booking: booking.id }} className="button button--primary button--large">
            {t('preSession.continue')}
          </Link>
        </p>
      ) : null}
    </>
  )
}

function DeviceCheck() {
  const [config, update] = useSessionConfig()
  const media = useLocalMedia(config.audioInputDeviceId, config.videoInputDeviceId)
  const speakerChoice = canChooseSpeaker()
  const devicesOf = (kind: MediaDeviceKind) => media.devices.filter((device) => device.kind === kind && device.deviceId !== '')

  return (
    <>
      <p className="visually-hidden" role="status">
        {media.status === 'requesting' ? t('preSession.requesting') : ''}
      </p>
      {media.status === 'error' ? <MediaProblem kind={media.error} onRetry={media.retry} /> : null}
      <div className="pre-session">
        <div className="pre-session__preview">
          <MediaVideo
            stream={config.isStartWithCamera ? media.stream : null}
            muted
            mirrored
            label={t('preSession.previewLabel')}
            className="session-video"
          />
          {!config.isStartWithCamera ? <p className="session-video__note">{t('preSession.cameraOffPreview')}</p> : null}
          <MicMeter stream={media.stream} />
        </div>
        <form className="form pre-session__settings" onSubmit={(event) => event.preventDefault()}>
          <DeviceSelect
            label={t('session.devices.camera')}
            devices={devicesOf('videoinput')}
            value={config.videoInputDeviceId}
            onChange={(id) => update({ videoInputDeviceId: id })}
          />
          <DeviceSelect
            label={t('session.devices.microphone')}
            devices={devicesOf('audioinput')}
            value={config.audioInputDeviceId}
            onChange={(id) => update({ audioInputDeviceId: id })}
          />
          {speakerChoice ? (
            <DeviceSelect
              label={t('session.devices.speaker')}
              devices={devicesOf('audiooutput')}
              value={config.audioOutputDeviceId}
              onChange={(id) => update({ audioOutputDeviceId: id })}
            />
          ) : (
            <p className="muted">{t('preSession.speakerUnsupported')}</p>
          )}
          <VolumeField value={config.volumeLevel} onChange={(volumeLevel) => update({ volumeLevel })} />
          <TestSound volume={config.volumeLevel} sinkId={speakerChoice ? config.audioOutputDeviceId : undefined} />
          <label className="choice">
            <input type="checkbox" checked={config.isStartWithCamera} onChange={(event) => update({ isStartWithCamera: event.target.checked })} />
            {t('preSession.startWithCamera')}
          </label>
          <label className="choice">
            <input type="checkbox" checked={config.isStartWithMic} onChange={(event) => update({ isStartWithMic: event.target.checked })} />
            {t('preSession.startWithMic')}
          </label>
        </form>
      </div>
    </>
  )
}

function MediaProblem({ kind, onRetry }: { kind: string | null; onRetry: () => void }) {
  if (kind === 'denied') {
    return (
      <div className="form-alert" role="alert">
        <p>
          <strong>{t('preSession.deniedTitle')}</strong>
        </p>
        <p>{t('preSession.deniedBody')}</p>
        <p className="session-actions">
          <Link to="/help/browser-permission">{t('preSession.deniedHelp')}</Link>
          <button type="button" className="button" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </p>
      </div>
    )
  }
  return (
    <div className="form-alert" role="alert">
      <p>{kind === 'unsupported' ? t('preSession.unsupported') : t('preSession.noDevice')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  )
}

/** Its own component so the level's frequent updates re-render only the meter. */
function MicMeter({ stream }: { stream: MediaStream | null }) {
  const level = useMicLevel(stream)
  const id = useId()
  return (
    <div className="mic-meter">
      <label htmlFor={id}>{t('preSession.micLevel')}</label>
      <meter id={id} min={0} max={1} low={0.1} high={0.8} optimum={0.5} value={level} />
    </div>
  )
}

function DeviceSelect({
  label,
  devices,
  value,
  onChange,
}: {
  label: string
  devices: MediaDeviceInfo[]
  value: string
  onChange: (deviceId: string) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={devices.some((device) => device.deviceId === value) ? value : ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('session.devices.defaultDevice')}</option>
        {devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || t('session.devices.deviceFallback', { kind: label, number: index + 1 })}
          </option>
        ))}
      </select>
    </div>
  )
}

function VolumeField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{t('preSession.volume')}</label>
      <input id={id} type="range" min={0} max={100} step={5} value={value} onChange={(event) => onChange(Number(event.target.value))} />
      <output htmlFor={id}>{value}</output>
    </div>
  )
}

/** A short tone through the chosen speaker at the chosen volume. */
function TestSound({ volume, sinkId }: { volume: number; sinkId: string | undefined }) {
  const audioRef = useRef<HTMLAudioElement>(null)
  const play = async () => {
    const audio = audioRef.current
    if (!audio || typeof AudioContext === 'undefined') return
    const context = new AudioContext()
    const destination = context.createMediaStreamDestination()
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.frequency.value = 660
    gain.gain.setValueAtTime(0.2, context.currentTime)
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.8)
    oscillator.connect(gain).connect(destination)
    audio.srcObject = destination.stream
    audio.volume = volume / 100
    if (sinkId !== undefined) await applySinkId(audio, sinkId)
    await audio.play().catch(() => {})
    oscillator.start()
    oscillator.stop(context.currentTime + 0.8)
    oscillator.onended = () => void context.close().catch(() => {})
  }
  return (
    <p>
      <button type="button" className="button" onClick={() => void play()}>
        {t('preSession.testSound')}
      </button>
      <audio ref={audioRef} hidden />
    </p>
  )
}
