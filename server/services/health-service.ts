import type { HealthRepository } from '~/server/db/repositories/health-repository'

export type HealthService = {
  /** True when the database answers within the time limit. */
  isHealthy(): Promise<boolean>
}

// A hung database must not hang the load balancer's probe too.
const PING_TIMEOUT_MS = 2_000

export function createHealthService(repo: HealthRepository): HealthService {
  return {
    async isHealthy() {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS)
      })
      try {
        await Promise.race([repo.ping(), timeout])
        return true
      } catch {
        return false
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
