// What a request and its answer become to cross between the main thread and a render thread
// (render-threads.ts, render-thread.mjs), both ways: a page handed to its thread and the page it
// rendered, a render's backend call and the backend's answer. The body goes as bytes the message
// hands over without a copy (`transferOf`). Plain JavaScript, as the thread is (its types are in
// render-messages.d.mts).

// Statuses whose responses have no body (the Fetch standard's "null body status").
const NULL_BODY = new Set([101, 103, 204, 205, 304])

const bytesOf = async (message) => (message.body ? message.arrayBuffer() : null)

// Methods whose requests have no body (a `Request` refuses one). Their body is not even looked at:
// the HTTP server's requests are light objects that build a whole `Request` when `body` is first
// read, which cost the main thread a tenth of its time for each page handed to a render thread.
const NO_BODY = new Set(['GET', 'HEAD'])

export async function requestMessage(request) {
  return { method: request.method, url: request.url, headers: [...request.headers], body: NO_BODY.has(request.method) ? null : await bytesOf(request) }
}

export function requestOf(message) {
  return new Request(message.url, { method: message.method, headers: message.headers, body: message.body })
}

export async function answerMessage(response) {
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body: await bytesOf(response) }
}

export function answerOf(message) {
  return new Response(NULL_BODY.has(message.status) ? null : message.body, { status: message.status, statusText: message.statusText, headers: message.headers })
}

/** The transfer list of a message holding a request or an answer. */
export function transferOf(message) {
  return message.body ? [message.body] : []
}
