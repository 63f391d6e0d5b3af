import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IN_PROCESS_BACKEND_KEY } from '~/contract/in-process-backend'
import type { PageRequestContext } from '~/contract/page-request'
import { startRenderThreads, type RenderThreads } from '~/server/http/render-threads'
import { createLogger } from '~/server/log'

// A server entry as the web client's build shapes it (`export default { fetch(request, { context }) }`),
// with a page for each thing a render may do: echo what reached it, call the backend, throw, take
// its time, end its thread, answer without a body.
const ENTRY = `
import { threadId } from 'node:worker_threads'
const backend = () => globalThis[Symbol.for(${JSON.stringify(IN_PROCESS_BACKEND_KEY.description)})]
export default {
  async fetch(request, { context }) {
    const { pathname, searchParams } = new URL(request.url)
    if (pathname === '/echo') {
      const body = request.method === 'POST' ? await request.text() : null
      const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'x-page': 'echo' })
      headers.append('set-cookie', 'a=1; Path=/')
      headers.append('set-cookie', 'b=2; Path=/; HttpOnly')
      return new Response(JSON.stringify({ method: request.method, url: request.url, cookie: request.headers.get('cookie'), body, context, text: 'สวัสดี' }), { status: 203, statusText: 'Echoed', headers })
    }
    if (pathname === '/call') {
      await new Promise((resolve) => setTimeout(resolve, Number(searchParams.get('wait') ?? 0)))
      const answer = await backend()(new Request('http://127.0.0.1/v2/thing?x=' + searchParams.get('x'), { method: 'POST', headers: { authorization: 'Bearer t' }, body: 'ข้อมูล' }))
      return new Response(await answer.text(), { status: answer.status, headers: { 'x-backend': answer.headers.get('x-backend') ?? '' } })
    }
    if (pathname === '/throw') throw new Error('the page broke')
    if (pathname === '/forgotten') { void Promise.reject(new Error('nobody waited')); return new Response(String(threadId)) }
    if (pathname === '/exit') { setTimeout(() => process.exit(3), 10); return new Promise(() => {}) }
    if (pathname === '/slow') { await new Promise((resolve) => setTimeout(resolve, 150)); return new Response(String(threadId)) }
    if (pathname === '/empty') return new Response(null, { status: 204 })
    return new Response('not found', { status: 404 })
  },
}
`

const context: PageRequestContext = { nonce: 'AAAAAAAAAAAAAAAAAAAAAA', audience: 'anonymous' }
const logged: string[] = []
const silent = createLogger('error', (line) => logged.push(line))

