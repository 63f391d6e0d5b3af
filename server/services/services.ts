import { SOCKET_CLOSE_CODES, socketFrame } from '~/contract/socket'
import type { Deps } from '~/server/deps'
import { createBlogsRepository } from '~/server/db/repositories/blogs-repository'
import { createBookingsRepository } from '~/server/db/repositories/bookings-repository'
import { createBoardRepository, type BoardRepository } from '~/server/db/repositories/board-repository'
import { createExtensionsRepository } from '~/server/db/repositories/extensions-repository'
import { createRealtimeRepository, type RealtimeRepository } from '~/server/db/repositories/realtime-repository'
import { createCatalogueServicesRepository } from '~/server/db/repositories/catalogue-services-repository'
import { createCategoriesRepository } from '~/server/db/repositories/categories-repository'
import { createContentsRepository } from '~/server/db/repositories/contents-repository'
import { createHealthRepository } from '~/server/db/repositories/health-repository'
import { createOtpRepository } from '~/server/db/repositories/otp-repository'
import { createProvidersRepository } from '~/server/db/repositories/providers-repository'
import { createRefreshTokensRepository } from '~/server/db/repositories/refresh-tokens-repository'
import { createServiceRequestsRepository } from '~/server/db/repositories/service-requests-repository'
import { createUsersRepository } from '~/server/db/repositories/users-repository'
import { createAvatarStore } from '~/server/uploads/avatar-store'
import { createNotificationsRepository } from '~/server/db/repositories/notifications-repository'
import { pushMessages } from '~/server/push/messages'
import { createNotificationService, type NotificationService } from './notification-service'
import { createAdminRepository } from '~/server/db/repositories/admin-repository'
import { createAdminService, type AdminService } from './admin-service'
import { createMyServicesService, type MyServicesService } from './my-services-service'
import { createDocumentStore, createServiceImageStore } from '~/server/uploads/file-store'
import { createDecodeBudget } from '~/server/uploads/image-decode'
import { createSurveysRepository } from '~/server/db/repositories/surveys-repository'
import { createAuthService, type AuthService } from './auth-service'
import { createSurveyService, type SurveyService } from './survey-service'
import { createAvatarService, type AvatarService } from './avatar-service'
import { createBlogService, type BlogService } from './blog-service'
import { createBookingService, type BookingService } from './booking-service'
import type { Hub } from '~/server/realtime/hub'
import { createBoardService, type BoardService } from './board-service'
import { createExtensionService, type ExtensionService } from './extension-service'
import { createRealtimeService, type RealtimeService } from './realtime-service'
import { createCatalogueService, type CatalogueService } from './catalogue-service'
import { createCategoryService, type CategoryService } from './category-service'
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
  /** The hub's shared room state (presence, chat, attendance): the hub's, beside the ticket service's use of it. */
  readonly rooms: RealtimeRepository
  /** A session's whiteboard over HTTP (the whole board). */
  readonly board: BoardService
  /** The whiteboards' strokes: the hub's, which keeps what the room draws. */
  readonly boards: BoardRepository
  /** A provider's own services (create, update, visibility, delete, images). */
  readonly myServices: MyServicesService
  readonly admin: AdminService
  readonly notifications: NotificationService
}

/**
 * What the services tell the live-session hub: a request for more time changed (both people in
 * the room hear it), a user signed out (their sockets close). The hub is built from the services,
 * so backend.ts hands over a forwarder to it.
 */
export type SessionSockets = Pick<Hub, 'announce' | 'closeUser'>

/**
 * The one service graph: every service once, wired to its repositories and to each other.
 * backend.ts calls this once and gives the result to the HTTP app and to the hub.
 */
export function createServices(deps: Deps, sockets: SessionSockets): Services {
  const { db, log, now, config } = deps
  const users = createUsersRepository(db)
  const tokens = createTokenService({
    secret: config.authSecret,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    reuseGraceSeconds: config.refreshReuseGraceSeconds,
    now,
    refreshTokens: createRefreshTokensRepository(db),
    users,
  })
  const otp = createOtpService({ repo: createOtpRepository(db), delivery: deps.delivery, secret: config.authSecret, now, log, limits: config.signInLimits })
  // Uploaded images decoded for one user (or, at registration, one client address) a minute.
  const decodeBudget = createDecodeBudget(deps.rateLimiter, config.imageUploadsPerMinute)
  const avatars = createAvatarService(createAvatarStore(config.dataDir), log, decodeBudget)
  const categories = createCategoryService(createCategoriesRepository(db))
  const rooms = createRealtimeRepository(db)
  const boards = createBoardRepository(db)
  const notifications = createNotificationService({ repo: createNotificationsRepository(db), ...deps.push, now, log })
  const providers = createProviderService({
    repo: createProvidersRepository(db),
    documents: createDocumentStore(config.dataDir),
    now,
    log,
    decodeBudget,
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
    auth: createAuthService({
      users,
      otp,
      tokens,
      avatars,
      rateLimiter: deps.rateLimiter,
      now,
      limits: config.signInLimits,
      events: {
        // 4001: the client does not reconnect. A socket that will not close never fails the logout.
        signedOut: (userId) =>
          sockets.closeUser(userId, SOCKET_CLOSE_CODES.loggedOut, 'signed out').catch((err: unknown) => {
            log.warn('closing sockets on logout failed', { error: err })
          }),
      },
    }),
    tokens,
    users: createUserService({ users, avatars, now }),
    providers,
    avatars,
    surveys: createSurveyService(createSurveysRepository(db), deps.rateLimiter),
    categories,
    catalogue: createCatalogueService(catalogueRepo, categories),
    serviceRequests: createServiceRequestService(createServiceRequestsRepository(db), categories),
    blogs: createBlogService(createBlogsRepository(db), categories),
    bookings: createBookingService({
      repo: bookingsRepo,
      now,
      limits: config.bookingLimits,
      events: { created: (b) => notifications.notify(b.provider.id, pushMessages.newBooking(b.service.title, b.id)) },
    }),
    extensions: createExtensionService({
      repo: createExtensionsRepository(db),
      findBooking: (id) => bookingsRepo.findById(id),
      now,
      announce: async (booking, topic, entity, bookingChanged) => {
        // Both people hear every step; the hub re-reads a booking whose end moved before telling them.
        await sockets.announce(booking.roomName, [socketFrame(topic, entity)], { bookingChanged })
      },
    }),
    realtime: createRealtimeService({ repo: rooms, now, ice: config.ice, ticketsPerUser: config.realtimeCaps.ticketsPerUser }),
    rooms,
    board: createBoardService({ repo: boards, findBooking: (id) => bookingsRepo.findById(id) }),
    boards,
    myServices: createMyServicesService({ repo: catalogueRepo, providers, categories, images: createServiceImageStore(config.dataDir), decodeBudget }),
    notifications,
    admin: createAdminService({ repo: createAdminRepository(db), bookings: bookingsRepo, providers, now, log }),
  }
}
