import { describe, expect, it } from 'vitest'
import { isStaffRole, whenStaff } from '~/app/features/admin/admin-access'
import { formatBaht, formatDay, sameBangkokDay } from '~/app/features/admin/admin-format'
import { usersSearch, verificationsSearch, walletSearch } from '~/app/features/admin/admin-search'

describe('staff access', () => {
  it('counts admin and operation as staff, and nobody else', () => {
    expect(isStaffRole('admin')).toBe(true)
    expect(isStaffRole('operation')).toBe(true)
    expect(isStaffRole('normal')).toBe(false)
    expect(isStaffRole('unknown')).toBe(false)
    expect(isStaffRole(null)).toBe(false)
    expect(isStaffRole(undefined)).toBe(false)
  })

  it('runs a staff page loader only for staff', () => {
    expect(whenStaff({ staff: true }, () => 'loaded')).toBe('loaded')
    let called = false
    expect(
      whenStaff({ staff: false }, () => {
        called = true
      }),
    ).toBeUndefined()
    expect(called).toBe(false)
  })
})

describe('staff pages search params', () => {
  it('keeps valid values and drops the rest instead of failing', () => {
    expect(usersSearch({ q: '  somsri ', role: 'admin', page: 2 })).toEqual({ q: 'somsri', role: 'admin', page: 2 })
    expect(usersSearch({ q: 123, role: 'king', page: -1 })).toEqual({ q: '123' })
    expect(usersSearch({ q: '   ' })).toEqual({})
    expect(verificationsSearch({ status: 'rejected', id: '65e000000000000000000005' })).toEqual({ status: 'rejected', id: '65e000000000000000000005' })
    expect(verificationsSearch({ status: 'pending', id: 'nope', page: 1.5 })).toEqual({})
    expect(walletSearch({ status: 'approved' })).toEqual({ status: 'approved' })
    expect(walletSearch({ status: 'submitted' })).toEqual({})
  })
})

describe('staff pages formats', () => {
  it('writes whole baht with the Thai currency format', () => {
    expect(formatBaht(1500)).toBe(new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', maximumFractionDigits: 0 }).format(1500))
    expect(formatBaht(1500)).toMatch(/1,500/)
  })

  it('shows a calendar date as that date, whatever the time zone', () => {
    expect(formatDay('2026-06-01')).toBe(new Intl.DateTimeFormat('th-TH', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 5, 1))))
  })

  it('compares dates in Bangkok time', () => {
    // 23:30 and 00:30 the next day in Bangkok, though the same UTC date.
    expect(sameBangkokDay('2026-06-01T16:30:00Z', '2026-06-01T17:30:00Z')).toBe(false)
    expect(sameBangkokDay('2026-06-01T01:00:00Z', '2026-06-01T16:59:00Z')).toBe(true)
  })
})
