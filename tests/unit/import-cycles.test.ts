import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// import-x/no-cycle (eslint.config.js) skips type-only imports by design, and a cycle of types is
// still a cycle of modules that cannot be understood one at a time (server/app.ts <-> routes/ was
// one). This walks every import, export-from and dynamic import, types included, over the four
// source folders and fails on any strongly connected group of more than one module.

const ROOT = resolve(import.meta.dirname, '..', '..')
const FOLDERS = ['server', 'contract', 'app', 'workers']
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs']
/**
 * The one edge allowed to close a loop: TanStack's router generator writes
 * `import type { getRouter } from './router.tsx'` into app/routeTree.gen.ts (module augmentation
 * that registers the router's type with Start), and router.tsx must import the tree. Generated
 * code, rewritten on every build; a type-only edge, erased at runtime.
 */
const GENERATED_EDGES = new Set(['app/routeTree.gen.ts -> app/router.tsx'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'migrations' ? [] : sourceFiles(path)
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** The project file a specifier names, or undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('~/')) base = join(ROOT, specifier.slice(2))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else return undefined
  const bare = base.replace(/\?.*$/, '')
  const candidates = [bare, ...EXTENSIONS.map((e) => bare + e), ...EXTENSIONS.map((e) => bare.replace(/\.js$/, e)), ...EXTENSIONS.map((e) => join(bare, 'index' + e))]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile())
}

/** Tarjan's strongly connected components; only groups of two or more are cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const stack: string[] = []
  const onStack = new Set<string>()
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const found: string[][] = []
  const visit = (node: string) => {
    indexOf.set(node, index)
    low.set(node, index)
    index++
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!))
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1) found.push(group.sort())
    }
  }
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node)
  return found
}

describe('imports', () => {
  it('form no cycle in server/, contract/, app/ and workers/, type-only imports included', () => {
    const graph = new Map<string, string[]>()
    for (const file of FOLDERS.flatMap((f) => sourceFiles(join(ROOT, f)))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      const targets = importedFiles.map((i) => resolveImport(file, i.fileName)).filter((p): p is string => p !== undefined)
      graph.set(file, targets.filter((t) => !GENERATED_EDGES.has(`${relative(ROOT, file)} -> ${relative(ROOT, t)}`)))
    }
    expect(graph.size).toBeGreaterThan(100)
    const named = cycles(graph).map((group) => group.map((p) => relative(ROOT, p)))
    expect(named).toEqual([])
  })
})
