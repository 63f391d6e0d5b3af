import webpush, { WebPushError } from 'web-push'
import type { Logger } from '~/server/log'
import { createPushAgent, isPushRefused, type PushAgentOptions } from './push-agent'
import type { VapidKeys } from './vapid-keys'

export type PushTarget = { id: string; endpoint: string; p256dh: string; auth: string }

export type PushQueueOptions = {
  readonly vapid: VapidKeys
  readonly log: Logger
  /** The push service said the subscription is gone (404 or 410): forget it. */
  readonly onGone: (target: PushTarget) => Promise<void>
  /** The endpoint is not a push service, or resolves to an address pushes may not reach: forget it. */
  readonly onRefused: (target: PushTarget) => Promise<void>
  /** Which hosts and addresses pushes may reach (see push-agent.ts). */
  readonly endpoints: Pick<PushAgentOptions, 'rule' | 'allowPrivateAddresses' | 'resolve'>
  /** Attempts per push, the first included. Default 4. */
  readonly attempts?: number
  /** Delay before the second attempt; doubled each time, with jitter. Default 1 s. */
  readonly firstRetryMs?: number
  /** Seconds the push service may keep an undelivered push. Default 1 hour. */
  readonly ttlSeconds?: number
  /** The only certificate authority to trust (tests trust their own stand-in's certificate). */
  readonly ca?: string | Buffer
}

export type PushQueue = {
  /** Queues one push; never waits for the push service. */
  enqueue(target: PushTarget, payload: string): void
  /** Resolves when nothing is queued or being sent (tests, shutdown). */
  drain(): Promise<void>
  close(): Promise<void>
  readonly pending: number
}

// Pushes waiting at once; past this the oldest are dropped (a push service that is down for
// long must not grow the process without bound).
const MAX_QUEUED = 10_000
const CONCURRENCY = 8

/**
 * Sends pushes off the request path with the `web-push` package (aes128gcm encryption, VAPID
 * signature), a few at a time, retrying network failures, 429 and 5xx with exponential backoff.
 * Every push goes through the push agent, which connects only to push services at public addresses.
 */
export function createPushQueue(options: PushQueueOptions): PushQueue {
  const { vapid, log } = options
  const attempts = options.attempts ?? 4
  const firstRetryMs = options.firstRetryMs ?? 1_000
  const ttlSeconds = options.ttlSeconds ?? 3_600
  const agent = createPushAgent({ ...options.endpoints, ca: options.ca })
  type Job = { target: PushTarget; payload: string; attempt: number }
  const queue: Job[] = []
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let active = 0
  let closed = false
  let idle: (() => void)[] = []

  const settleIfIdle = () => {
    if (active > 0 || queue.length > 0 || timers.size > 0) return
    const waiting = idle
    idle = []
    for (const resolve of waiting) resolve()
  }

  async function send(job: Job) {
    try {
      await webpush.sendNotification({ endpoint: job.target.endpoint, keys: { p256dh: job.target.p256dh, auth: job.target.auth } }, job.payload, {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        contentEncoding: 'aes128gcm',
        TTL: ttlSeconds,
        timeout: 10_000,
        agent,
      })
    } catch (err) {
      if (isPushRefused(err)) {
        // Someone registered an endpoint that is no push service, or its name now points inward:
        // never retried, and the subscription is dropped. Host and reason only, never the path.
        log.warn('push refused', { where: err.where, reason: err.reason })
        await options.onRefused(job.target).catch((e: unknown) => log.warn('forgetting a push subscription failed', { error: e }))
        return
      }
      const status = err instanceof WebPushError ? err.statusCode : undefined
      if (status === 404 || status === 410) {
        await options.onGone(job.target).catch((e: unknown) => log.warn('forgetting a push subscription failed', { error: e }))
        log.info('push subscription gone', { status })
        return
      }
      const retryable = status === undefined || status === 429 || status >= 500
      if (retryable && job.attempt + 1 < attempts && !closed) {
        const delay = firstRetryMs * 2 ** job.attempt * (0.75 + Math.random() * 0.5)
        const timer = setTimeout(() => {
          timers.delete(timer)
          push({ ...job, attempt: job.attempt + 1 })
        }, delay)
        timer.unref()
        timers.add(timer)
        return
      }
      // The endpoint is a capability URL: log where, never the whole of it.
      log.warn('push failed', { status: status ?? null, attempts: job.attempt + 1, host: new URL(job.target.endpoint).host })
    }
  }

  function pump() {
    while (active < CONCURRENCY && queue.length > 0) {
      const job = queue.shift() as Job
      active++
      void send(job).finally(() => {
        active--
        pump()
        settleIfIdle()
      })
    }
  }

  function push(job: Job) {
    if (closed) return
    if (queue.length >= MAX_QUEUED) {
      queue.shift()
      log.warn('push queue full: the oldest push was dropped')
    }
    queue.push(job)
    pump()
  }

  return {
    enqueue: (target, payload) => push({ target, payload, attempt: 0 }),
    drain: () =>
      new Promise<void>((resolve) => {
        idle.push(resolve)
        settleIfIdle()
      }),
    async close() {
      closed = true
      queue.length = 0
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      agent.destroy()
      settleIfIdle()
    },
    get pending() {
      return queue.length + active + timers.size
    },
  }
}
