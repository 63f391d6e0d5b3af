import { sql } from 'drizzle-orm'
import { bigint, boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { BoardStroke } from '~/contract/board'
import { newId, NO_ID } from '~/server/ids'

/**
 * The whole database schema, one file, so drizzle-kit sees every table. Change it, then run
 * `npm run db:generate` and commit the new SQL in ./migrations; never edit a generated migration.
 *
 * Conventions for new tables: ids are varchar(24) hex made by the app (`idColumn()`), snake_case
 * columns, `created_at`/`updated_at` as timestamptz (`timestamps()`).
 */

const idColumn = (name = 'id') => varchar(name, { length: 24 })

const instant = (name: string) => timestamp(name, { withTimezone: true })

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
})

export const userRole = pgEnum('user_role', ['normal', 'admin', 'operation', 'unknown'])

export const users = pgTable(
  'users',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    username: text('username').notNull().unique(),
    // Phone and e-mail are each optional (sign-up uses one of them) but unique when present;
    // Postgres unique constraints allow many NULLs, which is exactly that.
    phone: varchar('phone', { length: 10 }).unique(),
    email: text('email').unique(),
    role: userRole('role').notNull().default('normal'),
    // The contract's "none" id rather than NULL, because the client compares with 24 zeros.
    providerId: idColumn('provider_id').notNull().default(NO_ID),
    profilePicture: text('profile_picture').notNull().default(''),
    gender: text('gender'),
    birthdate: date('birthdate', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    check('users_id_hex', sql`${t.id} ~ '^[0-9a-f]{24}$'`),
    check('users_provider_id_hex', sql`${t.providerId} ~ '^[0-9a-f]{24}$'`),
    // Stored lowercased so uniqueness holds however the address was typed (spec 5 lowercases).
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
)

export const providerVerifyStatus = pgEnum('provider_verify_status', ['draft', 'submitted', 'approved', 'rejected'])

/** A user's provider record; its profile fields come with provider registration. At most one per user. */
export const providers = pgTable(
  'providers',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    userId: idColumn('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    verifyStatus: providerVerifyStatus('verify_status').notNull().default('draft'),
    // The public profile (`/profile/{username}`); empty until the provider writes one, and the
    // display name then falls back to the username.
    displayName: text('display_name').notNull().default(''),
    about: text('about').notNull().default(''),
    // Registration (issue 7): filled in steps while draft or rejected, read by staff once submitted.
    education: text('education').notNull().default(''),
    subjects: text('subjects')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experience: text('experience').notNull().default(''),
    lastStep: text('last_step').notNull().default('personal'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: varchar('reviewed_by', { length: 24 }),
    // The provider's weekly availability as UTC week-hours (day * 24 + hour, day 0 = Sunday).
    schedule: integer('schedule')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    // The reviews of the provider's public services (visible and approved): how many and the sum
    // of their stars, the services' own totals summed, kept by a trigger on `services` (migration
    // 0017), so a list shows each card's provider rating without summing their services again.
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check('providers_id_hex', sql`${t.id} ~ '^[0-9a-f]{24}$'`),
    check('providers_rating_totals', sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`),
    index('providers_verify_status_idx').on(t.verifyStatus),
  ],
)

/**
 * Identity documents and certificates of a registration. The file lives under
 * `DATA_DIR/private/documents/<id>`, never under the public uploads: only its owner and staff read it.
 */
export const providerDocumentKind = pgEnum('provider_document_kind', ['identity', 'certificate'])
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    providerId: idColumn('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: providerDocumentKind('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('provider_documents_id_hex', sql`${t.id} ~ '^[0-9a-f]{24}$'`), index('provider_documents_provider_id_idx').on(t.providerId)],
)

/*
 * One-time codes and their limits (README, "Sign-in limits"). A destination is a phone number or a
 * lowercased e-mail; a client is the address that asked (IPv4, or an IPv6 /64). Each limit is
 * counted per destination *and* client, with a short destination-wide cap on top, so nobody at
 * another address can use up the owner's sends, replace the owner's code or burn it with wrong
 * guesses. Times come from the service's clock, not `now()`, so tests can move it.
 */

/**
 * The live code of each destination and client: a new send from the same client replaces its
 * row, a send from another client adds one. Only an HMAC of the code is stored.
 */
export const otpClientCodes = pgTable(
  'otp_client_codes',
  {
    destination: text('destination').notNull(),
    client: text('client').notNull(),
    // Identifies this particular code: a check that read an older code cannot consume its replacement.
    id: idColumn().notNull().unique(),
    codeHash: text('code_hash').notNull(),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
  },
  (t) => [primaryKey({ columns: [t.destination, t.client] })],
)

/** Every send, for the per-client and destination-wide send limits; rows older than an hour are pruned on the next send. */
export const otpClientSends = pgTable(
  'otp_client_sends',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    destination: text('destination').notNull(),
    client: text('client').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [index('otp_client_sends_destination_sent_at_idx').on(t.destination, t.sentAt)],
)

/**
 * Wrong guesses of one client at one destination, counted in what they cost (one for each live
 * code tried), whichever code is live. `window_start` is the latest counted guess: the count
 * starts again once a whole window has passed without one (otp-repository.ts, reserveGuess).
 */
export const otpClientGuesses = pgTable(
  'otp_client_guesses',
  {
    destination: text('destination').notNull(),
    client: text('client').notNull(),
    windowStart: instant('window_start').notNull(),
    wrong: integer('wrong').notNull(),
  },
  (t) => [primaryKey({ columns: [t.destination, t.client] })],
)

/**
 * One row per destination: sends lock it (so the destination-wide cap is counted exactly however
 * many instances and connections send at once), and it counts the destination's wrong guesses
 * from every client together.
 */
export const otpDestinations = pgTable('otp_destinations', {
  destination: text('destination').primaryKey(),
  guessWindowStart: instant('guess_window_start'),
  wrongGuesses: integer('wrong_guesses').notNull().default(0),
})

/**
 * A sign-in: every refresh token rotated from one login belongs to its family. The family's
 * expiry is absolute (rotation does not extend it); revoking it ends every token in it.
 */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('refresh_token_families_user_id_idx').on(t.userId)],
)

/** Refresh tokens by SHA-256 (the token itself is never stored). `rotated_at` set: already used once. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: idColumn('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    rotatedAt: instant('rotated_at'),
  },
  (t) => [index('refresh_tokens_family_id_idx').on(t.familyId)],
)

/** Policy pages (terms, privacy) served at GET /v2/contents/{key}. */
export const contents = pgTable('contents', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
})

/** Answers to the site survey (`/survey`). Anonymous: no user, no address. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    rating: integer('rating').notNull(),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('survey_responses_rating', sql`${t.rating} between 1 and 5`)],
)

const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

const hexCheck = (table: string, column: AnyPgColumn) => check(`${table}_id_hex`, sql`${column} ~ '^[0-9a-f]{24}$'`)

/**
 * The category tree (spec 3, "Category"). `name_th` is also the answer's `name`. `tree` holds the
 * ancestor ids from the root down (empty for a root), so "this category and everything under it"
 * is one indexable test: `id = X or X = any(tree)`; `parent_id` is its last element, kept as a
 * column for the foreign key and the sub-category call.
 */
export const categories = pgTable(
  'categories',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    parentId: idColumn('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    tree: textArray('tree'),
    level: integer('level').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    description: text('description').notNull().default(''),
    picture: text('picture').notNull().default(''),
    pictureSquare: text('picture_square').notNull().default(''),
    pictureLandscape: text('picture_landscape').notNull().default(''),
    hamburgerBarVisible: boolean('hamburger_bar_visible').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    hexCheck('categories', t.id),
    check('categories_level', sql`${t.level} >= 1`),
    index('categories_parent_id_idx').on(t.parentId),
    index('categories_tree_idx').using('gin', t.tree),
  ],
)

/** Who may see a service besides its provider: only `approved` ones are ever public. */
export const serviceVerifyStatus = pgEnum('service_verify_status', ['pending', 'approved', 'rejected'])

/**
 * A provider's offer (spec 3, "Service default shape"). `open_hours` is the weekly availability
 * in UTC as week-hour indexes (day * 24 + hour, day 0 = Sunday, 0..167): searching by day or
 * time of day is then one array overlap, and the 7 x 24 grid of the answer is built from it.
 */
export const services = pgTable(
  'services',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    providerId: idColumn('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    categoryId: idColumn('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // Whole baht per session.
    price: integer('price').notNull(),
    openHours: integer('open_hours')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    enabledInstant: boolean('enabled_instant').notNull().default(false),
    enabledPublicSession: boolean('enabled_public_session').notNull().default(false),
    enabledPrivateSession: boolean('enabled_private_session').notNull().default(true),
    minutesPerSession: integer('minutes_per_session').notNull().default(60),
    maxAttendeesPerSession: integer('max_attendees_per_session').notNull().default(1),
    minAttendeesForPrivate: integer('min_attendees_for_private').notNull().default(1),
    exampleDocuments: textArray('example_documents'),
    video: text('video').notNull().default(''),
    thumbnails: textArray('thumbnails'),
    highlights: textArray('highlights'),
    requireItems: textArray('require_items'),
    proofPicture: text('proof_picture').notNull().default(''),
    verifyStatus: serviceVerifyStatus('verify_status').notNull().default('approved'),
    visible: boolean('visible').notNull().default(true),
    // How many reviews the service has and the sum of their stars, kept by a trigger on `reviews`
    // (migration 0015): a list shows ratings without reading every review of what it lists.
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    hexCheck('services', t.id),
    check('services_price', sql`${t.price} >= 0`),
    check('services_rating_totals', sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`),
    check('services_minutes', sql`${t.minutesPerSession} > 0`),
    index('services_category_id_idx').on(t.categoryId),
    index('services_provider_id_idx').on(t.providerId),
    index('services_created_at_idx').on(t.createdAt),
  ],
)

/** A consumer's review of a service, 1 to 5 stars. */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    serviceId: idColumn('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    reviewerId: idColumn('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    hexCheck('reviews', t.id),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    index('reviews_service_id_created_at_idx').on(t.serviceId, t.createdAt),
  ],
)

/** Spec 3, "Request status". */
export const serviceRequestStatus = pgEnum('service_request_status', ['pending', 'open', 'closed'])

/** A consumer's tutoring job request (`/tutoring/jobs`). */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    categoryId: idColumn('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    requesterId: idColumn('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // Whole baht the requester offers for the job.
    budget: integer('budget').notNull(),
    status: serviceRequestStatus('status').notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    hexCheck('service_requests', t.id),
    check('service_requests_budget', sql`${t.budget} >= 0`),
    index('service_requests_category_id_idx').on(t.categoryId),
  ],
)

