import type { ProviderStatus } from '../../contract/api/user'
import type { ProvidersRepository } from '../db/repositories/providers-repository'

export type ProviderService = {
  /** The caller's provider record status; null when they never started one. */
  status(userId: string): Promise<ProviderStatus>
}

export function createProviderService(repo: ProvidersRepository): ProviderService {
  return {
    async status(userId) {
      const provider = await repo.findByUserId(userId)
      return { verify_status: provider?.verifyStatus ?? null }
    },
  }
}
