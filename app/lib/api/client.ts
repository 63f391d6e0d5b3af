import type { ApiResult, RequestOptions } from './types'
import type * as RequestModule from './request'

export type { AnswerSchema, ApiResult, RequestOptions } from './types'
export { NETWORK_ERROR_STATUS } from './results'

// The client itself (request.ts) loads with the first call, or once the page has become
// interactive and the browser is idle (preloadApiClient): a page's first screen never calls the
// backend from the browser (its data comes with its HTML), so no first load carries it.
// Kept once asked for: an `import()` of a loaded module still costs a resolution (on the server, a
// few microseconds with every call). Not kept when it failed (offline), so the next call tries again.
let loading: Promise<typeof RequestModule> | undefined
function client() {
  loading ??= import('./request').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** A call to the backend: see request.ts. */
export async function apiRequest<T = unknown>(path: string, options?: RequestOptions<T>): Promise<ApiResult<T>> {
  return (await client()).apiRequest(path, options)
}

/** A file from the backend (a picture behind a token): see request.ts. */
export async function apiBlob(path: string, options?: { signal?: AbortSignal }): Promise<ApiResult<Blob>> {
  return (await client()).apiBlob(path, options)
}

/** Fetches the client's code ahead of the first call (the root layout, after hydrating). */
export function preloadApiClient(): void {
  void client()
}
