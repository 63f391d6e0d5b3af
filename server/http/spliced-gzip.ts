import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A kept page compressed once, then sent with a fresh nonce in every answer (page-cache.ts) for
 * the cost of copying bytes: the page's text between its nonces is deflated when the copy is
 * kept, and each answer's gzip stream is put together from those parts around the answer's own
 * nonce (RFC 1951 and 1952). Compressing each answer whole cost more than the rest of a cached
 * answer (brotli at quality 3: 0.15-0.2 ms for one page alone, some 0.8 ms a page under load);
 * putting one together costs some 15-40 µs, most of it copying the stream's 7 KB. The stream is
 * 1-4% larger than the page compressed whole with brotli.
 *
 * How the stream is made:
 * - Each part of the text is deflated on its own, ending with a sync flush, so it ends on a byte
 *   and with no last block; a part is given the text before it as its dictionary, so it refers
 *   back as the whole page's stream would. In that dictionary each nonce is as many NUL bytes: a
 *   match never copies one, since a page without a NUL byte has none to match (a page that holds
 *   one is deflated without dictionaries), so the part decodes alike whatever the nonce was.
 * - The first nonce goes as a stored block of each answer. Each later one is a copy of the one
 *   before it: a block of fixed codes with one match (the nonce's length, the distance between
 *   the two), the same bytes for every answer. A nonce further than deflate's 32 KB window from
 *   the one before goes stored, as the first does.
 * - An empty last block, then the CRC-32 and length of the page with this answer's nonce. The
 *   CRC-32 is combined from each part's, kept, and the nonce's (as zlib's crc32_combine does),
 *   so the page is not read again for it.
 */

const WINDOW_BYTES = 32 * 1024
/**
 * Deflate's level for the parts: 6 of 9. On `/` (31 KB, 20 nonces) it deflates the parts in about
 * 2 ms, once per kept copy, to 7.2 KB; 9 takes 3.5 ms for 7.17, 4 takes 3.2 ms for 7.4.
 */
const SPLICED_LEVEL = 6
/** A stored block's length is two bytes: a nonce longer than that is not spliced (nonces are 22). */
const MAX_STORED_BYTES = 0xffff
/** The gzip header: deflate, no name or time, no extra flags, OS unknown. */
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff)
/** An empty stored block marked last: the stream's end. */
const LAST_BLOCK = Uint8Array.of(0x01, 0x00, 0x00, 0xff, 0xff)

/**
 * `text` as UTF-8 split at each `nonce` (ASCII): views of one buffer of the page's exact size, so
 * a kept copy holds only its own bytes (a small `Buffer` is a slice of a shared 8 KB pool, which
 * it would keep alive for as long as the copy lives).
 */
export function pageParts(text: string, nonce: string): Buffer[] {
  const encoded = new TextEncoder().encode(text)
  const bytes = Buffer.from(encoded.buffer, encoded.byteOffset, encoded.byteLength)
  const needle = Buffer.from(nonce, 'latin1')
  const parts: Buffer[] = []
  let from = 0
  for (let at = bytes.indexOf(needle, from); at >= 0; at = bytes.indexOf(needle, from)) {
    parts.push(bytes.subarray(from, at))
    from = at + needle.length
  }
  parts.push(bytes.subarray(from))
  return parts
}

/** `pieces` joined into a buffer of their exact size, of its own (never a slice of the shared pool). */
function ownCopy(pieces: readonly Uint8Array[]): Buffer {
  const copy = Buffer.allocUnsafeSlow(pieces.reduce((sum, piece) => sum + piece.byteLength, 0))
  let at = 0
  for (const piece of pieces) {
    copy.set(piece, at)
    at += piece.byteLength
  }
  return copy
}

/** A kept page's parts, deflated once; `gzipWith` makes each answer's stream. */
export type SplicedGzip = {
  /** The constant runs of the stream, with a stored nonce between each two. */
  readonly runs: readonly Buffer[]
  readonly nonceBytes: number
  /** The page's length with a nonce, as gzip's trailer says it. */
  readonly size: number
  /** The bytes the runs hold. */
  readonly keptBytes: number
  /** Each part's CRC-32, and the operator that moves a CRC past it (`crc32Shift`). */
  readonly crcs: readonly { readonly crc: number; readonly shift: number }[]
  /** The operator that moves a CRC past a nonce. */
  readonly nonceShift: number
}

