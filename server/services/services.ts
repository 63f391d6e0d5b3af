import type { Database } from '../db/client'
import { createContentsRepository } from '../db/repositories/contents-repository'
import { createHealthRepository } from '../db/repositories/health-repository'
import { createContentsService, type ContentsService } from './contents-service'
import { createHealthService, type HealthService } from './health-service'

/** Every service, wired to its repositories. Route modules receive this, never the database. */
export type Services = {
  readonly health: HealthService
  readonly contents: ContentsService
}

export function createServices(db: Database): Services {
  return {
    health: createHealthService(createHealthRepository(db)),
    contents: createContentsService(createContentsRepository(db)),
  }
}
