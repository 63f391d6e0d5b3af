import type { BookingLimits, RealtimeCaps, SignInLimits } from '../config'
import type { Database } from '../db/client'
import { createBlogsRepository } from '../db/repositories/blogs-repository'
import { createBookingsRepository } from '../db/repositories/bookings-repository'
import { createExtensionsRepository } from '../db/repositories/extensions-repository'
import { createRealtimeRepository, type RealtimeRepository } from '../db/repositories/realtime-repository'
import { createCatalogueServicesRepository } from '../db/repositories/catalogue-services-repository'
import { createCategoriesRepository } from '../db/repositories/categories-repository'
import { createContentsRepository } from '../db/repositories/contents-repository'
import { createHealthRepository } from '../db/repositories/health-repository'
import { createOtpRepository } from '../db/repositories/otp-repository'
import { createProvidersRepository } from '../db/repositories/providers-repository'
import { createRefreshTokensRepository } from '../db/repositories/refresh-tokens-repository'
import { createServiceRequestsRepository } from '../db/repositories/service-requests-repository'
import { createUsersRepository } from '../db/repositories/users-repository'
import type { OtpDelivery } from '../delivery/otp-delivery'
import type { Logger } from '../log'
import type { RateLimiter } from '../rate-limit/rate-limiter'
import { createAvatarStore } from '../uploads/avatar-store'
import { createNotificationsRepository } from '../db/repositories/notifications-repository'
import { pushMessages } from '../push/messages'
import type { PushEndpointRule } from '../push/push-endpoints'
import type { PushQueue } from '../push/push-queue'
import { createNotificationService, type NotificationService } from './notification-service'
import { createAdminRepository } from '../db/repositories/admin-repository'
import { createAdminService, type AdminService } from './admin-service'
import { createMyServicesService, type MyServicesService } from './my-services-service'
import { createDocumentStore, createServiceImageStore } from '../uploads/file-store'
import { createSurveysRepository } from '../db/repositories/surveys-repository'
import { createAuthService, type AuthService } from './auth-service'
import { createSurveyService, type SurveyService } from './survey-service'
import { createAvatarService, type AvatarService } from './avatar-service'
import { createBlogService, type BlogService } from './blog-service'
import { createBookingService, type BookingService } from './booking-service'
import type { Hub } from '../realtime/hub'
import { createExtensionService, type ExtensionService } from './extension-service'
import { createRealtimeService, type IceConfig, type RealtimeService } from './realtime-service'
import { createCatalogueService, type CatalogueService } from './catalogue-service'
import { createCategoryService, type CategoryService } from './category-service'
import type { Clock } from './clock'
import { createContentsService, type ContentsService } from './contents-service'
import { createHealthService, type HealthService } from './health-service'
import { createOtpService } from './otp-service'
import { createProviderService, type ProviderService } from './provider-service'
import { createServiceRequestService, type ServiceRequestService } from './service-request-service'
import { createTokenService, type TokenService } from './token-service'
import { createUserService, type UserService } from './user-service'

/** Every service, wired to its repositories. Route modules receive this, never the database. */
export type Services = {
  readonly health: HealthService
  readonly contents: ContentsService
  readonly auth: AuthService
  readonly tokens: TokenService
  readonly users: UserService
  readonly providers: ProviderService
  readonly avatars: AvatarService
  readonly surveys: SurveyService
  readonly categories: CategoryService
  /** Services offered by providers (browse, search, view, reviews, public profiles). */
  readonly catalogue: CatalogueService
  readonly serviceRequests: ServiceRequestService
  readonly blogs: BlogService
  readonly bookings: BookingService
  /** More time in a running session: asked, paid in the app, answered by the provider. */
  readonly extensions: ExtensionService
  /** Socket tickets and ICE servers. */
  readonly realtime: RealtimeService
  /** The hub's shared room state (presence, chat, attendance); only the hub uses it. */
  readonly rooms: RealtimeRepository
  /** A provider's own services (create, update, visibility, delete, images). */
  readonly myServices: MyServicesService
  readonly admin: AdminService
  readonly notifications: NotificationService
}

