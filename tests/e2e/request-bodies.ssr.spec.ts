import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'

// Bodies sent in chunks (no Content-Length, as streaming clients send them) through the real
// Node server: they used to be rebuilt in a way that threw under it (a 500 for a valid request).

function postChunked(baseURL: string, path: string, chunks: readonly string[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
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
