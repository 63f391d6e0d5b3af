import { describe, expect, it } from 'vitest'
import { safeParse } from 'zod/mini'
import { usernameSchema } from '~/contract/api/user'
import { } from '~/contract/values/user'
import { usernameOf } from '~/contract/values/username'

// The forms check a username with the plain function (no zod in their first load); the backend
// with the schema. They must agree on every name, and on the stored form.
const SAMPLES = [
  'somchai',
  ' Somchai ',
  'SOMCHAI_01.x',
  'ab',
  'abc',
  'a'.repeat(30),
  'a'.repeat(31),
  `  ${'a'.repeat(30)}  `,
  '\u0E2A\u0E21\u0E0A\u0E32\u0E22', // Thai letters
  '\u0E51\u0E52\u0E53', // Thai digits
  'abc\u0E3F', // the baht sign
  'some one',
  'some-one',
  'abc\u0000',
  'abc\u0007def',
  'abc\uD800',
  '\uDC00abc',
  'A\u0301bc', // decomposed: NFC composes it to a letter outside the pattern
  'caf\u00E9',
  '',
  '   ',
  '\u212Abc', // the Kelvin sign: NFC makes it K, lowercased k
]

describe('usernameOf', () => {
  it.each(SAMPLES.map((s) => [JSON.stringify(s), s]))('agrees with usernameSchema on %s', (_, sample) => {
    const parsed = safeParse(usernameSchema, sample)
    expect(usernameOf(sample)).toBe(parsed.success ? parsed.data : null)
  })

  it('accepts some names and refuses others (the samples exercise both sides)', () => {
    const accepted = SAMPLES.filter((s) => usernameOf(s) !== null)
    expect(accepted.length).toBeGreaterThan(4)
    expect(accepted.length).toBeLessThan(SAMPLES.length - 4)
    expect(usernameOf(' Somchai ')).toBe('somchai')
  })
})
