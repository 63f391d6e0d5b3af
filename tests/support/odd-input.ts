import fc from 'fast-check'

/**
 * Odd input for the fuzz tests (tests/integration/api-fuzz.test.ts, tests/e2e/page-fuzz.ssr.spec.ts):
 * what an attacker or a broken client sends. Values meant for a URL come already percent-encoded,
 * because some of them (`%`, `%zz`, an encoded lone surrogate) cannot be written any other way.
 */

/** The fuzz seed: FUZZ_SEED when given (to replay a failure), else a new one that the test prints. */
export function fuzzSeed(): number {
  const given = process.env.FUZZ_SEED
  return given !== undefined && given !== '' ? Number(given) : Math.floor(Math.random() * 2 ** 31)
}

const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i))

/** Text values worth trying in any field: control characters, odd spaces, odd numbers, traversal, ids. */
export const ODD_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\t',
  'a\tb',
  '\n',
  'a\r\nb',
  '\u0001\u001f\u007f',
  '\u001b[31mred',
  '\u3000',
  'a\u3000b',
  '\u00a0',
  '\u200b',
  '\u2028',
  '\ufeff',
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '.',
  '/',
  '\\',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  '65a000000000000000000001',
  '65a00000000000000000000',
  '65A000000000000000000001',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '99999999999999999999999999',
  '9007199254740993',
  'ครูพลอย',
  'ก\u0E48\u0E48\u0E48',
  '😀',
  '\uD800',
  'x\uDC00',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  // Plausible values, so some requests get past the first check and reach deeper code.
  '0812345678',
  'somebody@example.com',
  '123456',
  'phone',
  'email',
  'identity',
  'certificate',
  'TH',
  'open',
  'approved',
  'pending',
  'cash_in',
  'upcoming',
  'past',
  'teaching',
  'instant',
  'morning',
  '2026-01-01',
  '2026-06-01T05:00:00.000Z',
  'https://example.com/x',
] as const

/** Percent-encodings that no string encodes to: a lone `%`, bad hex, an encoded NUL, a lone surrogate, overlong UTF-8. */
export const RAW_URL_PIECES = ['%', '%zz', '%00', '%0a', '%09', '%E3%80%80', '%ED%A0%80', '%C0%AF', '%FF', '%2e%2e', '%2F', '%252F', '%u0000'] as const

export const controlString = fc.string({ unit: fc.constantFrom(...C0, '\u007f', 'a', 'ก'), minLength: 1, maxLength: 12 })

/** Any text: the odd list, random code points (lone surrogate halves included), control characters, long runs. */
export function oddText(options: { hugeLength: number }): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...ODD_TEXTS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
    { weight: 2, arbitrary: controlString },
    { weight: 1, arbitrary: fc.constantFrom('a', 'ก', '\u0000', '%').map((c) => c.repeat(options.hugeLength)) },
  )
}

/** UTF-8 percent-encoding that never throws (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('')
}

/** A value for a URL (path segment or query value), already encoded. */
export function oddUrlValue(options: { hugeLength: number }): fc.Arbitrary<string> {
  return fc.oneof({ weight: 4, arbitrary: oddText(options).map(percentEncode) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PIECES) })
}

/** A query string of odd keys and values, keys repeated (arrays) and `[]` keys included; '' for none. */
export function oddQuery(keys: readonly string[], options: { hugeLength: number }): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.constantFrom(...keys).map((k) => `${k}[]`) },
    { weight: 1, arbitrary: oddUrlValue({ hugeLength: 64 }) },
  )
  const value = oddUrlValue(options)
  return fc.array(fc.tuple(key, fc.option(value, { nil: undefined })), { maxLength: 5 }).map((pairs) =>
    pairs.map(([k, v]) => (v === undefined ? percentEncodeKey(k) : `${percentEncodeKey(k)}=${v}`)).join('&'),
  )
}

// Keys from the contract are plain names; `[]` and already-encoded keys pass as they are.
const percentEncodeKey = (key: string) => key.replace(/[^A-Za-z0-9_.~%[\]-]/g, (c) => percentEncode(c))
