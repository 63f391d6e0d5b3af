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
    const video = ref.current as SinkSettable | null
    if (video && sinkId !== undefined) void applySinkId(video, sinkId)
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

export type SinkSettable = HTMLMediaElement & { sinkId?: string; setSinkId?: (id: string) => Promise<void> }

/**
 * Plays `element` through the speaker `sinkId` ('' is the system's default). Only when it is not
 * already that speaker: Chromium answers even a no-op `setSinkId('')` with a main-thread task of
 * 100-190 ms (it looks the output device up), which at the start of a call froze the page.
 */
export async function applySinkId(element: SinkSettable, sinkId: string): Promise<void> {
  if (!element.setSinkId || (element.sinkId ?? '') === sinkId) return
  await element.setSinkId(sinkId).catch(() => {})
}

/** Whether this browser can choose the speaker (`HTMLMediaElement.setSinkId`). */
export function canChooseSpeaker(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype
}
