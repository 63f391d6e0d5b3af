import { describe, expect, it } from 'vitest'
import { NETWORK_ERROR_STATUS, type ApiResult } from '~/app/lib/api/client'
import { ApiCallFailed, failureOf, isNetworkFailure, orNull, unwrap } from '~/app/lib/api/results'
import { failureMessage } from '~/app/lib/api/failure-message'
import { t } from '~/app/lib/i18n/th'

const ok: ApiResult<number> = { isSuccessful: true, statusCode: 200, message: 'OK', data: 42 }
const failed = (statusCode: number): ApiResult<number> => ({ isSuccessful: false, statusCode, message: 'no', code: 'x' })

describe('API results', () => {
  it('unwrap gives the data, and throws a failure that keeps the answer', () => {
    expect(unwrap(ok)).toBe(42)
    const error = (() => {
      try {
        unwrap(failed(409))
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ApiCallFailed)
    expect(failureOf(error)).toMatchObject({ statusCode: 409, code: 'x' })
    expect(failureOf(new Error('other'))).toBeNull()
  })

  it('orNull reads 404 and 400 as "not there" and throws the rest', () => {
    expect(orNull(ok)).toBe(42)
    expect(orNull(failed(404))).toBeNull()
    expect(orNull(failed(400))).toBeNull()
    expect(() => orNull(failed(500))).toThrow(ApiCallFailed)
    expect(() => orNull(failed(NETWORK_ERROR_STATUS))).toThrow(ApiCallFailed)
  })

  it('orNull takes the statuses that mean "not there" when a call has others', () => {
    expect(orNull(failed(403), [404, 403])).toBeNull()
    expect(() => orNull(failed(400), [404, 403])).toThrow(ApiCallFailed)
    expect(() => orNull(failed(403))).toThrow(ApiCallFailed)
  })

  it('tells a call that got no answer from one the server refused', () => {
    expect(isNetworkFailure({ statusCode: NETWORK_ERROR_STATUS })).toBe(true)
    expect(isNetworkFailure({ statusCode: 500 })).toBe(false)
  })

  it('failureMessage chooses the Thai text by status, from a thrown failure or a failed result', () => {
    const texts = { 409: 'taken', 413: 'too big', fallback: 'could not save' }
    expect(failureMessage(new ApiCallFailed({ isSuccessful: false, statusCode: 409, message: 'no', code: 'x' }), texts)).toBe('taken')
    expect(failureMessage(failed(413), texts)).toBe('too big')
    expect(failureMessage(failed(500), texts)).toBe('could not save')
    expect(failureMessage(failed(NETWORK_ERROR_STATUS), texts)).toBe(t('errors.network'))
    expect(failureMessage(failed(NETWORK_ERROR_STATUS), { ...texts, network: 'offline' })).toBe('offline')
    // Not a call's failure at all (a bug, a thrown TypeError): the page's fallback, never its message.
    expect(failureMessage(new Error('Cannot read properties of undefined'), texts)).toBe('could not save')
    expect(failureMessage(null)).toBe(t('errors.generic'))
  })
})
