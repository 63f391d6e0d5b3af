import type { ZodMiniType } from 'zod/mini'
import type { AnswerSchema, ApiResult, RequestOptions } from './types'
import { freshAccessToken, renewAccessToken } from '~/app/lib/session/tokens'
import { isServerBuild } from '~/app/lib/config'
import { backendFetch } from './backend-fetch'
import { backendBaseUrl } from './base-url'
import { NETWORK_ERROR_STATUS } from './results'
import { sharedExchange, type Exchange } from './shared-cache'
import { loadOnce } from '~/app/lib/load-once'

// Loaded with the first call: zod and the contract's schemas are not in any page's first load.
const checks = /* @__PURE__ */ loadOnce(() => import('./answer-check'))
type AnswerChecks = Awaited<ReturnType<typeof checks>>

// A schema passed as a loader (an `import()` of the contract) is loaded once per loader and kept,
// not asked of the module loader again with every call (see load-once.ts).
const loadedSchemas = new WeakMap<() => Promise<ZodMiniType<unknown>>, () => Promise<ZodMiniType<unknown>>>()

function schemaOf<T>(schema: AnswerSchema<T> | undefined): ZodMiniType<T> | Promise<ZodMiniType<T>> | undefined {
  if (typeof schema !== 'function') return schema
  let load = loadedSchemas.get(schema)
  if (!load) loadedSchemas.set(schema, (load = loadOnce(schema)))
  return load() as Promise<ZodMiniType<T>>
}

/**
 * The API client: every call the web client makes to the backend. Pages import it through
 * client.ts, which loads this module with the first call (or after hydration, when idle).
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<ApiResult<T>> {
  const token = options.token ?? (options.auth ? await freshAccessToken() : undefined)
  const result = await send(path, options, token)
  // A token refused mid-life (revoked, or the clock was off): renew once and try again.
  if (result.statusCode === 401 && options.auth && !options.token && typeof document !== 'undefined') {
    const renewed = await renewAccessToken(token)
    if (renewed) return send(path, options, renewed)
  }
  return result
}

async function send<T>(path: string, options: RequestOptions<T>, token: string | undefined): Promise<ApiResult<T>> {
  const headers = new Headers({ accept: 'application/json', ...options.headers })
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.body)
  }
  if (token) headers.set('authorization', `Bearer ${token}`)

  const url = `${options.baseUrl ?? backendBaseUrl()}${path}`
  const init: RequestInit = {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: options.credentials ? 'include' : 'same-origin',
    signal: options.signal,
  }
  // Server rendering only: an answer that is the same for everyone may come from the shared cache,
  // and pages rendering at once share one call for it.
  const shareable =
    isServerBuild && typeof document === 'undefined' && body === undefined && init.method === 'GET' && !token && !options.credentials && !options.headers && !options.signal

  // The checks (and a schema passed as a loader) load while the request travels. Awaited only
  // once an answer is there, so a request that gets none reports that, not this.
  const checking = Promise.all([checks(), schemaOf(options.schema)])
  checking.catch(() => {})

  let reply: Exchange
  let checker: AnswerChecks
  let schema: ZodMiniType<T> | undefined
  try {
    reply = shareable ? await sharedExchange(url, () => exchange(url, init)) : await exchange(url, init)
    // Same origin as the page: loading them fails only offline, or when a new release replaced them.
    ;[checker, schema] = await checking
  } catch (error) {
    if (options.signal?.aborted) throw error
    return { isSuccessful: false, statusCode: NETWORK_ERROR_STATUS, code: 'network_error', message: String(error) }
  }

  if (reply.status < 200 || reply.status >= 300) {
    const body = checker.errorBody(reply.payload)
    const retryHeader = Number(reply.retryAfter)
    const retryAfter = body?.retry_after !== undefined ? body.retry_after : Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined
    return {
      isSuccessful: false,
      statusCode: reply.status,
      code: body ? body.code : 'http_error',
      message: body ? body.message : reply.statusText,
      ...(body?.field ? { field: body.field } : {}),
      ...(retryAfter !== undefined ? { retryAfter } : {}),
    }
  }
  if (shareable) return sharedAnswer(checker, reply, schema)
  return answer(checker, reply.status, reply.statusText, reply.payload, schema)
}

// A shared answer is the same object on every page that uses it while it is kept: check it against
// each schema once. (Query data is never mutated, so handing out the same checked value is safe.)
const checkedShared = new WeakMap<object, WeakMap<object, ApiResult<unknown>>>()

function sharedAnswer<T>(checker: AnswerChecks, reply: Exchange, schema: ZodMiniType<T> | undefined): ApiResult<T> {
  const payload = reply.payload
  if (!schema || typeof payload !== 'object' || payload === null) return answer(checker, reply.status, reply.statusText, payload, schema)
  let bySchema = checkedShared.get(payload)
  if (!bySchema) checkedShared.set(payload, (bySchema = new WeakMap()))
  let result = bySchema.get(schema) as ApiResult<T> | undefined
  if (!result) bySchema.set(schema, (result = answer(checker, reply.status, reply.statusText, payload, schema)))
  return result
}

/** One HTTP exchange with the backend, read whole. Throws when no answer arrived. */
async function exchange(url: string, init: RequestInit): Promise<Exchange> {
  const response = await backendFetch(url, init)
  return {
    status: response.status,
    statusText: response.statusText,
    payload: await readJson(response),
    retryAfter: response.headers.get('retry-after'),
    cacheControl: response.headers.get('cache-control'),
  }
}

/** A 2xx answer, checked against the call's schema when it has one. */
function answer<T>(checker: AnswerChecks, status: number, statusText: string, payload: unknown, schema: ZodMiniType<T> | undefined): ApiResult<T> {
  if (!schema) return { isSuccessful: true, statusCode: status, message: statusText, data: payload as T }
  const checked = checker.checkAnswer(schema, payload)
  if (!checked.ok) return { isSuccessful: false, statusCode: status, code: 'invalid_response', message: checked.message }
  return { isSuccessful: true, statusCode: status, message: statusText, data: checked.data }
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * A private file (e.g. a registration document) as a Blob, sent with the saved bearer token: such
 * files cannot be linked from an `<img>` because the browser would not send the token.
 */
export async function apiBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<ApiResult<Blob>> {
  const get = async (token: string | undefined): Promise<ApiResult<Blob>> => {
    try {
      const response = await fetch(`${backendBaseUrl()}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: options.signal,
      })
      if (!response.ok) return { isSuccessful: false, statusCode: response.status, code: 'http_error', message: response.statusText }
      return { isSuccessful: true, statusCode: response.status, message: response.statusText, data: await response.blob() }
    } catch (error) {
      if (options.signal?.aborted) throw error
      return { isSuccessful: false, statusCode: NETWORK_ERROR_STATUS, code: 'network_error', message: String(error) }
    }
  }
  const token = await freshAccessToken()
  const result = await get(token)
  if (result.statusCode !== 401 || typeof document === 'undefined') return result
  const renewed = await renewAccessToken(token)
  return renewed ? get(renewed) : result
}
