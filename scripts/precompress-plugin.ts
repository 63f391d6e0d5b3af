import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { PRECOMPRESSED_EXTENSIONS } from '../server/http/static-files.ts'

// Below this, compression saves less than the headers cost.
const MIN_BYTES = 1024
const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/**
 * Writes a `.br` and a `.gz` beside every compressible file of `dir` (recursively) that gains from
 * it, at the highest levels: done once at build time, so `npm start` sends them from disk
 * (server/http/static-files.ts). Answers how many files got siblings.
 */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !PRECOMPRESSED_EXTENSIONS.some((ext) => entry.name.endsWith(ext))) continue
    const path = join(entry.parentPath, entry.name)
    if ((await stat(path)).size < MIN_BYTES) continue
    const raw = await readFile(path)
    const [br, gzipped] = await Promise.all([
      brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gz(raw, { level: 9 }),
    ])
    if (br.length < raw.length) await writeFile(`${path}.br`, br)
    if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped)
    count++
  }
  return count
}

/** Precompresses the browser build's output once it is written (not the server-rendering bundle). */
export function precompressPlugin(): Plugin {
  return {
    name: 'marketplace:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return
      await precompressDir(options.dir)
    },
  }
}