/**
 * The page whose text is `texts` (UTF-8) joined by a nonce of `nonceBytes` ASCII characters,
 * deflated for splicing at `level`; undefined when it cannot be (no nonce in it, or one too long).
 */
export function spliceGzip(texts: readonly Uint8Array[], nonceBytes: number, level = SPLICED_LEVEL): SplicedGzip | undefined {
  if (texts.length < 2 || nonceBytes < 3 || nonceBytes > MAX_STORED_BYTES) return undefined
  const useDictionary = !texts.some((text) => text.includes(0))
  const placeholder = Buffer.alloc(nonceBytes)
  const runs: Buffer[] = []
  let run: Buffer[] = [Buffer.from(GZIP_HEADER)]
  let written = 0
  let lastNonceAt = -1
  let window: Buffer = Buffer.alloc(0)

  texts.forEach((text, i) => {
    if (i > 0) {
      // The nonce between parts i - 1 and i.
      if (lastNonceAt >= 0 && written - lastNonceAt <= WINDOW_BYTES) {
        run.push(matchBlock(nonceBytes, written - lastNonceAt))
      } else {
        runs.push(ownCopy(run))
        run = []
      }
      lastNonceAt = written
      written += nonceBytes
      if (useDictionary) window = tail(Buffer.concat([window, placeholder]))
    }
    if (text.length > 0) {
      const options = useDictionary && window.length > 0 ? { level, finishFlush: constants.Z_SYNC_FLUSH, dictionary: window } : { level, finishFlush: constants.Z_SYNC_FLUSH }
      run.push(deflateRawSync(text, options))
      written += text.length
      if (useDictionary) window = tail(Buffer.concat([window, text]))
    }
  })
  run.push(Buffer.from(LAST_BLOCK))
  runs.push(ownCopy(run))
  return {
    runs,
    nonceBytes,
    size: written,
    keptBytes: runs.reduce((sum, r) => sum + r.length, 0),
    crcs: texts.map((text) => ({ crc: crc32(text), shift: crc32Shift(text.length) })),
    nonceShift: crc32Shift(nonceBytes),
  }
}

/** The gzip stream of the spliced page with `nonce` (ASCII, of the length it was spliced for). */
export function gzipWith(spliced: SplicedGzip, nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBuffer = Buffer.from(nonce, 'utf8')
  // ASCII (one byte a character, as every nonce is) of the length spliced for.
  if (nonceBuffer.length !== spliced.nonceBytes || nonceBuffer.length !== nonce.length) throw new RangeError('the nonce is not of the length the page was spliced for')
  const stored = Buffer.allocUnsafe(5 + nonceBuffer.length)
  stored[0] = 0 // not last, stored; the rest of the byte is padding
  stored.writeUInt16LE(nonceBuffer.length, 1)
  stored.writeUInt16LE(~nonceBuffer.length & 0xffff, 3)
  nonceBuffer.copy(stored, 5)

  // The page's CRC-32 from its parts' and the nonce's, without reading the page again.
  const nonceCrc = crc32(nonceBuffer)
  let crc = 0
  spliced.crcs.forEach((part, i) => {
    if (i > 0) crc = crc32Combine(crc, nonceCrc, spliced.nonceShift)
    crc = crc32Combine(crc, part.crc, part.shift)
  })
  const trailer = Buffer.allocUnsafe(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(spliced.size >>> 0, 4)

  const pieces: Buffer[] = []
  spliced.runs.forEach((run, i) => {
    if (i > 0) pieces.push(stored)
    pieces.push(run)
  })
  pieces.push(trailer)
  const stream = Buffer.concat(pieces)
  // As a plain view of the bytes, which a `Response` takes.
  return new Uint8Array(stream.buffer as ArrayBuffer, stream.byteOffset, stream.byteLength)
}

// CRC-32 of a concatenation from the CRC-32s of its parts, as zlib's crc32_combine does it: a
// CRC is moved past `n` bytes by multiplying it by x^(8n) modulo the CRC's polynomial.
const CRC_POLYNOMIAL = 0xedb88320
/** `a` times `b` modulo the polynomial, both in the CRC's reflected bit order. */
function multiplyModulo(a: number, b: number): number {
  let product = 0
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) product ^= b
    b = b & 1 ? (b >>> 1) ^ CRC_POLYNOMIAL : b >>> 1
  }
  return product >>> 0
}
/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X_TO_TWO_TO_THE = (() => {
  const table = [0x40000000] // x^1
  for (let k = 1; k < 32; k++) table.push(multiplyModulo(table[k - 1]!, table[k - 1]!))
  return table
})()
/** The operator that moves a CRC past `bytes` bytes: x^(8 bytes) modulo the polynomial. */
export function crc32Shift(bytes: number): number {
  let operator = 0x80000000 // x^0
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2 === 1) operator = multiplyModulo(X_TO_TWO_TO_THE[k % 32]!, operator)
  return operator
}
/** The CRC-32 of `a` then `b`, from `a`'s CRC, `b`'s CRC and the shift for `b`'s length. */
export const crc32Combine = (crcA: number, crcB: number, shiftB: number): number => (multiplyModulo(shiftB, crcA) ^ crcB) >>> 0

