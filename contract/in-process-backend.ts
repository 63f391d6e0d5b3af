/**
 * When the web client renders on the server that also runs the backend (the default: one process
 * serves both), its calls to the backend are handed to the backend's request handler directly
 * instead of going out through a socket and back in. The server installs the handler under this
 * key before the first page renders; the client's server side looks for it. The call is the same
 * `Request` either way: same routes, same validation, same authorization.
 */
export const IN_PROCESS_BACKEND_KEY = Symbol.for('thai-marketplace.in-process-backend')

export type InProcessBackend = (request: Request) => Promise<Response>

type WithBackend = typeof globalThis & { [IN_PROCESS_BACKEND_KEY]?: InProcessBackend }

export function installInProcessBackend(handler: InProcessBackend | undefined): void {
  ;(globalThis as WithBackend)[IN_PROCESS_BACKEND_KEY] = handler
}

export function inProcessBackend(): InProcessBackend | undefined {
  return (globalThis as WithBackend)[IN_PROCESS_BACKEND_KEY]
}
