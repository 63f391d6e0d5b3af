import { useEffect, useState, useSyncExternalStore } from 'react'
import { holdRoom, type RoomIdentity, type RoomSession, type RoomSnapshot } from '~/app/features/session/room-session'

/**
 * Holds the tab's live room for as long as the page is mounted (browser only: call it from a page
 * that renders in the browser). Returns null until the effect has run.
 */
export function useRoom(identity: RoomIdentity | null): { room: RoomSession | null; snapshot: RoomSnapshot | null } {
  const [room, setRoom] = useState<RoomSession | null>(null)
  const roomName = identity?.roomName
  const myUid = identity?.myUid
  const myRole = identity?.myRole
  useEffect(() => {
    if (!roomName || !myUid || !myRole) return
    const held = holdRoom({ roomName, myUid, myRole })
    setRoom(held)
    return () => {
      held.letGo()
      setRoom(null)
    }
  }, [roomName, myUid, myRole])
  const snapshot = useSyncExternalStore(
    room?.subscribe ?? noopSubscribe,
    room?.getSnapshot ?? nullSnapshot,
    nullSnapshot,
  )
  return { room, snapshot }
}

const noopSubscribe = () => () => {}
const nullSnapshot = () => null