/** Blog sections (courses, how to use), per domain (a root category such as tutoring). */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    domainId: idColumn('domain_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [hexCheck('blog_categories', t.id)],
)

/**
 * Blog posts. `content_html` is stored already sanitized (server/html/blog-html.ts, applied by the
 * repository's save path), so every reader may render it as is.
 */
export const blogs = pgTable(
  'blogs',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    blogCategoryId: idColumn('blog_category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    coverPicture: text('cover_picture').notNull().default(''),
    author: text('author').notNull().default(''),
    contentHtml: text('content_html').notNull(),
    ...timestamps(),
  },
  (t) => [hexCheck('blogs', t.id), index('blogs_blog_category_id_created_at_idx').on(t.blogCategoryId, t.createdAt)],
)

/**
 * A consumer's booked session with a provider's service. `room_name` names its live-session room
 * (unguessable, so it says nothing about the booking). Times come from the service's clock.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    serviceId: idColumn('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    consumerId: idColumn('consumer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The provider's user (not the providers row): the socket and the token know users.
    providerUserId: idColumn('provider_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomName: text('room_name').notNull().unique(),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    // Set by whichever instance claims the "room is open" notification, so it goes out once.
    readyNotifiedAt: instant('ready_notified_at'),
    ...timestamps(),
  },
  (t) => [
    hexCheck('bookings', t.id),
    check('bookings_times', sql`${t.endAt} > ${t.startAt}`),
    check('bookings_two_people', sql`${t.consumerId} <> ${t.providerUserId}`),
    // By person and end: every per-person query reads bookings that have not ended (the upcoming
    // list, the overlap check and the caps when booking), and the range on end_at keeps it to those,
    // where an index on start_at made them walk through every past booking of the person.
    index('bookings_consumer_id_end_at_idx').on(t.consumerId, t.endAt),
    index('bookings_provider_user_id_end_at_idx').on(t.providerUserId, t.endAt),
  ],
)

export const extensionStatus = pgEnum('extension_status', ['awaiting_payment', 'paid', 'accepted', 'declined', 'cancelled'])
export const extensionPaidVia = pgEnum('extension_paid_via', ['top_up', 'pay_now'])

/**
 * A consumer's request for more time in a running session. Paid in the app (the payment service
 * marks it paid), then accepted or declined by the provider (or cancelled by the consumer before
 * that); accepting moves the booking's end.
 * A request still open when the session ends is expired, which is read from the booking's end
 * rather than written. At most one open request (awaiting payment or paid) per booking.
 */
