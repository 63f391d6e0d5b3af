import { connect } from 'node:net'

/**
 * The machine's services some tests need (PostgreSQL, Redis). `bash .ci/run` starts both; run
 * elsewhere, a test that needs one checks first and fails at once with one line naming what to
 * start, instead of waiting for a client that retries for ever (ioredis) or for half a minute
 * (postgres.js).
 */

const START = {
  redis: 'start Redis (redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no) or run bash .ci/run',
  postgres: 'start PostgreSQL (pg_ctlcluster <version> main start) or run bash .ci/run',
}

/** Fails unless a Redis server answers PING at `url` within a second. */
export async function requireRedis(url: string): Promise<void> {
  const { hostname, port } = new URL(url)
  const answer = await exchange(hostname, Number(port || 6379), 'PING\r\n').catch((error: Error) => error)
  if (typeof answer === 'string' && answer.startsWith('+PONG')) return
  throw new Error(`This test needs Redis at ${hostname}:${port || 6379} (${said(answer)}): ${START.redis}.`)
}

/** Fails unless something listens for PostgreSQL at `url` within a second. */
export async function requirePostgres(url: string): Promise<void> {
  const { hostname, port } = new URL(url)
  const answer = await exchange(hostname, Number(port || 5432), null).catch((error: Error) => error)
  if (typeof answer === 'string') return
  throw new Error(`This test needs PostgreSQL at ${hostname}:${port || 5432} (${said(answer)}): ${START.postgres}.`)
}

const said = (answer: string | Error) => (typeof answer === 'string' ? `it answered ${JSON.stringify(answer.slice(0, 40))}` : answer.message)

/** Connects, sends `line` (if any) and answers the first data received ('' when nothing is sent). */
function exchange(host: string, port: number, line: string | null): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: host.replace(/^\[|\]$/g, ''), port })
    const done = (fn: () => void) => {
      socket.destroy()
      fn()
    }
    socket.setTimeout(1_000, () => done(() => reject(new Error('no answer within 1 s'))))
    socket.once('error', (error: NodeJS.ErrnoException) => done(() => reject(new Error(error.code ?? error.message))))
    socket.once('connect', () => {
      if (line === null) done(() => resolve(''))
      else socket.write(line)
    })
    socket.once('data', (data) => done(() => resolve(data.toString())))
  })
}
