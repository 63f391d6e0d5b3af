import { NO_ID } from '~/contract/api/common'
import { pooledRandom } from './random-pool'

/**
 * A new random id: 24 lowercase hex characters (96 bits from the CSPRNG, through random-pool.ts).
 * The all-zero id means "none" in the contract, so it is never handed out (odds 2^-96, but it
 * costs nothing).
 */
export function newId(): string {
  for (;;) {
    const id = pooledRandom(12, 'hex')
    if (id !== NO_ID) return id
  }
}

export { NO_ID }
