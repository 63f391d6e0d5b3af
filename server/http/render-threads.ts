import { Worker } from 'node:worker_threads'
import { IN_PROCESS_BACKEND_KEY } from '~/contract/in-process-backend'
import type { PageRequestContext } from '~/contract/page-request'
import type { Logger } from '~/server/log'
import { findRenderThread } from '~/server/paths'
import { answerMessage, answerOf, requestMessage, requestOf, transferOf, type AnswerMessage, type RequestMessage } from './render-messages.mjs'

/**
 * Page renders on threads of their own (render-thread.mjs), so one server uses the machine's
 * cores for what costs it most: rendering a page is React, the router and the page's data on one
 * JavaScript thread, and with every render on the main thread the other cores idled while pages
 * queued. The main thread keeps the HTTP server, the page cache (who a page is for, its nonce, its
 * copies), the API, the WebSocket hub and the database client; a thread gets the request and its
 * context, renders it with the web client's server entry, and hands back the whole answer.
 *
 * A render's calls to the backend come back here as messages and go to the same backend handler
 * as an in-process call, with the page request's bindings (the visitor's socket address, which
 * the rate limits key on): same routes, same checks, same authorization as before.
 *
 * Each render goes to the thread with the fewest renders in hand. A thread that fails (an error
 * outside any render, or an exit) fails the renders it held, as a render that throws does, and is
 * started again, so a page that crashes its thread costs that page, not the server.
 */
export type RenderThreads = {
  render(request: Request, context: PageRequestContext, bindings: unknown): Promise<Response>
  /** Stops the threads; renders still in hand fail. */
  close(): Promise<void>
}

export type RenderThreadsOptions = {
  /** How many threads (at least 1). */
  readonly count: number
  /** The web client's server entry (dist/server/server.js): `export default { fetch(request, { context }) }`. */
  readonly entryPath: string
  /** The backend's request handler, as the in-process calls use it. */
  readonly backend: (request: Request, bindings: unknown) => Promise<Response>
  readonly log: Logger
}

type Rendered = { type: 'rendered'; id: number; answer?: AnswerMessage; error?: string }
type BackendCall = { type: 'backend'; id: number; render: number; request: RequestMessage }
type FromThread = { type: 'ready' } | { type: 'unhandled'; error: string } | Rendered | BackendCall

type Pending = { resolve(response: Response): void; reject(error: Error): void; bindings: unknown }
type Thread = { worker: Worker; renders: Map<number, Pending> }

/** How long a render waits for a thread when none is running (the only one being replaced). */
const NO_THREAD_WAIT_MS = 10_000

export async function startRenderThreads(options: RenderThreadsOptions): Promise<RenderThreads> {
  const { entryPath, backend, log } = options
  const file = findRenderThread(import.meta.url)
  let nextRender = 0
  let closing = false

  /** Answers a render's backend call from the backend, with the bindings of the page request being rendered. */
  async function answerCall(thread: Thread, call: BackendCall): Promise<void> {
    const pending = thread.renders.get(call.render)
    try {
      if (!pending) throw new Error('a backend call for a render that has ended')
      const answer = await answerMessage(await backend(requestOf(call.request), pending.bindings))
      thread.worker.postMessage({ type: 'answer', id: call.id, answer }, transferOf(answer))
    } catch (error) {
      thread.worker.postMessage({ type: 'answer', id: call.id, error: error instanceof Error ? error.message : String(error) })
    }
  }

  function start(): Promise<Thread> {
    const worker = new Worker(file, { workerData: { entryPath, backendKey: IN_PROCESS_BACKEND_KEY.description } })
    const thread: Thread = { worker, renders: new Map() }
    const failAll = (error: Error) => {
      for (const pending of thread.renders.values()) pending.reject(error)
      thread.renders.clear()
    }
    return new Promise<Thread>((resolve, reject) => {
      let ready = false
      worker.on('message', (message: FromThread) => {
        if (message.type === 'ready') {
          ready = true
          resolve(thread)
        } else if (message.type === 'backend') {
          void answerCall(thread, message)
        } else if (message.type === 'unhandled') {
          log.error('unhandled rejection in a render thread', { error: message.error })
        } else {
          const pending = thread.renders.get(message.id)
          thread.renders.delete(message.id)
          if (!pending) return
          if (message.answer) pending.resolve(answerOf(message.answer))
          else pending.reject(new Error(`render failed in its thread: ${message.error}`))
        }
      })
      worker.on('error', (error) => {
        if (!ready) return reject(error)
        log.error('a render thread failed', { error })
        failAll(error)
      })
      worker.on('exit', (code) => {
        // Out of the rotation first: a message to an ended thread is dropped without a word.
        const index = threads.indexOf(thread)
        if (index >= 0) threads.splice(index, 1)
        failAll(new Error(`the render thread exited (code ${code})`))
        if (!ready) return reject(new Error(`the render thread exited while starting (code ${code})`))
        if (!closing) replace()
      })
    })
  }

  /** The threads taking renders: one that ends leaves at once, its replacement joins when ready. */
  const threads: Thread[] = await Promise.all(Array.from({ length: Math.max(1, options.count) }, start))
  /** Renders waiting for a thread while none is running (one thread, being replaced). */
  const waiting = new Set<() => void>()

  /** Starts a thread in an ended one's place, so the server keeps its number of threads; tries again each second until one starts. */
  function replace(): void {
    start().then(
      (fresh) => {
        if (closing) return void fresh.worker.terminate()
        threads.push(fresh)
        for (const wake of waiting) wake()
        waiting.clear()
      },
      (error: unknown) => {
        log.error('a render thread could not be started again', { error })
        if (!closing) setTimeout(replace, 1_000).unref()
      },
    )
  }

  /** Resolves once a thread is running: at once, or when the first starts (for `NO_THREAD_WAIT_MS` at most). */
  async function untilAThreadRuns(): Promise<void> {
    const deadline = Date.now() + NO_THREAD_WAIT_MS
    while (threads.length === 0) {
      if (closing) throw new Error('the render threads are closed')
      const left = deadline - Date.now()
      if (left <= 0) throw new Error('no render thread is running')
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          waiting.delete(wake)
          resolve()
        }, left)
        waiting.add(wake)
      })
    }
  }

  const leastBusy = (): Thread => threads.reduce((least, candidate) => (candidate.renders.size < least.renders.size ? candidate : least))

  return {
    async render(request, context, bindings) {
      if (closing) throw new Error('the render threads are closed')
      const message = await requestMessage(request)
      if (threads.length === 0) await untilAThreadRuns()
      // Chosen and counted with no wait between, so renders arriving together spread.
      const thread = leastBusy()
      const id = nextRender++
      return new Promise<Response>((resolve, reject) => {
        thread.renders.set(id, { resolve, reject, bindings })
        thread.worker.postMessage({ type: 'render', id, request: message, context }, transferOf(message))
      })
    },
    async close() {
      closing = true
      for (const wake of waiting) wake()
      await Promise.all(threads.map((thread) => thread.worker.terminate()))
    },
  }
}
