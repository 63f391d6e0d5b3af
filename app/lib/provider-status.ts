import { NO_ID } from '~/contract/values/ids'
import type { ProviderVerifyStatus } from '~/contract/api/user'
import { t, type MessageKey } from './i18n/th-account'

/** A provider id of 24 zeros (or none at all) means the user is not a provider. */
export function hasProviderId(providerId: string | null | undefined): boolean {
  return !!providerId && providerId !== NO_ID
}

const statusText: Record<ProviderVerifyStatus, MessageKey> = {
  draft: 'account.status.draft',
  submitted: 'account.status.submitted',
  approved: 'account.status.approved',
  rejected: 'account.status.rejected',
}

/** The text beside "register as provider"; any other value shows nothing. */
export function verifyStatusText(status: string | null | undefined): string | null {
  return status && Object.hasOwn(statusText, status) ? t(statusText[status as ProviderVerifyStatus]) : null
}

/** "register as provider" shows only for a user with no provider id. */
export function canRegisterAsProvider(providerId: string | null | undefined): boolean {
  return !hasProviderId(providerId)
}

/** "manage services" shows for a provider, or once a registration was submitted or decided. */
export function canManageServices(providerId: string | null | undefined, status: string | null | undefined): boolean {
  return hasProviderId(providerId) || status === 'submitted' || status === 'rejected' || status === 'approved'
}
