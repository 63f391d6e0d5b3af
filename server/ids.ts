import { randomBytes } from 'node:crypto'
import { NO_ID } from '~/contract/api/common'

/**
 * A new random id: 24 lowercase hex characters (96 bits from the CSPRNG). The all-zero id
 * means "none" in the contract, so it is never handed out (odds 2^-96, but it costs nothing).
 */
export function newId(): string {
  for (;;) {
    const id = randomBytes(12).toString('hex')
    if (id !== NO_ID) return id
  }
}

export { NO_ID }
