import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { multilineRule, multilineText, singleLineRule, text } from '~/contract/api/text'
import { outboundEntitySchemas, socketEnvelopeSchema } from '~/contract/socket'
import { filesUnder, importedModule, repoRoot, valueImports } from '~/tests/support/source-files'

/**
 * The text rule (contract/api/text.ts) on every string a client sends. The request schemas are
 * found from where they are used, so a new route, field or page cannot be left out:
 *   - every schema a backend route module (server/routes/*.ts) imports from the contract (route
 *     modules may not build schemas of their own: they import no zod);
 *   - every socket message a client may send.
 * Pages read their search params with plain functions, not schemas: search-params.test.ts feeds
 * them what this rule refuses.
 */

type Schema = z.core.$ZodType
type Def = { type: string; checks?: unknown[]; [key: string]: unknown }

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value
const defOf = (schema: Schema) => schema._zod.def as unknown as Def

/** The paths of string schemas under `schema` that carry neither rule (empty: all good). */
export function bareStrings(schema: Schema, path = '(root)', seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = defOf(schema)
  const walk = (child: unknown, at: string) => (isSchema(child) ? bareStrings(child, at, seen) : [])
  switch (def.type) {
    case 'string':
    case 'template_literal': {
      const ruled = (def.checks ?? []).some((check) => check === singleLineRule || check === multilineRule)
      return ruled ? [] : [path]
    }
    case 'object': {
      const shape = def.shape as Record<string, unknown>
      return [...Object.entries(shape).flatMap(([key, child]) => walk(child, `${path}.${key}`)), ...walk(def.catchall, `${path}.*`)]
    }
    case 'array':
      return walk(def.element, `${path}[]`)
    case 'tuple':
      return [...(def.items as unknown[]).flatMap((item, i) => walk(item, `${path}[${i}]`)), ...walk(def.rest, `${path}[...]`)]
    case 'union':
      return (def.options as unknown[]).flatMap((option, i) => walk(option, `${path}|${i}`))
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)]
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{value}`)]
    case 'pipe':
      return [...walk(def.in, path), ...walk(def.out, path)]
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path)
    case 'lazy':
      return walk((def.getter as () => unknown)(), path)
    default:
      // Numbers, booleans, enums, literals, transforms (their output is checked by what follows).
      return []
  }
}

async function schemasImportedBy(file: string, accept: (spec: string) => boolean): Promise<Map<string, Schema>> {
  const schemas = new Map<string, Schema>()
  for (const { names, spec } of valueImports(readFileSync(file, 'utf8'))) {
    if (!accept(spec)) continue
    const module = await importedModule(file, spec)
    for (const name of names) {
      const value = module[name]
      if (isSchema(value)) schemas.set(`${name} (${spec})`, value)
    }
  }
  return schemas
}

describe('the text rule', () => {
  it('refuses NUL and other control characters in one-line text, allows tab and newlines in multi-line text', () => {
    const line = text({ max: 100 })
    const lines = multilineText({ max: 100 })
    for (const bad of ['a\u0000b', '\u0001', 'a\tb', 'a\nb', 'a\rb', '\u001f', '\u007f', 'x\uD800', '\uDC00y']) {
      expect(line.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
    for (const bad of ['a\u0000b', '\u0008', '\u000b', '\u000c', '\u001b[31m', '\u007f', '\uD83D']) {
      expect(lines.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
    for (const good of ['ครูพลอย', 'a\u3000b', 'emoji \uD83D\uDE00', 'é', '']) expect(line.safeParse(good).success, good).toBe(true)
    for (const good of ['line 1\nline 2', 'a\tb', 'crlf\r\nline']) expect(lines.safeParse(good).success, good).toBe(true)
    expect(line.safeParse('a\u0000b').error?.issues[0]?.message).toBe('must not contain control characters')
  })

  it('keeps the length limits, after trimming when asked', () => {
    const s = text({ trim: true, min: 1, max: 3 })
    expect(s.parse('  abc  ')).toBe('abc')
    expect(s.safeParse('abcd').success).toBe(false)
    expect(s.safeParse('   ').error?.issues[0]?.message).toBe('is required')
  })

  it('the walker finds a bare string wherever it hides', () => {
    const bare = z.object({
      ok: text({ max: 5 }),
      a: z.string(),
      b: z.optional(z.array(z.string())),
      c: z.pipe(z.string().check(singleLineRule), z.pipe(z.transform((s: string) => s), z.string())),
      d: z.union([z.number(), z.catch(z.nullable(z.email()), null)]),
      e: z.record(z.string(), text({ max: 1 })),
    })
    expect(bareStrings(bare).sort()).toEqual(['(root).a', '(root).b[]', '(root).c', '(root).d|1', '(root).e{key}'].sort())
  })
})

describe('every request schema carries the text rule', () => {
  const routeFiles = filesUnder(join(repoRoot, 'server/routes'), /\.ts$/)

  it('backend route modules build no schema of their own (every request shape is in contract/)', () => {
    expect(routeFiles.length).toBeGreaterThan(10)
    for (const file of routeFiles) expect(readFileSync(file, 'utf8'), file).not.toMatch(/from 'zod(\/mini)?'/)
  })

  it('every schema the backend routes validate with', async () => {
    const all = new Map<string, Schema>()
    for (const file of routeFiles) for (const [name, schema] of await schemasImportedBy(file, (spec) => spec.includes('/contract/'))) all.set(name, schema)
    // Enough to be sure the imports were read (the routes validate with some forty schemas).
    expect(all.size).toBeGreaterThan(30)
    // And every schema a route validates with is among them (imported from the contract, so walked).
    const walked = new Set([...all.keys()].map((key) => key.split(' ')[0]))
    const used = routeFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:validJson|validQuery|validParams|parseInput)\(([^\n]*)/g)].flatMap((call) => [...call[1]!.matchAll(/\b(\w+Schema)\b/g)].map((m) => m[1]!)),
    )
    expect(used.length).toBeGreaterThan(40)
    expect(used.filter((name) => !walked.has(name))).toEqual([])
    const bare = [...all].flatMap(([name, schema]) => bareStrings(schema).map((p) => `${name}: ${p}`))
    expect(bare).toEqual([])
  })

  it('every socket message a client may send', () => {
    const bare = [
      ...bareStrings(socketEnvelopeSchema, 'envelope'),
      ...Object.entries(outboundEntitySchemas).flatMap(([topic, schema]) => bareStrings(schema, topic)),
    ]
    expect(bare).toEqual([])
  })
})
