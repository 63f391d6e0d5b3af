import { describe, expect, it } from 'vitest'
import { birthdateProblem } from '~/app/features/auth/components/register-screen'
import { checkDestination, waitKey } from '~/app/features/auth/sign-in-rules'
import { postLoginTarget } from '~/app/features/auth/signed-in-redirect'
import { maskEmail, maskPhone } from '~/app/lib/format'
import { NO_ID } from '~/contract/api/common'

describe('destination validation (spec 5)', () => {
  it('phone: empty, not 10 digits, ok', () => {
    expect(checkDestination('phone', '  ')).toMatchObject({ ok: false, error: 'auth.phoneRequired' })
    expect(checkDestination('phone', '081234567')).toMatchObject({ ok: false, error: 'auth.phoneInvalid' })
    expect(checkDestination('phone', '08123456789')).toMatchObject({ ok: false, error: 'auth.phoneInvalid' })
    expect(checkDestination('phone', '08l2345678')).toMatchObject({ ok: false, error: 'auth.phoneInvalid' })
    expect(checkDestination('phone', ' 0812345678 ')).toEqual({ ok: true, value: '0812345678' })
  })

  it('phone: the ways people write a Thai number are read as the 10 digits, then checked', () => {
    for (const written of ['080-000-0001', '080 000 0001', '+66800000001', '+66 80 000 0001', '66800000001', '(080) 000-0001', '080.000.0001', '๐๘๐๐๐๐๐๐๐๑']) {
      expect(checkDestination('phone', written), written).toEqual({ ok: true, value: '0800000001' })
    }
    // Still refused: too short or long once read, letters, another country's code.
    for (const bad of ['080-000-001', '+6680000000', '+1 800 000 0001', '080-000-000l', '0800000001 ext 2', '+66 0800000001']) {
      expect(checkDestination('phone', bad), bad).toMatchObject({ ok: false, error: 'auth.phoneInvalid' })
    }
  })

  it('e-mail: lowercased, empty, not an e-mail, ok', () => {
    expect(checkDestination('email', '')).toMatchObject({ ok: false, error: 'auth.emailRequired' })
    for (const bad of ['somsri', 'somsri@', '@example.com', 'som sri@example.com', 'somsri@example']) {
      expect(checkDestination('email', bad), bad).toMatchObject({ ok: false, error: 'auth.emailInvalid' })
    }
    expect(checkDestination('email', ' Somsri@Example.COM ')).toEqual({ ok: true, value: 'somsri@example.com' })
  })
})

describe('where a user lands after signing in', () => {
  const providerId = '65e000000000000000000002'
  it('provider variant: services for a provider, registration otherwise', () => {
    expect(postLoginTarget({ provider: true, providerId })).toBe('/provider/services')
    expect(postLoginTarget({ provider: true, providerId: NO_ID })).toBe('/provider/register')
    expect(postLoginTarget({ provider: true, providerId: null, redirect: '/provider/service' })).toBe('/provider/register')
    expect(postLoginTarget({ provider: true, providerId, redirect: '/provider/service' })).toBe('/provider/service')
  })
  it('normal variant: back to where the guard sent the user from, else /browse', () => {
    expect(postLoginTarget({ provider: false, providerId })).toBe('/browse')
    expect(postLoginTarget({ provider: false, providerId: NO_ID, redirect: '/wallet' })).toBe('/wallet')
  })
})

describe('helpers', () => {
  it('says how long to wait in seconds or minutes', () => {
    expect(waitKey(42)).toEqual({ key: 'auth.waitSeconds', n: 42 })
    expect(waitKey(0.2)).toEqual({ key: 'auth.waitSeconds', n: 1 })
    expect(waitKey(3000)).toEqual({ key: 'auth.waitMinutes', n: 50 })
  })

  it('masks phone numbers and e-mail addresses', () => {
    expect(maskPhone('0812345678')).toBe('081****678')
    expect(maskEmail('somsri@example.com')).toBe('so****@example.com')
    expect(maskEmail('a@example.com')).toBe('a***@example.com')
  })

  it('checks a birthdate as a real past date within 120 years', () => {
    const today = new Date(Date.UTC(2026, 10, 22))
    expect(birthdateProblem('', today)).toBe('register.birthdateRequired')
    expect(birthdateProblem('2001-02-29', today)).toBe('register.birthdateInvalid')
    expect(birthdateProblem('2027-01-01', today)).toBe('register.birthdateInvalid')
    expect(birthdateProblem('1900-01-01', today)).toBe('register.birthdateInvalid')
    expect(birthdateProblem('1995-07-14', today)).toBeNull()
  })
})