export type ServiceContext = {
  readonly db: Database
  readonly log: Logger
  readonly now: Clock
  readonly authSecret: string
  readonly accessTokenTtlSeconds: number
  readonly refreshTokenTtlSeconds: number
  readonly refreshReuseGraceSeconds: number
  readonly signInLimits: SignInLimits
  readonly bookingLimits: BookingLimits
  readonly realtimeCaps: RealtimeCaps
  readonly dataDir: string
  readonly delivery: OtpDelivery
  readonly rateLimiter: RateLimiter
  readonly ice: IceConfig
  readonly push: { readonly queue: PushQueue; readonly vapidPublicKey: string; readonly endpoints: PushEndpointRule }
  /** The live-session hub, told when a request for more time changes; absent in tests that run none. */
  readonly hub?: Pick<Hub, 'announce'> | undefined
}

export function createServices(ctx: ServiceContext): Services {
  const { db, log, now } = ctx
  const users = createUsersRepository(db)
  const tokens = createTokenService({
    secret: ctx.authSecret,
    accessTtlSeconds: ctx.accessTokenTtlSeconds,
    refreshTtlSeconds: ctx.refreshTokenTtlSeconds,
    reuseGraceSeconds: ctx.refreshReuseGraceSeconds,
    now,
    refreshTokens: createRefreshTokensRepository(db),
    users,
  })
  const otp = createOtpService({ repo: createOtpRepository(db), delivery: ctx.delivery, secret: ctx.authSecret, now, log, limits: ctx.signInLimits })
  const avatars = createAvatarService(createAvatarStore(ctx.dataDir), log)
  const categories = createCategoryService(createCategoriesRepository(db))
  const rooms = createRealtimeRepository(db)
  const notifications = createNotificationService({ repo: createNotificationsRepository(db), ...ctx.push, now, log })
  const providers = createProviderService({
    repo: createProvidersRepository(db),
    documents: createDocumentStore(ctx.dataDir),
    now,
    log,
    events: {
      // notify() catches its own failures; the push itself is queued, never awaited.
      reviewed: (userId, outcome) => notifications.notify(userId, outcome === 'approved' ? pushMessages.verificationApproved() : pushMessages.verificationRejected()),
    },
  })
  const catalogueRepo = createCatalogueServicesRepository(db)
  const bookingsRepo = createBookingsRepository(db)
  return {
    health: createHealthService(createHealthRepository(db)),
    contents: createContentsService(createContentsRepository(db)),
    auth: createAuthService({ users, otp, tokens, avatars, rateLimiter: ctx.rateLimiter, now, limits: ctx.signInLimits }),
    tokens,
    users: createUserService({ users, avatars, now }),
    providers,
    avatars,
    surveys: createSurveyService(createSurveysRepository(db), ctx.rateLimiter),
    categories,
    catalogue: createCatalogueService(catalogueRepo, categories),
    serviceRequests: createServiceRequestService(createServiceRequestsRepository(db), categories),
    blogs: createBlogService(createBlogsRepository(db), categories),
    bookings: createBookingService({
      repo: bookingsRepo,
      now,
      limits: ctx.bookingLimits,
      events: { created: (b) => notifications.notify(b.provider.id, pushMessages.newBooking(b.service.title, b.id)) },
    }),
    extensions: createExtensionService({
      repo: createExtensionsRepository(db),
      findBooking: (id) => bookingsRepo.findById(id),
      now,
      announce: async (booking, topic, entity, bookingChanged) => {
        // Both people hear every step; the hub re-reads a booking whose end moved before telling them.
        await ctx.hub?.announce(booking.roomName, [JSON.stringify({ topic, entity })], { bookingChanged })
      },
    }),
    realtime: createRealtimeService({ repo: rooms, now, ice: ctx.ice, ticketsPerUser: ctx.realtimeCaps.ticketsPerUser }),
    rooms,
    myServices: createMyServicesService({ repo: catalogueRepo, providers, categories, images: createServiceImageStore(ctx.dataDir) }),
    notifications,
    admin: createAdminService({ repo: createAdminRepository(db), bookings: bookingsRepo, providers, now, log }),
  }
}