export const bookingExtensions = pgTable(
  'booking_extensions',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    bookingId: idColumn('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    // Whole baht, fixed when asked for.
    price: integer('price').notNull(),
    status: extensionStatus('status').notNull().default('awaiting_payment'),
    paidVia: extensionPaidVia('paid_via'),
    requestedAt: instant('requested_at').notNull(),
    paidAt: instant('paid_at'),
    decidedAt: instant('decided_at'),
    ...timestamps(),
  },
  (t) => [
    hexCheck('booking_extensions', t.id),
    check('booking_extensions_minutes', sql`${t.minutes} > 0`),
    check('booking_extensions_price', sql`${t.price} >= 0`),
    uniqueIndex('booking_extensions_open_idx').on(t.bookingId).where(sql`${t.status} in ('awaiting_payment', 'paid')`),
    index('booking_extensions_booking_id_requested_at_idx').on(t.bookingId, t.requestedAt),
  ],
)

/**
 * Single-use tickets for `/ws?token=`. Only a SHA-256 of the ticket is kept; using one deletes it,
 * so a ticket that leaked into a log after use is worthless. Shared by every instance.
 */
export const realtimeTickets = pgTable(
  'realtime_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The session (refresh-token family) of the access token the ticket was asked for with: a
    // ticket of a session that has ended opens nothing. Empty only for tickets issued before
    // tickets named their session, which are refused.
    familyId: idColumn('family_id').references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
  },
  // A user's unexpired tickets are counted at every issue (REALTIME_TICKETS_PER_USER).
  (t) => [index('realtime_tickets_expires_at_idx').on(t.expiresAt), index('realtime_tickets_user_id_expires_at_idx').on(t.userId, t.expiresAt)],
)

