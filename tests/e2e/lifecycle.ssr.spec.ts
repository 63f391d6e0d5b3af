import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test } from '@playwright/test'
import { startServer, stopServer, tempDataDir } from './support/server'

// The production server as a process: SIGTERM exits 0 within 5 s, and a restart keeps the data.
test('SIGTERM exits 0 within 5 s and a restart keeps the data', async () => {
  test.setTimeout(90_000)
  const data = tempDataDir()
  try {
    const first = await startServer(data.path)
    const terms = (await (await fetch(`${first.baseURL}/v2/contents/terms`)).json()) as { title: string }
    expect(terms.title).toMatch(/[\u0E00-\u0E7F]/)
    const stopped = await stopServer(first.child, 'SIGTERM')
    expect(stopped.code, first.output()).toBe(0)
    expect(stopped.ms).toBeLessThan(5_000)

    // Change the stored data while the server is down: a restart must neither lose nor re-seed it.
    const db = new PGlite(join(data.path, 'pglite'))
    await db.query(`update contents set title = 'แก้ไขแล้ว' where key = 'terms'`)
    await db.close()

    const second = await startServer(data.path, {}, first.port)
    const after = (await (await fetch(`${second.baseURL}/v2/contents/terms`)).json()) as { title: string }
    expect(after.title).toBe('แก้ไขแล้ว')
    const interrupted = await stopServer(second.child, 'SIGINT')
    expect(interrupted.code, second.output()).toBe(0)
  } finally {
    data.remove()
  }
})
