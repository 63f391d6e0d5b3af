import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { parseSearch, stringifySearch } from '~/app/lib/search-string'

// Values an address may hold: ids that start with a digit, numbers (JSON's and not), JSON, Thai
// text, words that start like JSON literals, spaces around numbers, signs alone.
const VALUES = [
  '65f100000000000000000001', '65a000000000000000000001', '123', '0', '01', '-1', '-', '--1', '1.5', '1.', '.5', '1e5', '1E+5', '1e', '2x',
  ' 12', '12 ', ' 12a', '\u00a012', 'true', 'false', 'null', 'tru', 'truth', 'nul', 'fa', '{"a":1}', '{a}', '[1,2]', '[', '"q"', '"q',
  'ติว', 'คณิต ม.3', '', 'a b', '0x10', 'Infinity', 'NaN', '1_000', '١٢', '123e4567', '12345678901234567890', '1.50', '-0', '2024',
]

/** What the defaults read, except a number the address does not spell as the number itself does: that stays text. */
function expectedRead(address: string) {
  const raw = Object.fromEntries(new URLSearchParams(address))
  return Object.fromEntries(
    Object.entries(defaultParseSearch(address)).map(([key, value]) => [key, typeof value === 'number' && String(value) !== raw[key] ? raw[key] : value]),
  )
}

describe('search strings', () => {
  it('read every value as the router does by default, but keep a number not spelled as itself as its text', () => {
    for (const value of VALUES) {
      const address = `?v=${encodeURIComponent(value)}&w=${encodeURIComponent(JSON.stringify(value))}`
      expect(parseSearch(address), value).toEqual(expectedRead(address))
    }
    // A keyword that is JSON for a number is searched as typed: not as 120000, nor dropped as Infinity.
    expect(parseSearch('?q=12e4&r=123e4567&s=1.50&t=12345678901234567890')).toEqual({ q: '12e4', r: '123e4567', s: '1.50', t: '12345678901234567890' })
    expect(parseSearch('?page=2&min=-1&x=1.5')).toEqual({ page: 2, min: -1, x: 1.5 })
  })

  it('write every value so that it reads back the same, as the router does by default where it can', () => {
    const objects = [...VALUES.map((v) => ({ v })), { n: 12, b: true, list: ['65f1', 1], nested: { q: 'ติว' } }, { gone: undefined, kept: 'x' }, { n: 1.5, m: -3 }]
    for (const search of objects) {
      const written = stringifySearch(search)
      expect(parseSearch(written), JSON.stringify(search)).toEqual(JSON.parse(JSON.stringify(search)))
      // The defaults quote a text that reads as a number; this leaves one unquoted when it would read back as text anyway.
      if (!Object.values(search).some((v) => typeof v === 'string' && /^[\s\d-]/.test(v))) expect(written, JSON.stringify(search)).toBe(defaultStringifySearch(search))
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
