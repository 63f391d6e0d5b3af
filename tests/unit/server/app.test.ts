import { describe, expect, it } from 'vitest'
import { isBackendPath } from '~/server/app'

describe('isBackendPath', () => {
  it.each(['/v1', '/v1/user', '/v2/contents/terms', '/healthz', '/uploads/a.png'])('%s belongs to the backend', (p) => {
    expect(isBackendPath(p)).toBe(true)
  })
  it.each(['/', '/v1x', '/v3/x', '/login', '/healthz/x', '/assets/app.js', '/ws', '/worker.js', '/uploadsx'])(
    '%s belongs to the web client',
    (p) => {
      expect(isBackendPath(p)).toBe(false)
    },
  )
})
