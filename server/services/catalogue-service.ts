import {
  TUTORING_CATEGORY_ID,
  type ProviderProfile,
  type ReviewPage,
  type Service,
  type ServiceCard,
  type ServicePage,
  type SessionType,
  type TimeOfDay,
} from '~/contract/api/catalogue'
import { MAX_LIMIT } from '~/contract/api/paging'
import { usernameOf } from '~/contract/values/username'
import type { CatalogueServicesRepository, ServiceFilter, ServiceRow } from '~/server/db/repositories/catalogue-services-repository'
import { AppError } from '~/server/errors'
import type { CategoryService } from './category-service'
import { isoInOffset, utcWeekHoursOf, weeklyGrid } from './weekly-schedule'

type Window = { skip: number; limit: number }

/** The search criteria of both search calls (the token-only one and our public one). */
export type ServiceSearch = {
  readonly categoryId?: string | undefined
  readonly keyword?: string | undefined
  readonly priceMin?: number | undefined
  readonly priceMax?: number | undefined
  readonly sessionType?: SessionType | undefined
  readonly day?: number | undefined
  readonly timeOfDay?: TimeOfDay | undefined
  /** Hours from GMT in which `day` and `timeOfDay` are meant. */
  readonly offsetHours: number
}

export type CatalogueService = {
  /** Public services in the category and under it; 404 when the category is unknown. */
  browse(categoryId: string, window: Window): Promise<ServicePage>
  /** Public services under the tutoring root (empty if that root is missing). */
  latestTutoring(window: Window): Promise<ServicePage>
  search(criteria: ServiceSearch, window: Window): Promise<ServicePage>
  /** One public service in the caller's offset; 404 unless public. */
  view(serviceId: string, offsetHours: number): Promise<Service>
  /** 404 unless the service is public. */
  reviews(serviceId: string, window: Window): Promise<ReviewPage>
  /** 404 unless `username` is an approved provider. */
  profile(username: string): Promise<ProviderProfile>
}

const nullIfEmpty = (s: string) => (s === '' ? null : s)

export function toServiceCard(row: ServiceRow): ServiceCard {
  return {
    _id: row.id,
    category_id: row.categoryId,
    category: {
      _id: row.category.id,
      name: row.category.nameTh,
      locale: { EN: row.category.nameEn, TH: row.category.nameTh, CN: row.category.nameCn },
      tree: row.category.tree,
    },
    provider: {
      user_id: row.provider.userId,
      provider_id: row.provider.id,
      username: row.provider.username,
      display_name: row.provider.displayName || row.provider.username,
      profile_picture: nullIfEmpty(row.provider.profilePicture),
      rating: row.providerRating,
    },
    title: row.title,
    description: row.description,
    price: row.price,
    enabled_instant: row.enabledInstant,
    enabled_public_session: row.enabledPublicSession,
    enabled_private_session: row.enabledPrivateSession,
    minutes_per_session: row.minutesPerSession,
    max_attendees_per_session: row.maxAttendeesPerSession,
    min_attendees_for_private: row.minAttendeesForPrivate,
    example_documents: row.exampleDocuments,
    video: nullIfEmpty(row.video),
    thumbnails: row.thumbnails,
    highlights: row.highlights,
    require_items: row.requireItems,
    proof_picture: nullIfEmpty(row.proofPicture),
    verify_status: row.verifyStatus,
    visible: row.visible,
    rating: row.rating,
    created_at: row.createdAt.toISOString(),
  }
}

export function createCatalogueService(repo: CatalogueServicesRepository, categories: CategoryService): CatalogueService {
  const list = async (filter: ServiceFilter, window: Window): Promise<ServicePage> => {
    const { rows, total } = await repo.listPublic(filter, window)
    return { items: rows.map(toServiceCard), total, skip: window.skip, limit: window.limit }
  }
  const requirePublic = async (serviceId: string) => {
    const row = await repo.findPublicById(serviceId)
    // Hidden, unapproved and unknown look the same from outside.
    if (!row) throw AppError.notFound('No such service')
    return row
  }

  return {
    async browse(categoryId, window) {
      await categories.requireExists(categoryId)
      return list({ categoryId }, window)
    },

    latestTutoring: (window) => list({ categoryId: TUTORING_CATEGORY_ID }, window),

    async search(criteria, window) {
      if (criteria.categoryId !== undefined) await categories.requireExists(criteria.categoryId)
      const byTime = criteria.day !== undefined || criteria.timeOfDay !== undefined
      return list(
        {
          categoryId: criteria.categoryId,
          keyword: criteria.keyword || undefined,
          priceMin: criteria.priceMin,
          priceMax: criteria.priceMax,
          sessionType: criteria.sessionType,
          openAnyOf: byTime ? utcWeekHoursOf(criteria.day, criteria.timeOfDay, criteria.offsetHours) : undefined,
        },
        window,
      )
    },

    async view(serviceId, offsetHours) {
      const row = await requirePublic(serviceId)
      return {
        ...toServiceCard(row),
        created_at: isoInOffset(row.createdAt, offsetHours),
        opens: weeklyGrid(row.openHours, offsetHours),
      }
    },

    async reviews(serviceId, window) {
      const { rating } = await requirePublic(serviceId)
      const rows = await repo.listReviews(serviceId, window)
      return {
        items: rows.map((r) => ({
          _id: r.id,
          rating: r.rating,
          text: r.text,
          reviewer: { username: r.reviewerUsername, profile_picture: nullIfEmpty(r.reviewerPicture) },
          created_at: r.createdAt.toISOString(),
        })),
        total: rating.count,
        skip: window.skip,
        limit: window.limit,
        average: rating.average,
      }
    },

    async profile(username) {
      // Compared in its stored form; a name no account could have is no one's.
      const stored = usernameOf(username)
      const provider = stored === null ? undefined : await repo.findApprovedProviderByUsername(stored)
      if (!provider) throw AppError.notFound('No such provider')
      const { items } = await list({ providerId: provider.providerId }, { skip: 0, limit: MAX_LIMIT })
      return {
        username: provider.username,
        display_name: provider.displayName || provider.username,
        profile_picture: nullIfEmpty(provider.profilePicture),
        about: provider.about,
        provider_id: provider.providerId,
        rating: provider.rating,
        services: items,
      }
    },
  }
}
