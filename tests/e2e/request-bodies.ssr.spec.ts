import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'

// Bodies sent in chunks (no Content-Length, as streaming clients send them) through the real
// Node server: they used to be rebuilt in a way that threw under it (a 500 for a valid request).

function postChunked(baseURL: string, path: string, chunks: readonly string[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    // A connection of its own: an earlier refusal may have closed the one a shared agent would reuse.
    const req = httpRequest(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode!, body }))
    })
    req.on('error', reject)
    for (const chunk of chunks) req.write(chunk)
    req.end()
  })
}

test('a chunked JSON body is read like any other', async ({ baseURL }) => {
  const answer = await postChunked(baseURL!, '/v2/surveys', ['{"rating":', '4,"topics":[]}'])
  expect(answer.status, answer.body).toBe(201)
})

test('a chunked body over the limit is a 413 in the error shape, not a 500', async ({ baseURL }) => {
  const chunk = 'x'.repeat(64 * 1024)
  const answer = await postChunked(baseURL!, '/v2/surveys', ['{"comment":"', ...Array.from({ length: 20 }, () => chunk), '"}'])
  expect(answer.status).toBe(413)
  expect(JSON.parse(answer.body)).toMatchObject({ code: 'payload_too_large', message: expect.any(String) })
})

test('a page or a server function takes a body only of declared length, at most 64 KB, and is refused on its headers otherwise', async ({ baseURL }) => {
  // No length to check it by (browsers always send one): refused before any of it is read.
  const chunked = await postChunked(baseURL!, '/', ['{"a":', '1}'])
  expect(chunked.status).toBe(400)
  expect(JSON.parse(chunked.body)).toMatchObject({ code: 'bad_request', message: expect.any(String) })
  // Its length declared over the limit: refused on the length.
  const declared = await fetch(`${baseURL}/_serverFn/anything`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(65 * 1024) })
  expect(declared.status).toBe(413)
  expect(await declared.json()).toMatchObject({ code: 'payload_too_large' })
  // A body of declared length within it reaches the page as before.
  const small = await fetch(`${baseURL}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
  expect(small.status).toBe(200)
})

/** The address of the site's one server function (the session's renewal), read off the page's own code. */
async function renewalAddress(baseURL: string): Promise<string> {
  const page = await (await fetch(`${baseURL}/login`)).text()
  const entry = /data-entry="([^"]+)"/.exec(page)![1]!
  const entryCode = await (await fetch(`${baseURL}${entry}`)).text()
  const chunk = /\.\/(session\.functions-[A-Za-z0-9_-]+\.js)/.exec(entryCode)![1]!
  const id = /`([0-9a-f]{64})`/.exec(await (await fetch(`${baseURL}/assets/${chunk}`)).text())![1]!
  return `/_serverFn/${id}`
}

test('a malformed call of a server function is a 400 in the error shape, never a 500 with the framework’s text', async ({ baseURL }) => {
  const address = await renewalAddress(baseURL!)
  const sameSite = { 'sec-fetch-site': 'same-origin', origin: baseURL! }
  const probes: { path: string; headers: Record<string, string>; body?: string }[] = [
    ...['', 'x', '{', '{"a":', '[]', 'null'].map((body) => ({ path: address, headers: { ...sameSite, 'content-type': 'application/json' }, body })),
    { path: address, headers: { ...sameSite, 'content-type': 'multipart/form-data; boundary=zz' }, body: 'garbage' },
    { path: '/_serverFn/no-such-function', headers: { ...sameSite, 'content-type': 'application/json' }, body: '{}' },
  ]
  for (const probe of probes) {
    const answer = await fetch(`${baseURL}${probe.path}`, { method: 'POST', headers: probe.headers, body: probe.body })
    const label = `${probe.path} ${probe.headers['content-type'] ?? ''} ${JSON.stringify(probe.body)}`
    expect(answer.status, label).toBe(400)
    expect(answer.headers.get('content-type'), label).toMatch(/^application\/json/)
    const body = (await answer.json()) as { code: string; message: string }
    expect(body, label).toEqual({ code: 'bad_request', message: expect.any(String) })
    expect(body.message, label).not.toMatch(/JSON|Seroval|FormData|properties of null|not found for/)
  }
  // The call as the site's own code makes it (no session here) is answered as before.
  const call = await fetch(`${baseURL}${address}`, { method: 'POST', headers: { ...sameSite, 'content-type': 'application/json' }, body: JSON.stringify({ t: { t: 10, i: 0, p: { k: [], v: [] }, o: 0 } }) })
  expect(call.status).toBe(200)
  expect(await call.text()).toContain('refused')
})
