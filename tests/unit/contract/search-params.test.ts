import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isPlainText } from '~/contract/api/text'
import { browseSearch, loginSearch, safeRedirect, textParam } from '~/contract/routes'
import { filesUnder, importedModule, repoRoot, valueImports } from '~/tests/support/source-files'

/**
 * Every page's search params (`validateSearch` in app/routes) are read by plain functions. Found
 * from the route files, so a new page cannot be left out, each is fed what the contract's text rule
 * refuses and values of every other type in every field it reads: it must never throw, never let a
 * control character or broken UTF-16 through, and answer every field it reads, `undefined` when
 * dropped (the router lays the answer over the address's own fields: a field left out would reach
 * the page as the address wrote it).
 */

type Reader = (raw: Record<string, unknown>) => Record<string, unknown>

/** Each route file's `validateSearch` reader, imported from where the route file imports it. */
async function pageReaders(): Promise<{ file: string; name: string; read: Reader }[]> {
  const readers: { file: string; name: string; read: Reader }[] = []
  for (const file of filesUnder(join(repoRoot, 'app/routes'), /\.tsx?$/)) {
    const source = readFileSync(file, 'utf8')
    const name = /validateSearch:\s*(\w+)/.exec(source)?.[1]
    if (!name) continue
    const spec = valueImports(source).find((i) => i.names.includes(name))?.spec
    expect(spec, `${file}: ${name} must be imported from a module of the project`).toMatch(/^(\.|~\/)/)
    const module = await importedModule(file, spec!)
    expect(typeof module[name], `${file}: ${name}`).toBe('function')
    readers.push({ file: file.slice(repoRoot.length + 1), name, read: module[name] as Reader })
  }
  return readers
}

/** A search where every field holds `value`; records the fields read. */
function everyField(value: unknown, read: Set<string>): Record<string, unknown> {
  return new Proxy({} as Record<string, unknown>, {
    get: (_, key) => {
      if (typeof key === 'string') read.add(key)
      return value
    },
  })
}

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []

// What the text rule refuses, alone, around text, and inside otherwise good values of each kind.
const REFUSED = ['\u0000', '\u0009', '\n', '\u001b', '\u007f', '\uD800', '\uDC00']
const POISONED = REFUSED.flatMap((bad) => [bad, `a${bad}b`, `/wallet${bad}`, `/${bad}/evil.example`, ` ครู${bad} `, `65f00000000000000000000${bad}`, `instant${bad}`])
const OTHER_TYPES = [undefined, null, true, false, 0, -1, 1.5, 1e9, Number.NaN, Infinity, {}, [], ['a'], { q: 'x' }, '', ' ']

describe("every page's search params", () => {
  it('are read by a plain function that keeps the text rule in every field it reads and never throws', async () => {
    const readers = await pageReaders()
    expect(readers.length).toBeGreaterThan(15)
    for (const { file, name, read } of readers) {
      const fields = new Set<string>()
      for (const value of [...POISONED, ...OTHER_TYPES]) {
        let search: Record<string, unknown> = {}
        const touched = new Set<string>()
        expect(() => (search = read(everyField(value, touched))), `${file}: ${name}(${JSON.stringify(value)})`).not.toThrow()
        for (const text of strings(search)) expect(isPlainText(text), `${file}: ${name} let ${JSON.stringify(text)} through`).toBe(true)
        for (const field of touched) {
          expect(Object.hasOwn(search, field), `${file}: ${name} leaves out ${field}`).toBe(true)
          fields.add(field)
        }
      }
      expect(fields.size, `${file}: ${name} reads no field`).toBeGreaterThan(0)
    }
  })

  it('keep good values and drop bad ones, each field on its own', () => {
    expect(browseSearch({ q: ' กีตาร์\u0000 ', min: 100, type: 'instant' })).toEqual({ min: 100, type: 'instant' })
    expect(browseSearch({ q: 'ครู', min: '100', max: 2_000_000, day: 6.5 })).toEqual({ q: 'ครู' })
    expect(loginSearch({ provider: 'yes', redirect: '/wallet?tab=1' })).toEqual({ redirect: '/wallet?tab=1' })
    // A dropped field is there as undefined, so it hides the address's own value from the page.
    expect(browseSearch({ q: '', page: -1 })).toMatchObject({ q: undefined, page: undefined })
    expect(Object.hasOwn(loginSearch({ redirect: '//evil.example' }), 'redirect')).toBe(true)
  })

  it('read free text as the catalogue search does: trimmed, NFC, 1 to 100 characters, numbers as text', () => {
    expect(textParam('  e\u0301 ')).toBe('\u00e9')
    expect(textParam(123)).toBe('123')
    expect(textParam('x'.repeat(100))).toHaveLength(100)
    for (const bad of ['x'.repeat(101), '   ', '', Number.NaN, Infinity, true, ['q']]) expect(textParam(bad), JSON.stringify(bad)).toBeUndefined()
  })

  it('keep a return address only when it stays on the site, as the URL parser reads it', () => {
    expect(safeRedirect('/a/../wallet?x=ไทย#top')).toBe('/wallet?x=%E0%B9%84%E0%B8%97%E0%B8%A2#top')
    for (const bad of ['/a/..//evil.example', '//evil.example', '/\\evil.example', 'https://evil.example', '/\t/evil.example', `/${'x'.repeat(2048)}`]) {
      expect(safeRedirect(bad), JSON.stringify(bad)).toBeUndefined()
    }
  })
})
