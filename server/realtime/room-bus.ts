import { Redis } from 'ioredis'
import type { Logger } from '~/server/log'

/**
 * How room traffic reaches every instance that has a participant of the room. In one process the
 * memory bus hands events straight to the hub; with REDIS_URL each room is a pub/sub channel, so
 * two people connected to two different processes share a room. The hub treats both the same:
 * it publishes everything, including what its own sockets receive, and delivers what it hears.
 */
export type BusEvent =
  /** Frames (already serialized) for the room's sockets; `except` skips one user's sockets. */
  | { kind: 'deliver'; frames: string[]; except?: string }
  /** The booking's times changed: read it again, then hand `frames` to the room's sockets. */
  | { kind: 'booking_changed'; frames: string[] }
  /** The user entered the room on connection `keep`: every other connection of theirs there is closed. */
  | { kind: 'replace'; userId: string; keep: string }

export type BusHandler = (event: BusEvent) => void

export type RoomBus = {
  readonly kind: 'memory' | 'redis'
  /** Resolves once events published from anywhere after it will arrive. */
  subscribe(room: string, handler: BusHandler): Promise<void>
  unsubscribe(room: string): Promise<void>
  publish(room: string, event: BusEvent): Promise<void>
  close(): Promise<void>
}

export function createMemoryBus(): RoomBus {
  const handlers = new Map<string, BusHandler>()
  return {
    kind: 'memory',
    async subscribe(room, handler) {
      handlers.set(room, handler)
    },
    async unsubscribe(room) {
      handlers.delete(room)
    },
    async publish(room, event) {
      handlers.get(room)?.(event)
    },
    async close() {
      handlers.clear()
    },
  }
}

const CHANNEL_PREFIX = 'marketplace:room:'

export function createRedisBus(options: { url: string; log: Logger }): RoomBus {
  const { log } = options
  // A subscribed connection can do nothing else, so publishing needs a second one.
  const pub = new Redis(options.url, { connectTimeout: 2_000, maxRetriesPerRequest: 2 })
  const sub = new Redis(options.url, { connectTimeout: 2_000 })
  const handlers = new Map<string, BusHandler>()
  pub.on('error', (err: Error) => log.warn('redis publish connection error', { message: err.message }))
  sub.on('error', (err: Error) => log.warn('redis subscribe connection error', { message: err.message }))
  sub.on('message', (channel: string, message: string) => {
    const handler = handlers.get(channel.slice(CHANNEL_PREFIX.length))
    if (!handler) return
    try {
      handler(JSON.parse(message) as BusEvent)
    } catch (err) {
      log.warn('bad room bus message', { message: err instanceof Error ? err.message : String(err) })
    }
  })
  return {
    kind: 'redis',
    async subscribe(room, handler) {
      handlers.set(room, handler)
      await sub.subscribe(CHANNEL_PREFIX + room)
    },
    async unsubscribe(room) {
      handlers.delete(room)
      await sub.unsubscribe(CHANNEL_PREFIX + room)
    },
    async publish(room, event) {
      await pub.publish(CHANNEL_PREFIX + room, JSON.stringify(event))
    },
    async close() {
      handlers.clear()
      await Promise.allSettled([sub.quit(), pub.quit()])
    },
  }
}
