import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RouteRegistrar } from '../../../server/app'
import { createBackend, type Backend } from '../../../server/backend'
import { loadConfig } from '../../../server/config'
import { createLogger, type Logger } from '../../../server/log'
import { createTestDatabase, type TestDatabase } from './test-db'

export type CapturedLog = { logger: Logger; lines: string[] }

/** A logger that keeps its lines in memory, so tests can check what was (not) logged. */
export function captureLog(): CapturedLog {
  const lines: string[] = []
  return { lines, logger: createLogger('debug', (line) => lines.push(line)) }
}

export type TestBackend = Backend & { testDb: TestDatabase; logLines: string[]; destroy(): Promise<void> }

/** The real backend wiring (migrate, seed, app, hub) on a fresh test database. */
export async function createTestBackend(
  options: { nodeEnv?: 'development' | 'production' | 'test'; routes?: RouteRegistrar[]; seed?: boolean } = {},
): Promise<TestBackend> {
  const testDb = await createTestDatabase({ migrate: false })
  const config = loadConfig({
    NODE_ENV: options.nodeEnv ?? 'test',
    LOG_LEVEL: 'debug',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'marketplace-test-')),
  })
  const { logger, lines } = captureLog()
  const backend = await createBackend(config, {
    log: logger,
    database: testDb.handle,
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  })
  return Object.assign(backend, {
    testDb,
    logLines: lines,
    destroy: async () => {
      await backend.close()
      await testDb.destroy()
    },
  })
}
