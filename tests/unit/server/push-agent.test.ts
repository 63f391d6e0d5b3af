import type { LookupAddress } from 'node:dns'
import { request } from 'node:https'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPushAgent, isPushRefused, type Resolve } from '~/server/push/push-agent'
import { pushEndpointRule } from '~/server/push/push-endpoints'

/**
 * The push agent connects only where the rules allow, judging the addresses it resolves itself
 * (so what it checked is what it connects to). A plain TCP listener on 127.0.0.1 counts the
 * connections that got through; names resolve through a table, never through DNS.
 */

let server: Server
let port = 0
let connections = 0

beforeAll(async () => {
  server = createServer((socket) => {
    connections++
    socket.destroy()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()))
})

function table(names: Record<string, string[]>): Resolve & { asked: string[] } {
  const asked: string[] = []
  const resolve = (hostname: string) => {
    asked.push(hostname)
    const addresses = names[hostname] ?? []
    return Promise.resolve(addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })))
  }
  return Object.assign(resolve, { asked })
}

/** One POST through the agent: the error it ended with (there is never a good answer here). */
function attempt(agent: ReturnType<typeof createPushAgent>, host: string, path = '/push/secret-capability'): Promise<Error> {
  return new Promise((resolve) => {
    const req = request({ host, port, path, method: 'POST', agent, timeout: 5_000 }, (res) => {
      res.resume()
      resolve(new Error(`unexpected answer ${res.statusCode}`))
    })
    req.on('error', resolve)
    req.end('x')
  })
}

async function withAgent(options: { hosts: string[]; allowPrivate: boolean; names?: Record<string, string[]> }, run: (agent: ReturnType<typeof createPushAgent>, resolve: ReturnType<typeof table>) => Promise<void>) {
  const resolve = table(options.names ?? {})
  const agent = createPushAgent({ rule: pushEndpointRule(options.hosts.map((h) => `${h}:${port}`)), allowPrivateAddresses: options.allowPrivate, resolve })
  const before = connections
  try {
    await run(agent, resolve)
  } finally {
    agent.destroy()
  }
  return connections - before
}

describe('the push agent', () => {
  it('a name on the list that resolves to a loopback address was connected to', async () => {
    const made = await withAgent({ hosts: ['push.test'], allowPrivate: false, names: { 'push.test': ['127.0.0.1'] } }, async (agent, resolve) => {
      const err = await attempt(agent, 'push.test')
      expect(isPushRefused(err), String(err)).toBe(true)
      expect(err.message).toContain('loopback')
      // Host and port only: the endpoint's path is a capability.
      expect(err.message).not.toContain('secret-capability')
      expect(resolve.asked).toEqual(['push.test'])
    })
    expect(made).toBe(0)
  })

  it('refuses a name when any one of its addresses is not public', async () => {
    const names = {
      'mixed.test': ['93.184.216.34', '10.0.0.7'],
      'metadata.test': ['::ffff:169.254.169.254'],
      'shared.test': ['100.64.0.1'],
      'ula.test': ['2606:4700::1111', 'fd00::1'],
      'nat64.test': ['64:ff9b::7f00:1'],
      'nowhere.test': [],
    }
    const made = await withAgent({ hosts: Object.keys(names), allowPrivate: false, names }, async (agent) => {
      for (const host of Object.keys(names)) {
        const err = await attempt(agent, host)
        expect(isPushRefused(err), `${host}: ${String(err)}`).toBe(true)
      }
    })
    expect(made).toBe(0)
  })

  it('refuses an address written in the URL without looking anything up', async () => {
    const made = await withAgent({ hosts: ['127.0.0.1', '[::1]', '169.254.169.254'], allowPrivate: false }, async (agent, resolve) => {
      for (const host of ['127.0.0.1', '::1', '169.254.169.254']) {
        const err = await attempt(agent, host)
        expect(isPushRefused(err), `${host}: ${String(err)}`).toBe(true)
      }
      expect(resolve.asked).toEqual([])
    })
    expect(made).toBe(0)
  })

  it('refuses a host or port that is not on the list, whatever the URL parser said', async () => {
    const made = await withAgent({ hosts: ['push.test'], allowPrivate: true, names: { 'other.test': ['127.0.0.1'], 'push.test': ['127.0.0.1'] } }, async (agent, resolve) => {
      const err = await attempt(agent, 'other.test')
      expect(isPushRefused(err)).toBe(true)
      expect(err.message).toContain('not a known push service')
      expect(resolve.asked).toEqual([])
    })
    expect(made).toBe(0)
  })

  it('with private addresses allowed (tests, development), connects to the address it checked', async () => {
    const made = await withAgent({ hosts: ['push.test', '127.0.0.1'], allowPrivate: true, names: { 'push.test': ['127.0.0.1'] } }, async (agent, resolve) => {
      expect(isPushRefused(await attempt(agent, 'push.test'))).toBe(false)
      expect(isPushRefused(await attempt(agent, '127.0.0.1'))).toBe(false)
      expect(resolve.asked).toEqual(['push.test'])
    })
    expect(made).toBe(2)
  })

  it('never lets private addresses mean link-local, multicast or unspecified ones', async () => {
    const names = { 'metadata.test': ['169.254.169.254'], 'zero.test': ['0.0.0.0'], 'multicast.test': ['224.0.0.1'] }
    const made = await withAgent({ hosts: Object.keys(names), allowPrivate: true, names }, async (agent) => {
      for (const host of Object.keys(names)) expect(isPushRefused(await attempt(agent, host)), host).toBe(true)
    })
    expect(made).toBe(0)
  })
})
