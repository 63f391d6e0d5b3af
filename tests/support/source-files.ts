import { readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** Tests that read the project's own sources: the repository's root, its files, their imports. */

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** Every file under `dir` (recursively) whose name matches `pattern`. */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** `import { a, type B, c as d } from '<spec>'` in a source file: the value names by module. */
export function valueImports(source: string): { names: string[]; spec: string }[] {
  const found: { names: string[]; spec: string }[] = []
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (match[1]) continue
    const names = match[2]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim())
    found.push({ names, spec: match[3]! })
  }
  return found
}

/** The module `file` imports as `spec` (`~/…` from the root, or relative), loaded. */
export async function importedModule(file: string, spec: string): Promise<Record<string, unknown>> {
  const path = spec.startsWith('~/') ? join(repoRoot, spec.slice(2)) : resolve(dirname(file), spec)
  return (await import(pathToFileURL(`${path}.ts`).href)) as Record<string, unknown>
}
