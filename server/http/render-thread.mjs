// One of the page server's render threads (see render-threads.ts): it loads the web client's
// server entry (dist/server/server.js) and renders the pages the main thread hands it, so page
// renders run on the machine's other cores while the main thread answers HTTP, the API and the
// WebSocket traffic. A render's calls to the backend come back to the main thread's backend as
// messages, tagged with the render they belong to, so they carry the page request's bindings
// (the visitor's address the rate limits key on) exactly as an in-process call does.
//
// Plain JavaScript on purpose: Node starts a worker from a file, and this one is loaded as it is
// by the built server and the tests alike (the build copies it).
import { AsyncLocalStorage } from 'node:async_hooks'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import { answerMessage, answerOf, requestMessage, requestOf, transferOf } from './render-messages.mjs'

/** @typedef {import('./render-messages.mjs').RequestMessage} RequestMessage */
/** @typedef {import('./render-messages.mjs').AnswerMessage} AnswerMessage */
/** @typedef {{ type: 'render', id: number, request: RequestMessage, context: unknown }} RenderMessage */
/** @typedef {{ type: 'answer', id: number, answer?: AnswerMessage, error?: string }} BackendAnswer */

const { entryPath, backendKey } = workerData

/** The render a backend call is made for: set around each render, read by the calls it makes. */
const currentRender = new AsyncLocalStorage()
/** Backend calls waiting for their answer, by number. @type {Map<number, (answer: BackendAnswer) => void>} */
const calls = new Map()
let nextCall = 0

// The web client finds its backend under this key (contract/in-process-backend.ts).
globalThis[Symbol.for(backendKey)] = async (request) => {
  const render = currentRender.getStore()
  if (render === undefined) throw new Error('a backend call outside any render')
  const message = await requestMessage(request)
  const id = nextCall++
  const reply = await new Promise((resolve) => {
    calls.set(id, resolve)
    parentPort.postMessage({ type: 'backend', id, render, request: message }, transferOf(message))
  })
  if (reply.error !== undefined) throw new Error(reply.error)
  return answerOf(reply.answer)
}

// As the main thread does (server/main.ts): a promise nobody waited for is logged there, and the
// thread goes on (Node would otherwise end a worker on it, with every render it holds).
process.on('unhandledRejection', (reason) => {
  parentPort.postMessage({ type: 'unhandled', error: reason instanceof Error ? (reason.stack ?? reason.message) : String(reason) })
})

const handler = (await import(pathToFileURL(entryPath).href)).default
if (!handler || typeof handler.fetch !== 'function') throw new Error(`${entryPath} has no default export with a fetch(request) function`)

/** @param {RenderMessage} message */
async function render({ id, request, context }) {
  try {
    const response = await currentRender.run(id, () => handler.fetch(requestOf(request), { context }))
    const answer = await answerMessage(response)
    parentPort.postMessage({ type: 'rendered', id, answer }, transferOf(answer))
  } catch (error) {
    parentPort.postMessage({ type: 'rendered', id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
}

parentPort.on('message', (/** @type {RenderMessage | BackendAnswer} */ message) => {
  if (message.type === 'render') {
    void render(message)
    return
  }
  const answered = calls.get(message.id)
  calls.delete(message.id)
  answered?.(message)
})
parentPort.postMessage({ type: 'ready' })
