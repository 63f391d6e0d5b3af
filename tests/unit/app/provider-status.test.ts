import { describe, expect, it } from 'vitest'
import { NO_ID } from '~/contract/api/common'
import { th } from '~/app/lib/i18n/th-all'
import { canManageServices, canRegisterAsProvider, hasProviderId, verifyStatusText } from '~/app/lib/provider-status'

const PROVIDER_ID = '65e000000000000000000002'

describe('account menu rules', () => {
  it('a provider id of 24 zeros (or none) means no provider', () => {
    expect(hasProviderId(NO_ID)).toBe(false)
    expect(hasProviderId(null)).toBe(false)
    expect(hasProviderId('')).toBe(false)
    expect(hasProviderId(PROVIDER_ID)).toBe(true)
  })

  it('shows the spec text beside "register as provider" for each status, nothing otherwise', () => {
    expect(verifyStatusText('draft')).toBe(th.account.status.draft)
    expect(verifyStatusText('submitted')).toBe(th.account.status.submitted)
    expect(verifyStatusText('approved')).toBe(th.account.status.approved)
    expect(verifyStatusText('rejected')).toBe(th.account.status.rejected)
    for (const other of [null, undefined, '', 'pending', 'toString', '__proto__']) expect(verifyStatusText(other)).toBeNull()
  })

  it('"register as provider" only without a provider id', () => {
    expect(canRegisterAsProvider(NO_ID)).toBe(true)
    expect(canRegisterAsProvider(PROVIDER_ID)).toBe(false)
  })

  it('"manage services" with a provider id, or once submitted, rejected or approved', () => {
    expect(canManageServices(PROVIDER_ID, null)).toBe(true)
    expect(canManageServices(NO_ID, null)).toBe(false)
    expect(canManageServices(NO_ID, 'draft')).toBe(false)
    expect(canManageServices(NO_ID, 'submitted')).toBe(true)
    expect(canManageServices(NO_ID, 'rejected')).toBe(true)
    expect(canManageServices(NO_ID, 'approved')).toBe(true)
    expect(canManageServices(NO_ID, 'unknown')).toBe(false)
  })
})
