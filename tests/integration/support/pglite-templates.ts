import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { findMigrationsFolder } from '~/server/paths'

/** Saved PGlite data folders every test database starts from (see test-db.ts). */
export type PgliteTemplates = { readonly empty: string; readonly migrated: string }

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates | null
  }
}

/**
 * Global setup of the integration suite on PGlite: an empty database and a migrated one are made
 * once and saved; each test file's database is a copy of one of them instead of a new PGlite
 * running initdb and every migration again (seconds each, dozens of times per run), as
 * PostgreSQL's own `CREATE DATABASE ... TEMPLATE` would. Nothing to do on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplates', null)
    return
  }
  const dir = mkdtempSync(join(tmpdir(), 'pglite-templates-'))
  const client = new PGlite()
  try {
    await client.waitReady
    const save = async (name: string) => {
      const path = join(dir, `${name}.tar`)
      writeFileSync(path, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()))
      return path
    }
    const empty = await save('empty')
    await migrate(drizzle({ client }), { migrationsFolder: findMigrationsFolder() })
    project.provide('pgliteTemplates', { empty, migrated: await save('migrated') })
  } finally {
    await client.close()
  }
  return () => rmSync(dir, { recursive: true, force: true })
}
