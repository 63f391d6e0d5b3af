import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where things are on disk, found from this module's own URL rather than `__dirname` or the
 * working directory, so the same code works as TypeScript source (tests, Vite's SSR loader in
 * dev) and as the bundle in dist/backend/ (where every module shares the chunk's URL).
 */

function ancestors(fromUrl: string): string[] {
  const dirs: string[] = []
  let dir = dirname(fileURLToPath(fromUrl))
  for (;;) {
    dirs.push(dir)
    const parent = dirname(dir)
    if (parent === dir) return dirs
    dir = parent
  }
}

/** The repository root: the nearest ancestor holding package.json. */
export function findProjectRoot(fromUrl: string = import.meta.url): string {
  for (const dir of ancestors(fromUrl)) {
    if (existsSync(join(dir, 'package.json'))) return dir
  }
  throw new Error(`no package.json above ${fromUrl}`)
}

/**
 * The first of `candidates` (paths relative to a folder) that `matches`, looking in this module's
 * folder, then each folder above it up to the repository root: the nearest wins.
 */
function findNearest(fromUrl: string, candidates: readonly string[], matches: (path: string) => boolean): string | undefined {
  for (const dir of ancestors(fromUrl)) {
    const found = candidates.map((candidate) => join(dir, candidate)).find(matches)
    if (found) return found
    if (existsSync(join(dir, 'package.json'))) return undefined
  }
  return undefined
}

/**
 * The drizzle-kit migrations folder. Source layout: server/db/migrations. The backend build
 * also copies it to dist/backend/migrations so the bundle does not depend on the source tree.
 * The nearest folder wins, so a bundle uses its own copy.
 */
export function findMigrationsFolder(fromUrl: string = import.meta.url): string {
  const found = findNearest(fromUrl, ['migrations', join('server', 'db', 'migrations')], (dir) => existsSync(join(dir, 'meta', '_journal.json')))
  if (found) return found
  throw new Error(`no migrations folder (meta/_journal.json) found above ${fromUrl}`)
}
