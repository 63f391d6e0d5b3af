import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { rewriteObjectSpreads } from '~/scripts/object-spread-plugin'

/**
 * Runs `body` (a function body answering a value and a log of what it did) as written and as
 * rewritten, each in a fresh context, and answers both, for the rewrite to be held to the spread's
 * meaning: the same own properties in the same order, the same prototype, the same side effects.
 */
function bothWays(body: string) {
  const source = `globalThis.result = (() => { const log = []; ${body} })()`
  const { code, rewritten } = rewriteObjectSpreads(source)
  const run = (text: string) => {
    const context: { result?: { value: unknown; log?: unknown[] } } = {}
    runInNewContext(text, context)
    return context.result!
  }
  return { native: run(source), rewritten: run(code), count: rewritten, code }
}

/** An object as the test compares it: own keys in order (symbols by description), values, prototype. */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return 'a function'
  if (value === null || typeof value !== 'object') return value
  const keys = Reflect.ownKeys(value)
  return {
    keys: keys.map((k) => (typeof k === 'symbol' ? `@@${k.description}` : k)),
    values: keys.map((k) => shape((value as Record<PropertyKey, unknown>)[k])),
    descriptors: keys.map((k) => {
      const d = Object.getOwnPropertyDescriptor(value, k)!
      return [d.writable, d.enumerable, d.configurable, 'get' in d]
    }),
    proto: Object.getPrototypeOf(value) === null ? 'null' : Object.getPrototypeOf(value) === Object.getPrototypeOf({}) ? 'Object' : 'other',
  }
}

const CASES: Record<string, string> = {
  'two spreads and a property': `const a = { x: 1, y: 2 }, b = { y: 3, z: 4 }; return { value: { ...a, ...b, w: 5 } }`,
  'a property first, then spreads overriding it': `const a = { x: 1 }; return { value: { x: 0, y: 0, ...a, ...{ y: 9 } } }`,
  'a property after a spread overrides it': `const a = { x: 1, y: 2 }; return { value: { ...a, x: 7 } }`,
  'null, undefined, numbers and strings spread': `return { value: { ...null, ...undefined, ...5, ...'ab', c: 1 } }`,
  'symbols, and non-enumerable properties left out': `const s = Symbol('s'); const a = Object.defineProperty({ [s]: 1, v: 2 }, 'hidden', { value: 3, enumerable: false }); return { value: { ...a, w: 1 } }`,
  'getters on a source are read once, in order, as values': `const a = { get x() { log.push('x'); return 1 }, get y() { log.push('y'); return 2 } }; const value = { ...a, z: 3 }; return { value, log }`,
  'evaluation order: each part copied before the next is evaluated': `
    const a = { n: 1 };
    const f = (tag, v) => { log.push(tag); return v };
    const value = { first: f('first', 1), ...f('a', a), after: (a.n = 2, f('after', a.n)), ...f('b', { m: 1 }) };
    return { value, log }`,
  'an own __proto__ on a source stays a property and never sets the prototype': `
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "k": 1}');
    const value = { ...parsed, other: 2 };
    return { value: { value, inherited: value.polluted, ownProto: Object.prototype.hasOwnProperty.call(value, '__proto__') } }`,
  'an own __proto__ on a later source, with a literal first': `
    const parsed = JSON.parse('{"__proto__": null, "k": 1}');
    const value = { a: 1, ...parsed };
    return { value: { value, protoIsObject: Object.getPrototypeOf(value) === Object.prototype } }`,
  'nested literals are rewritten inside out': `const a = { x: 1 }; return { value: { ...a, inner: { ...a, y: 2, deeper: { ...a, ...a } } } }`,
  'a literal first run keeps its computed keys': `const k = 'key'; const a = { key: 0, o: 1 }; return { value: { [k]: 5, [k + '2']: 6, ...a } }`,
  'arrays spread into objects': `return { value: { ...[1, 2], length: 3 } }`,
}

describe('the object-spread rewrite of the server bundle', () => {
  for (const [name, body] of Object.entries(CASES)) {
    it(`keeps the spread's meaning: ${name}`, () => {
      const { native, rewritten, count } = bothWays(body)
      expect(count).toBeGreaterThan(0)
      expect(shape(rewritten.value)).toEqual(shape(native.value))
      expect(rewritten.log).toEqual(native.log)
    })
  }

  it('leaves alone a lone spread, literals with accessors or methods, and a written __proto__', () => {
    for (const body of [
      'return { value: { ...{ a: 1 } } }',
      'const a = { x: 1 }; return { value: { ...a, get y() { return 2 } } }',
      'const a = { x: 1 }; return { value: { ...a, m() { return 1 } } }',
      'const a = { x: 1 }; return { value: { __proto__: null, ...a } }',
      'return { value: { a: 1, b: 2 } }',
    ]) {
      const { native, rewritten, count, code } = bothWays(body)
      expect(count, body).toBe(0)
      expect(code).toBe(`globalThis.result = (() => { const log = []; ${body} })()`)
      expect(shape(rewritten.value)).toEqual(shape(native.value))
    }
  })

  it('names its helper apart from every name the chunk already uses', () => {
    const source = 'const _spreadInto = 1; globalThis.result = { value: { ..._spreadInto, ...{ a: _spreadInto } } }'
    const { code, rewritten } = rewriteObjectSpreads(source)
    expect(rewritten).toBe(1)
    const context: { result?: { value: unknown } } = {}
    runInNewContext(code, context)
    expect(context.result!.value).toEqual({ a: 1 })
  })
})
