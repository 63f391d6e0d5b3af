import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { parseSearch, stringifySearch } from '~/app/lib/search-string'

// Values an address may hold: ids that start with a digit, numbers (JSON's and not), JSON, Thai
// text, words that start like JSON literals, spaces around numbers, signs alone.
const VALUES = [
  '65f100000000000000000001', '65a000000000000000000001', '123', '0', '01', '-1', '-', '--1', '1.5', '1.', '.5', '1e5', '1E+5', '1e', '2x',
  ' 12', '12 ', ' 12a', '\u00a012', 'true', 'false', 'null', 'tru', 'truth', 'nul', 'fa', '{"a":1}', '{a}', '[1,2]', '[', '"q"', '"q',
  'ติว', 'คณิต ม.3', '', 'a b', '0x10', 'Infinity', 'NaN', '1_000', '١٢',
]

describe('search strings', () => {
  it('read every value as the router does by default', () => {
    for (const value of VALUES) {
      const address = `?v=${encodeURIComponent(value)}&w=${encodeURIComponent(JSON.stringify(value))}`
      expect(parseSearch(address), value).toEqual(defaultParseSearch(address))
    }
  })

  it('write every value as the router does by default, and read it back the same', () => {
    const objects = [...VALUES.map((v) => ({ v })), { n: 12, b: true, list: ['65f1', 1], nested: { q: 'ติว' } }, { gone: undefined, kept: 'x' }]
    for (const search of objects) {
      const written = stringifySearch(search)
      expect(written, JSON.stringify(search)).toBe(defaultStringifySearch(search))
      expect(parseSearch(written)).toEqual(defaultParseSearch(written))
    }
  })

  it('does not try JSON.parse (and catch its SyntaxError) on an id that only starts like a number', () => {
    const parse = vi.spyOn(JSON, 'parse')
    try {
      stringifySearch({ category: '65f100000000000000000001', q: 'ติว' })
      parseSearch('?category=65f100000000000000000001&q=%E0%B8%95')
      expect(parse).not.toHaveBeenCalled()
      parseSearch('?list=%5B1%5D')
      expect(parse).toHaveBeenCalledWith('[1]')
    } finally {
      parse.mockRestore()
    }
  })
})
