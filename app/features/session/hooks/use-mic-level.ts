import { useEffect, useState } from 'react'

/** Level updates per second: enough for a meter to look live, little enough to keep frames free. */
const UPDATES_PER_SECOND = 15

/**
 * The microphone's loudness from 0 to 1 (Web Audio AnalyserNode), read on animation frames but
 * handed to React at most UPDATES_PER_SECOND times, so the meter never turns into long tasks.
 */
export function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0)
  useEffect(() => {
    const track = stream?.getAudioTracks()[0]
    if (!stream || !track || typeof AudioContext === 'undefined') {
      setLevel(0)
      return
    }
    const context = new AudioContext()
    const source = context.createMediaStreamSource(new MediaStream([track]))
    const analyser = context.createAnalyser()
    analyser.fftSize = 512
    source.connect(analyser)
    const samples = new Float32Array(analyser.fftSize)
    let frame = 0
    let last = 0
    const read = (time: number) => {
      frame = requestAnimationFrame(read)
      if (time - last < 1000 / UPDATES_PER_SECOND) return
      last = time
      analyser.getFloatTimeDomainData(samples)
      let sum = 0
      for (const sample of samples) sum += sample * sample
      // RMS to a 0..1 meter; speech sits around 0.05-0.3 RMS, so scale it up and clip.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4))
    }
    frame = requestAnimationFrame(read)
    // Autoplay rules may start the context suspended until a gesture; the meter shows 0 until then.
    void context.resume().catch(() => {})
    return () => {
      cancelAnimationFrame(frame)
      source.disconnect()
      void context.close().catch(() => {})
    }
  }, [stream])
  return level
}
