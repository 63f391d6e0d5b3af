/** What went wrong opening the camera or microphone, in the terms the pages explain. */
export type MediaErrorKind = 'denied' | 'no-device' | 'unsupported' | 'failed'

export function mediaErrorKind(error: unknown): MediaErrorKind {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : ''
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied'
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'no-device'
  if (name === 'TypeError') return 'unsupported'
  return 'failed'
}
