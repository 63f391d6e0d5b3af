import { useId, useRef, useState } from 'react'
import { t } from '~/app/lib/i18n/th-session'
import type { InputKind } from '~/app/features/session/hooks/use-device-switch'
import { BarPanel } from './bar-panel'
import { canChooseSpeaker } from './media-video'

type DeviceKind = InputKind | 'audiooutput'

const KIND_LABEL = {
  videoinput: () => t('session.devices.camera'),
  audioinput: () => t('session.devices.microphone'),
  audiooutput: () => t('session.devices.speaker'),
} satisfies Record<DeviceKind, () => string>

type Status = { kind: DeviceKind; state: 'switching' } | { kind: DeviceKind; state: 'switched'; device: string } | { kind: DeviceKind; state: 'failed' }

/**
 * The control bar's devices button and the panel it opens above the bar (covering the stage, never
 * the controls): the cameras, microphones and speakers there are, the ones in use selected. A choice
 * applies at once, during the call. Keyboard: the button opens it and puts the focus on the first
 * choice; Escape or the close button put it away and give the focus back to the button.
 */
export function DeviceSettings({
  devices,
  current,
  speaker,
  onChoose,
  onSpeaker,
}: {
  devices: MediaDeviceInfo[]
  current: Record<InputKind, string>
  /** The chosen speaker (empty: the system's default). */
  speaker: string
  onChoose: (kind: InputKind, deviceId: string) => Promise<void>
  onSpeaker: (deviceId: string) => void
}) {
  const [status, setStatus] = useState<Status | null>(null)
  // What was just chosen, shown while it opens (the list would otherwise jump back to the one in use).
  const [pending, setPending] = useState<Partial<Record<InputKind, string>>>({})
  // One change at a time, in the order chosen (a select is not disabled meanwhile: it would lose the focus).
  const queue = useRef<Promise<void>>(Promise.resolve())
  // Known only in the browser, after hydration (the call page runs there only).
  const speakerChoice = canChooseSpeaker()

  const nameOf = (kind: DeviceKind, deviceId: string) =>
    deviceId ? devices.find((device) => device.kind === kind && device.deviceId === deviceId)?.label || KIND_LABEL[kind]() : t('session.devices.defaultDevice')
  const choose = (kind: InputKind, deviceId: string) => {
    setStatus({ kind, state: 'switching' })
    setPending((current) => ({ ...current, [kind]: deviceId }))
    queue.current = queue.current.then(async () => {
      try {
        await onChoose(kind, deviceId)
        setStatus({ kind, state: 'switched', device: nameOf(kind, deviceId) })
      } catch {
        setStatus({ kind, state: 'failed' })
      }
      setPending((current) => (current[kind] === deviceId ? { ...current, [kind]: undefined } : current))
    })
  }

  return (
    <BarPanel icon="devices" label={t('session.devices.button')} heading={t('session.devices.heading')} closeLabel={t('session.devices.close')} firstFocus="select:not([disabled])">
      <DeviceField kind="videoinput" devices={devices} value={pending.videoinput ?? current.videoinput} disabled={!current.videoinput} onChange={(id) => choose('videoinput', id)} />
      <DeviceField kind="audioinput" devices={devices} value={pending.audioinput ?? current.audioinput} disabled={!current.audioinput} onChange={(id) => choose('audioinput', id)} />
      {speakerChoice ? (
        <DeviceField
          kind="audiooutput"
          devices={devices}
          value={speaker}
          onChange={(id) => {
            onSpeaker(id)
            setStatus({ kind: 'audiooutput', state: 'switched', device: nameOf('audiooutput', id) })
          }}
        />
      ) : null}
      <p role="status" className="device-panel__status">
        {status ? statusText(status) : ''}
      </p>
    </BarPanel>
  )
}

function statusText(status: Status): string {
  const kind = KIND_LABEL[status.kind]()
  if (status.state === 'switching') return t('session.devices.switching', { kind })
  if (status.state === 'failed') return t('session.devices.failed', { kind })
  return t('session.devices.switched', { kind, device: status.device })
}

/**
 * One kind's devices, the one in use selected: "the system default" (an empty id) is the browser's
 * own "default" entry where it lists one, else an entry of its own.
 */
function DeviceField({
  kind,
  devices,
  value,
  disabled = false,
  onChange,
}: {
  kind: DeviceKind
  devices: MediaDeviceInfo[]
  value: string
  /** Nothing of this kind in use to change (no camera or microphone opened). */
  disabled?: boolean
  onChange: (deviceId: string) => void
}) {
  const id = useId()
  const label = KIND_LABEL[kind]()
  const list = devices.filter((device) => device.kind === kind && device.deviceId !== '')
  const shown = value === '' && list.some((device) => device.deviceId === 'default') ? 'default' : value
  const listed = list.some((device) => device.deviceId === shown)
  if (list.length === 0) {
    return <p className="device-panel__none">{t('session.devices.none', { kind: label })}</p>
  }
  return (
    <div className="field device-panel__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={listed ? shown : ''} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {listed ? null : <option value="">{t('session.devices.defaultDevice')}</option>}
        {list.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || t('session.devices.deviceFallback', { kind: label, number: index + 1 })}
          </option>
        ))}
      </select>
    </div>
  )
}
