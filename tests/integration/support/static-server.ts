import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { staticFiles } from '~/server/http/static-files'

/** A server as server/main.ts builds it: the built files, then "the pages" (status 299). */
export async function startStaticServer(root: string): Promise<{ server: Server; base: string }> {
  const site = new Hono().use(staticFiles(root)).all('*', () => new Response('ssr', { status: 299 }))
  const server = createServer(getRequestListener((req, env) => site.fetch(req, env)))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}
