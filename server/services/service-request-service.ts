import type { RequestStatus, ServiceRequestPage } from '~/contract/api/catalogue'
import type { ServiceRequestsRepository } from '~/server/db/repositories/service-requests-repository'
import type { CategoryService } from './category-service'

export type ServiceRequestService = {
  /** Requests under `domainId` (any depth; 404 when unknown), open first, newest first. */
  list(filter: { domainId?: string | undefined; status?: RequestStatus | undefined }, window: { skip: number; limit: number }): Promise<ServiceRequestPage>
}

export function createServiceRequestService(repo: ServiceRequestsRepository, categories: CategoryService): ServiceRequestService {
  return {
    async list(filter, window) {
      if (filter.domainId !== undefined) await categories.requireExists(filter.domainId, 'No such domain')
      const { rows, total } = await repo.list(filter, window)
      return {
        items: rows.map((r) => ({
          _id: r.id,
          title: r.title,
          description: r.description,
          category: {
            _id: r.category.id,
            name: r.category.nameTh,
            locale: { EN: r.category.nameEn, TH: r.category.nameTh, CN: r.category.nameCn },
            tree: r.category.tree,
          },
          budget: r.budget,
          status: r.status,
          requester: { username: r.requesterUsername },
          created_at: r.createdAt.toISOString(),
        })),
        total,
        skip: window.skip,
        limit: window.limit,
      }
    },
  }
}
