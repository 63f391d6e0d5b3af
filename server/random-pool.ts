import { randomFillSync } from 'node:crypto'

/**
 * Random bytes for the values the server makes on every request or record (CSP nonces, request
 * ids, new ids), taken from a pool of CSPRNG output that is refilled when used up, as Node's
 * `randomUUID()` does: one `randomBytes()` call cost about 5 µs, a slice of the pool 0.15 µs. Each
 * byte is handed out once, and the pool is never seen anywhere else. Secrets kept for a long time
 * (refresh tokens, tickets, the signing secret) take theirs from `randomBytes` directly.
 */
const POOL_BYTES = 4096
const pool = Buffer.alloc(POOL_BYTES)
let used = POOL_BYTES

/** `bytes` fresh random bytes (at most 256), as hex or base64url text. */
export function pooledRandom(bytes: number, encoding: 'hex' | 'base64url'): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > 256) throw new RangeError(`pooledRandom takes 1 to 256 bytes (got ${bytes})`)
  if (used + bytes > POOL_BYTES) {
    randomFillSync(pool)
    used = 0
  }
  const text = pool.toString(encoding, used, used + bytes)
  used += bytes
  return text
}
