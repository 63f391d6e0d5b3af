import { useHydrated, useLocation } from '@tanstack/react-router'
import { registerDraft, type RegisterDraft } from '~/contract/routes'

/**
 * The verified draft the login screen left in this history entry for `/register`: `undefined` until
 * the page is hydrated (the server never sees history state), then the draft or `null` when there is
 * none or it is not one.
 */
export function useRegisterDraft(): RegisterDraft | null | undefined {
  const hydrated = useHydrated()
  const state = useLocation({ select: (location) => location.state.registerDraft })
  if (!hydrated) return undefined
  return registerDraft(state)
}
