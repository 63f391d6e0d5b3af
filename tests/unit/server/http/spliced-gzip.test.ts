import { randomBytes } from 'node:crypto'
import { crc32, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { crc32Combine, crc32Shift, gzipWith, pageParts, spliceGzip } from '~/server/http/spliced-gzip'

const nonce = () => randomBytes(16).toString('base64url')
const NONCE_BYTES = 22

/** A page-like text: markup, Thai text, and script data, with the nonce where a page has it. */
function page(sections: number, seed = 1): string[] {
  const parts = ['<!doctype html><html lang="th"><head><meta charset="utf-8"><script nonce="']
  for (let i = 0; i < sections; i++) {
    parts.push(`">console.log(${i * seed})</script><section><h2>บริการที่ ${i}</h2>${'<p>สอนคณิตศาสตร์ ม.ปลาย ออนไลน์</p>'.repeat(5 + (i % 7))}</section><style nonce="`)
  }
  parts.push('">body{margin:0}</style></body></html>')
  return parts
}

const decoded = (bytes: Uint8Array) => gunzipSync(bytes).toString('utf8')

/** `parts` spliced as a kept page is, and a maker of each answer's stream. */
function spliced(parts: readonly string[], nonceBytes = NONCE_BYTES) {
  const placeholder = '\u0001'.repeat(nonceBytes)
  const texts = pageParts(parts.join(placeholder), placeholder)
  expect(texts.map((text) => text.toString('utf8'))).toEqual(parts)
  const gzip = spliceGzip(texts, nonceBytes)
  return gzip && { runs: gzip.runs, answer: (nonce: string) => gzipWith(gzip, nonce) }
}

describe('spliceGzip and gzipWith', () => {
  it('make a gzip stream of the page with each answer’s own nonce, about as small as the page gzipped whole', () => {
    const parts = page(20)
    // What splicing costs: each nonce ends a deflated part (a sync flush) and is a block of its own.
    const mostPerNonce = 24
    const kept = spliced(parts)!
    for (const fresh of [nonce(), nonce(), nonce()]) {
      const bytes = kept.answer(fresh)
      expect(decoded(bytes)).toBe(parts.join(fresh))
      const whole = gzipSync(parts.join(fresh), { level: 9 }).length
      expect(bytes.length).toBeLessThan(whole + mostPerNonce * (parts.length - 1))
    }
  })

  it('hold for a nonce at either end, nonces side by side, and empty parts', () => {
    const cases = [
      ['', 'a page', ''],
      ['', '', '', 'x'],
      ['x', '', ''],
      ['only one nonce: ', ''],
      ['<p>', '</p><p>', '</p>'],
    ]
    for (const parts of cases) {
      const fresh = nonce()
      expect(decoded(spliced(parts)!.answer(fresh)), JSON.stringify(parts)).toBe(parts.join(fresh))
    }
  })

  it('store a nonce further than the 32 KB window from the one before, and copy the near ones', () => {
    const far = randomBytes(40_000).toString('base64') // next to nothing to match, so its deflated part is long too
    const parts = ['<a nonce="', `">${far}<b nonce="`, '"><c nonce="', '">end']
    const kept = spliced(parts)!
    // Stored twice (the first nonce, and the one past the window), copied once.
    expect(kept.runs).toHaveLength(3)
    for (const fresh of [nonce(), nonce()]) expect(decoded(kept.answer(fresh))).toBe(parts.join(fresh))
  })

  it('deflate a page holding a NUL byte without dictionaries, so nothing can refer to a nonce’s place', () => {
    // With the NULs standing for the nonce in a dictionary, this text would match them.
    const zeros = '\0'.repeat(NONCE_BYTES)
    const parts = [`<p>${zeros}</p><i nonce="`, `">${zeros}${zeros}</i>`]
    const kept = spliced(parts)!
    for (const fresh of [nonce(), nonce()]) expect(decoded(kept.answer(fresh))).toBe(parts.join(fresh))
  })

  it('hold for any length of nonce a match can copy, at any distance in the window', () => {
    for (const length of [3, 10, 11, 22, 23, 130, 258]) {
      for (const gap of [0, 1, 5, 100, 1_000, 8_000, 32_768 - length - 1, 32_768 - length]) {
        const parts = ['a', 'y'.repeat(gap), 'b']
        const fresh = randomBytes(length).toString('base64url').slice(0, length)
        expect(decoded(spliced(parts, length)!.answer(fresh)), `${length} ${gap}`).toBe(parts.join(fresh))
      }
    }
  })

  it('hold for random pages: many nonces, random bytes and Thai text', () => {
    const alphabet = ['<div class="card">', 'ครูสอนภาษาอังกฤษ', '"', '\\u003c', ' ', 'nonce', 'ก', String.fromCharCode(0x1f600)]
    for (let round = 0; round < 40; round++) {
      const count = 1 + (round % 30)
      const parts = Array.from({ length: count + 1 }, (_, i) => Array.from({ length: (round * 7 + i * 13) % 90 }, (_, j) => alphabet[(round + i * j) % alphabet.length]).join(''))
      const fresh = nonce()
      expect(decoded(spliced(parts)!.answer(fresh)), `round ${round}`).toBe(parts.join(fresh))
    }
  })

  it('refuse what it cannot splice: no nonce, or a nonce of another length than spliced for', () => {
    expect(spliced(['no nonce'])).toBeUndefined()
    expect(spliced(['a', 'b'], 70_000)).toBeUndefined()
    const kept = spliced(['a', 'b'])!
    expect(() => kept.answer('short')).toThrow(/not of the length/)
    expect(() => kept.answer('ก'.repeat(NONCE_BYTES))).toThrow(/not of the length/)
  })
})

describe('crc32Combine', () => {
  it('gives the CRC-32 of two runs of bytes from theirs, as zlib reads the whole', () => {
    for (const [a, b] of [
      [0, 0],
      [0, 5],
      [7, 0],
      [1, 1],
      [22, 31_000],
      [40_000, 22],
      [3, 70_000],
    ] as const) {
      const first = randomBytes(a)
      const second = randomBytes(b)
      expect(crc32Combine(crc32(first), crc32(second), crc32Shift(b)), `${a} + ${b}`).toBe(crc32(Buffer.concat([first, second])))
    }
  })
})

describe('pageParts', () => {
  it('splits the page’s UTF-8 at each nonce into views of one buffer of the page’s size, never the shared pool', () => {
    const fresh = nonce()
    const text = `<p>ครู</p><script nonce="${fresh}"></script>${fresh}${fresh}<i>end</i>`
    const parts = pageParts(text, fresh)
    expect(parts.map((part) => part.toString('utf8'))).toEqual(text.split(fresh))
    const buffers = new Set(parts.map((part) => part.buffer))
    expect(buffers.size).toBe(1)
    expect([...buffers][0]!.byteLength).toBe(Buffer.byteLength(text))
    expect(pageParts('no nonce here', fresh).map(String)).toEqual(['no nonce here'])
  })

  it('gives the spliced stream runs of their own exact size', () => {
    const fresh = nonce()
    const gzip = spliceGzip(pageParts(`<a nonce="${fresh}">x</a>`, fresh), NONCE_BYTES)!
    for (const run of gzip.runs) expect(run.buffer.byteLength).toBe(run.byteLength)
  })
})