/**
 * Chat of a session room. `message_id` is the sender's, so a message resent after a reconnect is
 * stored once. `seq` is the order messages were stored in: it orders messages of the same
 * millisecond, so "the newest" a room keeps (REALTIME_CHAT_MESSAGES_PER_ROOM) is well defined.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    bookingId: idColumn('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    senderId: idColumn('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    text: text('text').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [
    hexCheck('chat_messages', t.id),
    uniqueIndex('chat_messages_sender_message_idx').on(t.bookingId, t.senderId, t.messageId),
    index('chat_messages_booking_id_sent_at_idx').on(t.bookingId, t.sentAt),
  ],
)

/**
 * Every open WebSocket, by user, so the cap on sockets per user (REALTIME_SOCKETS_PER_USER) holds
 * across instances. Rows of an instance whose heartbeat is old do not count; they are removed with it.
 */
export const realtimeSockets = pgTable(
  'realtime_sockets',
  {
    connectionId: text('connection_id').primaryKey(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    openedAt: instant('opened_at').notNull(),
  },
  (t) => [index('realtime_sockets_user_id_idx').on(t.userId), index('realtime_sockets_instance_id_idx').on(t.instanceId)],
)

/** The server processes running the WebSocket hub; a row whose heartbeat is old belongs to a dead one. */
export const realtimeInstances = pgTable('realtime_instances', {
  id: text('id').primaryKey(),
  heartbeatAt: instant('heartbeat_at').notNull(),
})

/**
 * Who is in which room right now, shared by every instance so a room can span two processes.
 * One row per participant: a newer connection (another tab, a reconnect) takes the row over.
 */
export const roomPresence = pgTable(
  'room_presence',
  {
    bookingId: idColumn('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectionId: text('connection_id').notNull(),
    instanceId: text('instance_id').notNull(),
    displayName: text('display_name').notNull(),
    camera: boolean('camera').notNull().default(false),
    microphone: boolean('microphone').notNull().default(false),
    screen: boolean('screen').notNull().default(false),
    inCall: boolean('in_call').notNull().default(false),
    // The participant's current call (one run of their call page), null while not in the call.
    callId: text('call_id'),
    enteredAt: instant('entered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.userId] })],
)

/**
 * A booking's whiteboard (contract/board.ts): its version (one more for every kept change) and
 * what it holds, counted for its limits. The row is locked by every write, one writer per board.
 */
export const boards = pgTable('boards', {
  bookingId: idColumn('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  strokes: integer('strokes').notNull().default(0),
  bytes: integer('bytes').notNull().default(0),
})

/** What a board stroke keeps besides its id, page and author: the contract's stroke fields. */
export type BoardStrokeData = Pick<BoardStroke, 'tool' | 'color' | 'width' | 'points' | 'text'>

/**
 * The strokes of a board, in drawing order (`seq`). A stroke taken away (undo, the eraser) stays,
 * marked, so its author can bring it back; clearing a page deletes its strokes.
 */
export const boardStrokes = pgTable(
  'board_strokes',
  {
    bookingId: idColumn('booking_id')
      .notNull()
      .references(() => boards.bookingId, { onDelete: 'cascade' }),
    strokeId: text('stroke_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    authorId: idColumn('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    page: smallint('page').notNull(),
    data: jsonb('data').$type<BoardStrokeData>().notNull(),
    bytes: integer('bytes').notNull(),
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.strokeId] }), index('board_strokes_booking_id_seq_idx').on(t.bookingId, t.seq)],
)

/** Each stretch of time a participant spent in the call, for the session summary. */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    bookingId: idColumn('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: instant('joined_at').notNull(),
    leftAt: instant('left_at'),
  },
  (t) => [hexCheck('session_attendance', t.id), index('session_attendance_booking_id_idx').on(t.bookingId, t.userId)],
)

/**
 * Cash-in and cash-out requests of the wallet (the wallet itself is in the app); staff approve or
 * reject them in the admin area.
 */
export const walletKind = pgEnum('wallet_kind', ['cash_in', 'cash_out'])
export const walletStatus = pgEnum('wallet_status', ['pending', 'approved', 'rejected'])
export const walletMethod = pgEnum('wallet_method', ['card', 'promptpay', 'bank_transfer'])
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: walletKind('kind').notNull(),
    amount: integer('amount').notNull(),
    method: walletMethod('method').notNull(),
    status: walletStatus('status').notNull().default('pending'),
    reason: text('reason'),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: idColumn('reviewed_by'),
    ...timestamps(),
  },
  (t) => [
    hexCheck('wallet_transactions', t.id),
    check('wallet_transactions_amount', sql`${t.amount} > 0`),
    index('wallet_transactions_kind_status_idx').on(t.kind, t.status, t.createdAt),
  ],
)

/** A browser's push subscription, one per user and device: a new one for the same device replaces it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...timestamps(),
  },
  (t) => [hexCheck('push_subscriptions', t.id), uniqueIndex('push_subscriptions_user_device_idx').on(t.userId, t.deviceId)],
)

/** Kinds of notification a user turned off (no row: everything on). */
export const notificationSettings = pgTable('notification_settings', {
  userId: idColumn('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionReady: boolean('session_ready').notNull().default(true),
  verification: boolean('verification').notNull().default(true),
  newBooking: boolean('new_booking').notNull().default(true),
})

/** Every notification made for a user (the recent list), whether or not a push went out. */
export const notificationKind = pgEnum('notification_kind', ['session_ready', 'verification', 'new_booking'])
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn().primaryKey().$defaultFn(newId),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    tag: text('tag').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [hexCheck('notifications', t.id), index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt)],
)

/** One row per seed step that has run, so seeding at every start changes nothing the second time. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
})
