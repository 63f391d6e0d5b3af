import { useEffect, useRef } from 'react'

/** A <video> showing a stream; `sinkId` and `volume` apply to what it plays. */
export function MediaVideo({
  stream,
  muted = false,
  mirrored = false,
  label,
  volume,
  sinkId,
  className,
}: {
  stream: MediaStream | null
  muted?: boolean
  mirrored?: boolean
  label: string
  volume?: number
  sinkId?: string
  className?: string
}) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = ref.current
    if (!video || video.srcObject === stream) return
    video.srcObject = stream
    if (stream) void video.play().catch(() => {})
  }, [stream])
  useEffect(() => {
    if (ref.current && volume !== undefined) ref.current.volume = Math.min(1, Math.max(0, volume / 100))
  }, [volume])
  useEffect(() => {
    const video = ref.current as (HTMLVideoElement & { setSinkId?: (id: string) => Promise<void> }) | null
    if (video?.setSinkId && sinkId !== undefined) void video.setSinkId(sinkId).catch(() => {})
  }, [sinkId])
  return (
    <video
      ref={ref}
      className={`${className ?? ''}${mirrored ? ' video--mirrored' : ''}`}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
    />
  )
}

/** Whether this browser can choose the speaker (`HTMLMediaElement.setSinkId`). */
export function canChooseSpeaker(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype
}
