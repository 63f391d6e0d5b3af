import { loadConfig } from '~/server/config'
import { databaseOptionsFromConfig, openDatabase } from '~/server/db/client'
import { seed, seedCounts } from '~/server/db/seed'
import { createLogger } from '~/server/log'

/**
 * `npm run seed`: migrate and seed the configured database (DATA_DIR's PGlite or DATABASE_URL),
 * then exit. Safe to run any number of times; the server also does this at every start.
 */
const config = loadConfig()
const log = createLogger(config.logLevel)
const database = await openDatabase(databaseOptionsFromConfig(config))
try {
  await database.migrate()
  const result = await seed(database.db, { isProduction: config.isProduction }, log)
  const counts = await seedCounts(database.db)
  log.info('seed done', { database: database.kind, ran: result.ran, alreadyDone: result.skipped, rows: counts })
  await database.close()
  process.exit(0)
} catch (err) {
  log.error('seed failed', { error: err })
  await database.close().catch(() => {})
  process.exit(1)
}
