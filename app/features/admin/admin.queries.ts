import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ZodMiniType } from 'zod/mini'
import {
  adminAppointmentPageSchema,
  adminDashboardSchema,
  adminProviderPageSchema,
  adminUserPageSchema,
  walletTransactionPageSchema,
  walletTransactionSchema,
  type WalletTransaction,
} from '~/contract/api/admin'
import { adminProviderDetailSchema, type AdminProviderDetail } from '~/contract/api/provider'
import type { ProviderVerifyStatus, UserRole } from '~/contract/api/user'
import { apiBlob, apiRequest } from '~/app/lib/api/client'
import { skipFor } from '~/app/lib/paging'
import { orNull, unwrap } from '~/app/lib/api/results'

/** Rows per page on every staff list. */
export const ADMIN_PAGE_SIZE = 20

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  registrations: (status: ProviderVerifyStatus, page: number) => ['admin', 'registrations', status, page] as const,
  registration: (id: string) => ['admin', 'registration', id] as const,
  users: (search: string | undefined, role: UserRole | undefined, page: number) => ['admin', 'users', search ?? '', role ?? '', page] as const,
  appointments: (when: 'upcoming' | 'past', page: number) => ['admin', 'appointments', when, page] as const,
  wallet: (kind: 'cash_in' | 'cash_out', status: WalletTransaction['status'], page: number) => ['admin', 'wallet', kind, status, page] as const,
}

const window = (page: number) => `skip=${skipFor(page, ADMIN_PAGE_SIZE)}&limit=${ADMIN_PAGE_SIZE}`

/** A staff GET; a failure is an error for the route's error page. */
const getOrThrow = async <T,>(path: string, schema: ZodMiniType<T>): Promise<T> => unwrap(await apiRequest(path, { auth: true, schema }))

export const dashboardQueryOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: () => getOrThrow('/v2/admin/dashboard', adminDashboardSchema) })

export const registrationsQueryOptions = (status: ProviderVerifyStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.registrations(status, page),
    queryFn: () => getOrThrow(`/v2/admin/providers?status=${status}&${window(page)}`, adminProviderPageSchema),
  })

/** One registration with its documents; `null` when there is no such registration. */
export const registrationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.registration(id),
    queryFn: async (): Promise<AdminProviderDetail | null> => orNull(await apiRequest(`/v2/admin/providers/${id}`, { auth: true, schema: adminProviderDetailSchema })),
  })

export const usersQueryOptions = (search: string | undefined, role: UserRole | undefined, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(search, role, page),
    queryFn: () => {
      const params = new URLSearchParams()
      if (search) params.set('search', search)
      if (role) params.set('role', role)
      params.set('skip', String(skipFor(page, ADMIN_PAGE_SIZE)))
      params.set('limit', String(ADMIN_PAGE_SIZE))
      return getOrThrow(`/v2/admin/users?${params.toString()}`, adminUserPageSchema)
    },
  })

export const appointmentsQueryOptions = (when: 'upcoming' | 'past', page: number) =>
  queryOptions({
    queryKey: adminKeys.appointments(when, page),
    queryFn: () => getOrThrow(`/v2/admin/appointments?when=${when}&${window(page)}`, adminAppointmentPageSchema),
  })

export const walletQueryOptions = (kind: 'cash_in' | 'cash_out', status: WalletTransaction['status'], page: number) =>
  queryOptions({
    queryKey: adminKeys.wallet(kind, status, page),
    queryFn: () => getOrThrow(`/v2/admin/wallet-transactions?kind=${kind}&status=${status}&${window(page)}`, walletTransactionPageSchema),
  })

/** A private registration document, read with the bearer token (an `<img src>` would not send it). */
export const fetchDocument = (url: string, signal?: AbortSignal) => apiBlob(url, { signal })

type RegistrationDecision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string }

export function useDecideRegistration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: RegistrationDecision) => {
      return unwrap(await apiRequest(`/v2/admin/providers/${input.id}/${input.decision}`, {
        method: 'POST',
        auth: true,
        schema: adminProviderDetailSchema,
        ...(input.decision === 'reject' ? { body: { reason: input.reason } } : {}),
      }))
    },
    // Not awaited: the caller's toast need not wait for every staff list to reload.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}

type WalletDecision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string }

export function useDecideWallet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: WalletDecision) => {
      return unwrap(await apiRequest(`/v2/admin/wallet-transactions/${input.id}/${input.decision}`, {
        method: 'POST',
        auth: true,
        schema: walletTransactionSchema,
        ...(input.decision === 'reject' ? { body: { reason: input.reason } } : {}),
      }))
    },
    // Not awaited: the caller's toast need not wait for every staff list to reload.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}
