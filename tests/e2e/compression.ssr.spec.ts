import { get } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { createUser, uniqueSuffix } from './support/auth'

// Pages reach a browser compressed when it takes brotli or gzip, read raw off the socket here (a
// test client that decodes by itself would hide the encoding): what a phone on a slow connection
// waits for is a quarter of the page's HTML.

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }

function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { accept: 'text/html', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }))
      res.on('error', reject)
    }).on('error', reject)
  })
}

const decoded = (answer: RawAnswer): string => {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.bytes).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(answer.bytes).toString('utf8')
  expect(encoding).toBeUndefined()
  return answer.bytes.toString('utf8')
}

test('a page goes as brotli or gzip to a browser that takes it, and as it is to one that does not', async ({ baseURL }) => {
  const url = `${baseURL}/tutoring?from=${uniqueSuffix()}`
  // Asked once before, so this answer is the copy the page cache keeps and the next ones share.
  await rawGet(url, {})
  const plain = await rawGet(url, {})
  expect(plain.status).toBe(200)
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.headers['vary']).toContain('accept-encoding')
  expect(Number(plain.headers['content-length'])).toBe(plain.bytes.length)
  const page = decoded(plain)
  expect(page).toContain('<html lang="th"')

  // The kept copy, compressed once each way when it was kept (page-cache.ts): brotli to a client
  // that takes it, else gzip; each answer in an encoding the same bytes.
  const seen = new Map<string, Buffer>()
  for (const [offered, expected] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip', 'gzip'],
  ] as const) {
    const answer = await rawGet(url, { 'accept-encoding': offered })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe(expected)
    expect(answer.headers['vary']).toContain('accept-encoding')
    expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length)
    expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 3)
    // The kept copy, under the same policy.
    expect(decoded(answer)).toBe(page)
    expect(answer.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
    if (seen.has(expected)) expect(answer.bytes.equals(seen.get(expected)!)).toBe(true)
    seen.set(expected, answer.bytes)
  }
})

test('a page about its visitor, rendered for them alone, goes compressed too', async ({ request, baseURL }) => {
  const user = await createUser({ request })
  const answer = await rawGet(`${baseURL}/profile?from=${uniqueSuffix()}`, { cookie: `access_token=${user.accessToken}`, 'accept-encoding': 'br' })
  expect(answer.status).toBe(200)
  expect(answer.headers['x-page-cache']).toBeUndefined()
  expect(answer.headers['content-encoding']).toBe('br')
  expect(decoded(answer)).toContain(user.username)
})

test('an API answer a browser asks for goes compressed from the same server, with a weak tag a 304 answers', async ({ baseURL }) => {
  const url = `${baseURL}/v2/search/services?limit=24&from=${uniqueSuffix()}`
  const plain = await rawGet(url, { accept: 'application/json' })
  expect(plain.status).toBe(200)
  expect(plain.headers['content-encoding']).toBeUndefined()
  const answer = await rawGet(url, { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' })
  expect(answer.headers['content-encoding']).toBe('br')
  expect(answer.headers['vary']).toContain('accept-encoding')
  expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 3)
  expect(decoded(answer)).toBe(decoded(plain))
  expect(answer.headers['etag']).toBe(`W/${String(plain.headers['etag'])}`)
  const again = await rawGet(url, { accept: 'application/json', 'accept-encoding': 'br', 'if-none-match': String(answer.headers['etag']) })
  expect(again.status).toBe(304)
  expect(again.bytes.length).toBe(0)
})

test('the sitemap goes compressed to a crawler that takes gzip', async ({ baseURL }) => {
  const plain = await rawGet(`${baseURL}/sitemap.xml`, { accept: 'application/xml' })
  const answer = await rawGet(`${baseURL}/sitemap.xml`, { accept: 'application/xml', 'accept-encoding': 'gzip' })
  expect(answer.status).toBe(200)
  expect(answer.headers['content-encoding']).toBe('gzip')
  expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 3)
  expect(decoded(answer)).toBe(decoded(plain))
})

test('the built files keep their own encoding, never compressed again', async ({ baseURL }) => {
  const page = decoded(await rawGet(`${baseURL}/`, {}))
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1] ?? /"(\/assets\/index-[^"]+\.js)"/.exec(page)?.[1]
  expect(script, 'the entry script of /').toBeTruthy()
  const file = await rawGet(`${baseURL}${script}`, { 'accept-encoding': 'br' })
  expect(file.status).toBe(200)
  // The build's own brotli file (static-files.ts), not compressed again.
  expect(file.headers['content-encoding']).toBe('br')
  expect(brotliDecompressSync(file.bytes).length).toBeGreaterThan(file.bytes.length)
})