describe('render threads', () => {
  let threads: RenderThreads
  const backendCalls: { url: string; method: string; authorization: string | null; body: string; bindings: unknown }[] = []

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'render-threads-'))
    const entryPath = join(dir, 'server.mjs')
    writeFileSync(entryPath, ENTRY)
    threads = await startRenderThreads({
      count: 2,
      entryPath,
      log: silent,
      backend: async (request, bindings) => {
        const body = await request.text()
        backendCalls.push({ url: request.url, method: request.method, authorization: request.headers.get('authorization'), body, bindings })
        return new Response(JSON.stringify({ for: bindings, body }), { status: 201, headers: { 'x-backend': 'yes' } })
      },
    })
  })
  afterAll(() => threads.close())

  it('hands a page request to a thread whole, with its context, and its answer back whole', async () => {
    const request = new Request('http://127.0.0.1/echo?q=%E0%B8%81', { method: 'POST', headers: { cookie: 'access_token=x' }, body: 'ฟอร์ม' })
    const response = await threads.render(request, context, 'visitor')
    expect(response.status).toBe(203)
    expect(response.statusText).toBe('Echoed')
    expect(response.headers.get('x-page')).toBe('echo')
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly'])
    expect(await response.json()).toEqual({ method: 'POST', url: 'http://127.0.0.1/echo?q=%E0%B8%81', cookie: 'access_token=x', body: 'ฟอร์ม', context, text: 'สวัสดี' })
  })

  it("hands a GET on without reading its body (the HTTP server's light requests build a whole Request to read it)", async () => {
    const request = new Request('http://127.0.0.1/echo', { headers: { cookie: 'access_token=y' } })
    const light = new Proxy(request, {
      get(target, key) {
        if (key === 'body' || key === 'arrayBuffer') throw new Error(`the request's ${String(key)} was read`)
        const value: unknown = Reflect.get(target, key, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const response = await threads.render(light, context, 'visitor')
    expect(await response.json()).toMatchObject({ method: 'GET', url: 'http://127.0.0.1/echo', cookie: 'access_token=y', body: null })
  })

  it("sends a render's backend calls to the backend with its own page request's bindings", async () => {
    const [first, second] = await Promise.all([
      threads.render(new Request('http://127.0.0.1/call?x=1&wait=60'), context, 'visitor-1'),
      threads.render(new Request('http://127.0.0.1/call?x=2'), context, 'visitor-2'),
    ])
    expect(first!.status).toBe(201)
    expect(first!.headers.get('x-backend')).toBe('yes')
    expect(await first!.json()).toEqual({ for: 'visitor-1', body: 'ข้อมูล' })
    expect(await second!.json()).toEqual({ for: 'visitor-2', body: 'ข้อมูล' })
    expect(backendCalls.find((call) => call.url.endsWith('x=1'))).toMatchObject({ method: 'POST', authorization: 'Bearer t', bindings: 'visitor-1' })
  })

  it('answers a status without a body', async () => {
    const response = await threads.render(new Request('http://127.0.0.1/empty'), context, undefined)
    expect(response.status).toBe(204)
    expect(response.body).toBeNull()
  })

  it('spreads renders over its threads', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map(() => threads.render(new Request('http://127.0.0.1/slow'), context, undefined).then((r) => r.text())))
    expect(new Set(ids).size).toBe(2)
  })

  it('fails a render that throws, and goes on rendering', async () => {
    await expect(threads.render(new Request('http://127.0.0.1/throw'), context, undefined)).rejects.toThrow(/the page broke/)
    expect((await threads.render(new Request('http://127.0.0.1/empty'), context, undefined)).status).toBe(204)
  })

  it('logs a promise a page left rejected, as the main thread does, and keeps its thread', async () => {
    const thread = await (await threads.render(new Request('http://127.0.0.1/forgotten'), context, undefined)).text()
    await expect.poll(() => logged.some((line) => line.includes('unhandled rejection in a render thread') && line.includes('nobody waited'))).toBe(true)
    const after = await Promise.all([1, 2].map(() => threads.render(new Request('http://127.0.0.1/slow'), context, undefined).then((r) => r.text())))
    expect(after).toContain(thread)
  })

  it('fails the renders of a thread that ends, and starts another in its place', async () => {
    await expect(threads.render(new Request('http://127.0.0.1/exit'), context, undefined)).rejects.toThrow(/exited/)
    // The replacement starts in the background; two threads serve again once it has.
    await expect
      .poll(async () => new Set(await Promise.all([1, 2, 3, 4].map(() => threads.render(new Request('http://127.0.0.1/slow'), context, undefined).then((r) => r.text())))).size, { timeout: 10_000 })
      .toBe(2)
  }, 15_000)
})

describe('one render thread', () => {
  it('holds renders while its thread is replaced, and refuses them once closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'render-thread-'))
    const entryPath = join(dir, 'server.mjs')
    writeFileSync(entryPath, ENTRY)
    const threads = await startRenderThreads({ count: 1, entryPath, log: silent, backend: async () => new Response(null, { status: 204 }) })
    try {
      await expect(threads.render(new Request('http://127.0.0.1/exit'), context, undefined)).rejects.toThrow(/exited/)
      // Asked at once, while no thread runs: answered by the replacement, not dropped.
      expect((await threads.render(new Request('http://127.0.0.1/empty'), context, undefined)).status).toBe(204)
    } finally {
      await threads.close()
    }
    await expect(threads.render(new Request('http://127.0.0.1/empty'), context, undefined)).rejects.toThrow(/closed/)
  }, 15_000)
})
