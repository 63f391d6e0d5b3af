import type { ApiResult, RequestOptions } from './types'

export type { AnswerSchema, ApiResult, RequestOptions } from './types'
export { NETWORK_ERROR_STATUS } from './results'

// The client itself (request.ts) loads with the first call, or once the page has become
// interactive and the browser is idle (preloadApiClient): a page's first screen never calls the
// backend from the browser (its data comes with its HTML), so no first load carries it.
const client = () => import('./request')

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