/** The last 32 KB of `bytes`: all a dictionary can be. */
const tail = (bytes: Buffer): Buffer => (bytes.length > WINDOW_BYTES ? bytes.subarray(bytes.length - WINDOW_BYTES) : bytes)

// Deflate's fixed codes (RFC 1951 3.2.5-6): lengths 3-258 and distances 1-32768 as a code and extra bits.
const LENGTH_BASES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
const DISTANCE_BASES = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

/** The index of the last base not above `value`. */
const codeFor = (bases: readonly number[], value: number): number => {
  let index = bases.length - 1
  while (bases[index]! > value) index--
  return index
}

/**
 * A block of fixed codes holding one match of `length` bytes at `distance`, then an empty stored
 * block, so that what follows starts on a byte as the deflated parts do.
 */
function matchBlock(length: number, distance: number): Buffer {
  const bits = new BitWriter()
  bits.write(0, 1) // not last
  bits.write(1, 2) // fixed codes
  const lengthCode = codeFor(LENGTH_BASES, length)
  const symbol = 257 + lengthCode
  // Symbols 256-279 have 7-bit codes (0000000 up), 280-287 8-bit ones (11000000 up); Huffman codes go most significant bit first.
  if (symbol <= 279) bits.writeCode(symbol - 256, 7)
  else bits.writeCode(0xc0 + symbol - 280, 8)
  bits.write(length - LENGTH_BASES[lengthCode]!, LENGTH_EXTRA[lengthCode]!)
  const distanceCode = codeFor(DISTANCE_BASES, distance)
  bits.writeCode(distanceCode, 5)
  bits.write(distance - DISTANCE_BASES[distanceCode]!, DISTANCE_EXTRA[distanceCode]!)
  bits.writeCode(0, 7) // end of block
  bits.write(0, 3) // an empty stored block, not last
  return Buffer.concat([bits.flush(), Buffer.from([0x00, 0x00, 0xff, 0xff])])
}

/** Bits packed as deflate packs them: each byte filled from its least significant bit. */
class BitWriter {
  private readonly bytes: number[] = []
  private current = 0
  private used = 0

  /** `count` bits of `value`, least significant first (header fields, extra bits). */
  write(value: number, count: number): void {
    for (let i = 0; i < count; i++) this.bit((value >> i) & 1)
  }

  /** A Huffman code of `count` bits, most significant first. */
  writeCode(code: number, count: number): void {
    for (let i = count - 1; i >= 0; i--) this.bit((code >> i) & 1)
  }

  /** The bytes written, the last one padded with zeros. */
  flush(): Buffer {
    if (this.used > 0) this.bytes.push(this.current)
    this.current = 0
    this.used = 0
    return Buffer.from(this.bytes)
  }

  private bit(value: number): void {
    this.current |= value << this.used
    if (++this.used === 8) {
      this.bytes.push(this.current)
      this.current = 0
      this.used = 0
    }
  }
}
