import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { ExtensionMinutes, ExtensionState } from '~/contract/api/extension'
import type { ExtensionEventEntity } from '~/contract/socket'
import type { RoomSession } from '~/app/features/session/room-session'
import { askForExtension, decideExtension, extensionStateQueryOptions, type ExtensionOutcome } from '~/app/features/session/session.queries'
import { sessionKeys } from '~/app/features/session/session-keys'

export type ExtensionControls = {
  state: ExtensionState | undefined
  /** A call is on its way (the buttons wait). */
  busy: boolean
  /** The backend's code for the last refusal, until the next call. */
  error: string | null
  ask(minutes: ExtensionMinutes): Promise<void>
  decide(decision: 'accept' | 'decline' | 'cancel'): Promise<void>
}

/**
 * More time in the call, for either side: where the booking's request stands (read once, then kept
 * current by the room's events), and the calls that move it on. An accepted request moves the
 * booking's end, so the booking is read again and the call's clock follows.
 * `onEvent` hears each step the room announces (for the call's notices).
 */
export function useExtension(bookingId: string, room: RoomSession | null, onEvent?: (event: ExtensionEventEntity) => void): ExtensionControls {
  const queryClient = useQueryClient()
  const { data: state } = useQuery(extensionStateQueryOptions(bookingId))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const apply = useCallback(
    (event: { extension: ExtensionEventEntity['extension']; end_at?: string }) => {
      queryClient.setQueryData(sessionKeys.extensions(bookingId), (old: ExtensionState | undefined) =>
        old ? { ...old, current: event.extension, ...(event.end_at ? { end_at: event.end_at } : {}) } : old,
      )
      // The choices depend on the end and on what is open: read again in the background.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.extensions(bookingId) })
      if (event.extension.status === 'accepted') void queryClient.invalidateQueries({ queryKey: sessionKeys.booking(bookingId) })
    },
    [queryClient, bookingId],
  )

  useEffect(() => {
    if (!room) return
    return room.onExtension((event) => {
      apply(event)
      onEvent?.(event)
    })
  }, [room, apply, onEvent])

  const run = async (call: () => Promise<ExtensionOutcome>) => {
    setBusy(true)
    setError(null)
    const outcome = await call().catch(() => null)
    if (outcome?.ok) apply({ extension: outcome.extension })
    else setError(outcome ? outcome.code : 'other')
    setBusy(false)
  }

  const current = state?.current ?? null
  return {
    state,
    busy,
    error,
    ask: (minutes) => run(() => askForExtension(bookingId, minutes)),
    decide: (decision) => (current ? run(() => decideExtension(bookingId, current._id, decision)) : Promise.resolve()),
  }
}
