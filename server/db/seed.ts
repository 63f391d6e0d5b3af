import { and, eq, like, sql } from 'drizzle-orm'
import type { Logger } from '~/server/log'
import { NO_ID } from '~/server/ids'
import type { Database } from './client'
import { saveBlog } from './repositories/blogs-repository'
import { blogCategories, blogs, bookings, categories, walletTransactions, contents, providers, reviews, seedRuns, serviceRequests, services, users } from './schema'
import {
  bangkokHours,
  BLOG_CATEGORIES,
  BLOGS,
  blogId,
  CATEGORIES,
  COVER,
  DAY_MS,
  HOUR_MS,
  DEMO_PROVIDER_PROFILE,
  DEMO_SERVICES,
  PROVIDERS,
  providerRowId,
  providerUserId,
  REQUESTS,
  requestId,
  REVIEW_TEXTS,
  reviewCountFor,
  REVIEWERS,
  reviewerUserId,
  reviewId,
  SEED_EPOCH,
  SERVICES,
  TUTORING,
  type SeedService,
} from './seed-catalogue-content'
import { PRIVACY_HTML, PRIVACY_TITLE, TERMS_HTML, TERMS_TITLE } from './seed-content'

/**
 * First-start data. Part of the data layer (like a repository, it may use Drizzle directly).
 *
 * Each step runs once per database: it claims its name in `seed_runs` inside the same
 * transaction as its inserts, so running the seed again, or from two instances at once, changes
 * nothing. To change seeded data later, add a new step with a new name; never edit a step that
 * has shipped (databases that ran it would not see the edit).
 */

/** Demo accounts for development and e2e tests; never created in production. Fixed ids so tests can name them. */
export const DEMO_USERS = {
  consumer: {
    id: '65d000000000000000000001',
    username: 'somsri_consumer',
    phone: '0800000001',
    email: 'consumer@example.com',
    role: 'normal',
    providerId: NO_ID,
    gender: 'female',
    birthdate: '1996-04-13',
  },
  provider: {
    id: '65d000000000000000000002',
    username: 'kru_somchai',
    phone: '0800000002',
    email: 'provider@example.com',
    role: 'normal',
    // An approved provider: its providers row (seed step demo-providers-v1) has this id.
    providerId: '65e000000000000000000002',
    gender: 'male',
    birthdate: '1988-11-02',
  },
  admin: {
    id: '65d000000000000000000003',
    username: 'admin_nattaya',
    phone: '0800000003',
    email: 'admin@example.com',
    role: 'admin',
    providerId: NO_ID,
    gender: 'female',
    birthdate: '1990-01-20',
  },
} as const

/**
 * Demo users part-way through provider registration, one per status, so every state of the
 * account menu can be seen (and tested). Not providers yet: their provider id stays "none".
 */
export const DEMO_REGISTRATIONS = {
  draft: { id: '65d000000000000000000004', username: 'kru_draft', phone: '0800000004', email: 'draft@example.com', providerRowId: '65e000000000000000000004' },
  submitted: { id: '65d000000000000000000005', username: 'kru_submitted', phone: '0800000005', email: 'submitted@example.com', providerRowId: '65e000000000000000000005' },
  rejected: { id: '65d000000000000000000006', username: 'kru_rejected', phone: '0800000006', email: 'rejected@example.com', providerRowId: '65e000000000000000000006' },
} as const

/**
 * The demo provider's weekly schedule as stored: UTC week-hours (day * 24 + hour, day 0 = Sunday)
 * of weekday evenings 18:00-22:00 and weekend mornings 09:00-13:00, Bangkok time (UTC+7).
 * Bookings with him must lie within it (the demo booking is moved by the server, not booked).
 */
export const DEMO_PROVIDER_SCHEDULE: readonly number[] = [...bangkokHours([1, 2, 3, 4, 5], 18, 22), ...bangkokHours([0, 6], 9, 13)].sort((a, b) => a - b)

/**
 * The demo booking between the demo consumer and the demo provider (his first service). Its times
 * are set again at every start outside production (backend.ts), so its room is always open soon.
 */
export const DEMO_BOOKING = {
  id: '65f000000000000000000001',
  roomName: 'room_demo_65f000000000000000000001',
  serviceId: DEMO_SERVICES[0]?.id ?? '',
  startsAfterServerStartMs: 3 * 60_000,
  minutes: 60,
} as const

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

function serviceValues(s: Omit<SeedService, 'provider'>, providerId: string, createdAt: Date): typeof services.$inferInsert {
  return {
    id: s.id,
    providerId,
    categoryId: s.category,
    title: s.title,
    description: s.description,
    price: s.price,
    openHours: [...new Set(s.hours)].sort((a, b) => a - b),
    enabledInstant: s.instant ?? false,
    enabledPublicSession: s.publicSession ?? false,
    enabledPrivateSession: s.privateSession ?? true,
    minutesPerSession: s.minutes ?? 60,
    maxAttendeesPerSession: s.maxAttendees ?? 1,
    minAttendeesForPrivate: s.minForPrivate ?? 1,
    thumbnails: [s.cover],
    highlights: s.highlights,
    requireItems: s.requireItems,
    verifyStatus: s.verifyStatus ?? 'approved',
    visible: s.visible ?? true,
    createdAt,
  }
}

/** `count` reviews of one service, a day apart after it was created, by rotating reviewers. */
function reviewValues(demo: boolean, serviceNumber: number, serviceId: string, count: number, createdAt: Date): (typeof reviews.$inferInsert)[] {
  return Array.from({ length: count }, (_, r) => {
    const sample = REVIEW_TEXTS[(serviceNumber + r) % REVIEW_TEXTS.length] ?? { rating: 5, text: '' }
    const reviewer = REVIEWERS[(serviceNumber * 3 + r) % REVIEWERS.length]?.n ?? 1
    return {
      id: reviewId(demo, serviceNumber, r + 1),
      serviceId,
      reviewerId: reviewerUserId(reviewer),
      rating: sample.rating,
      text: sample.text,
      createdAt: new Date(createdAt.getTime() + (r + 1) * DAY_MS),
    }
  })
}

type SeedStep = {
  readonly name: string
  readonly when: (env: SeedEnv) => boolean
  readonly run: (tx: Tx) => Promise<void>
}

export type SeedEnv = { readonly isProduction: boolean }

const steps: readonly SeedStep[] = [
  {
    name: 'contents-v1',
    when: () => true,
    async run(tx) {
      await tx
        .insert(contents)
        .values([
          { key: 'terms', title: TERMS_TITLE, bodyHtml: TERMS_HTML },
          { key: 'privacy', title: PRIVACY_TITLE, bodyHtml: PRIVACY_HTML },
        ])
        .onConflictDoNothing()
    },
  },
  {
    name: 'demo-users-v1',
    when: (env) => !env.isProduction,
    async run(tx) {
      await tx
        .insert(users)
        .values(Object.values(DEMO_USERS).map((u) => ({ ...u })))
        .onConflictDoNothing()
    },
  },
  {
    name: 'demo-providers-v1',
    when: (env) => !env.isProduction,
    async run(tx) {
      await tx
        .insert(providers)
        .values({ id: DEMO_USERS.provider.providerId, userId: DEMO_USERS.provider.id, verifyStatus: 'approved' })
        .onConflictDoNothing()
    },
  },
  {
    name: 'demo-registrations-v1',
    when: (env) => !env.isProduction,
    async run(tx) {
      const entries = Object.entries(DEMO_REGISTRATIONS) as [keyof typeof DEMO_REGISTRATIONS, (typeof DEMO_REGISTRATIONS)[keyof typeof DEMO_REGISTRATIONS]][]
      await tx
        .insert(users)
        .values(entries.map(([, u]) => ({ id: u.id, username: u.username, phone: u.phone, email: u.email, role: 'normal' as const, providerId: NO_ID })))
        .onConflictDoNothing()
      await tx
        .insert(providers)
        .values(entries.map(([status, u]) => ({ id: u.providerRowId, userId: u.id, verifyStatus: status })))
        .onConflictDoNothing()
    },
  },
  {
    // Catalogue content, in every environment: the site is empty without it. Its providers and
    // reviewers have no phone or e-mail, so nobody can sign in as them.
    name: 'catalogue-v1',
    when: () => true,
    async run(tx) {
      const seededAt = Date.now()
      await tx
        .insert(users)
        .values([
          ...PROVIDERS.map((p) => ({ id: providerUserId(p.n), username: p.username, providerId: providerRowId(p.n) })),
          ...REVIEWERS.map((r) => ({ id: reviewerUserId(r.n), username: r.username })),
        ])
        .onConflictDoNothing()
      await tx
        .insert(providers)
        .values(PROVIDERS.map((p) => ({ id: providerRowId(p.n), userId: providerUserId(p.n), verifyStatus: 'approved' as const, displayName: p.displayName, about: p.about })))
        .onConflictDoNothing()
      await tx
        .insert(categories)
        .values(
          CATEGORIES.map((c, i) => {
            const tree: string[] = []
            for (let parent = c.parent; parent; parent = CATEGORIES.find((p) => p.id === parent)?.parent) tree.unshift(parent)
            return {
              id: c.id,
              parentId: c.parent ?? null,
              tree,
              level: tree.length + 1,
              nameTh: c.th,
              nameEn: c.en,
              nameCn: c.cn,
              description: c.description,
              picture: c.picture ?? '',
              pictureSquare: c.picture ?? '',
              pictureLandscape: c.picture ?? '',
              hamburgerBarVisible: c.hamburger ?? false,
              sortOrder: i,
            }
          }),
        )
        .onConflictDoNothing()
      await tx
        .insert(services)
        .values(SERVICES.map((svc, i) => serviceValues(svc, providerRowId(svc.provider), new Date(SEED_EPOCH + i * DAY_MS))))
        .onConflictDoNothing()
      const reviewRows = SERVICES.flatMap((svc, i) => reviewValues(false, i + 1, svc.id, reviewCountFor(i + 1), new Date(SEED_EPOCH + i * DAY_MS)))
      await tx.insert(reviews).values(reviewRows).onConflictDoNothing()
      await tx
        .insert(serviceRequests)
        .values(
          REQUESTS.map((r) => ({
            id: requestId(r.n),
            categoryId: r.category,
            requesterId: reviewerUserId(r.requester),
            title: r.title,
            description: r.description,
            budget: r.budget,
            status: r.status,
            // Recent on the day the catalogue is seeded (open jobs that read "45 weeks ago" look
            // abandoned): the last one 6 hours before, each earlier one 6 hours before that.
            createdAt: new Date(seededAt - (REQUESTS.length - r.n + 1) * 6 * HOUR_MS),
          })),
        )
        .onConflictDoNothing()
      await tx
        .insert(blogCategories)
        .values(BLOG_CATEGORIES.map((c) => ({ ...c, domainId: TUTORING })))
        .onConflictDoNothing()
      // Through the repository's save path, so seeded HTML is sanitized like any other.
      for (const b of BLOGS) {
        await saveBlog(tx, { id: blogId(b.n), blogCategoryId: b.category, title: b.title, author: b.author, coverPicture: b.cover, contentHtml: b.html, createdAt: new Date(seededAt - (BLOGS.length - b.n + 1) * 3 * DAY_MS) })
      }
    },
  },
  {
    // The demo provider (demo-providers-v1) gets a profile and a few services, so his public
    // profile has content in development and e2e tests.
    name: 'catalogue-demo-v1',
    when: (env) => !env.isProduction,
    async run(tx) {
      const providerId = DEMO_USERS.provider.providerId
      await tx.update(providers).set(DEMO_PROVIDER_PROFILE).where(eq(providers.id, providerId))
      const start = SEED_EPOCH + SERVICES.length * DAY_MS
      await tx
        .insert(services)
        .values(DEMO_SERVICES.map((svc, i) => serviceValues(svc, providerId, new Date(start + i * DAY_MS))))
        .onConflictDoNothing()
      await tx
        .insert(reviews)
        .values(DEMO_SERVICES.flatMap((svc, i) => reviewValues(true, i + 1, svc.id, 3 - i, new Date(start + i * DAY_MS))))
        .onConflictDoNothing()
    },
  },
  {
    // The demo registrations get content, so staff have something to review and the rejected one
    // has a reason to read; some wallet requests wait for staff; the demo provider has a schedule.
    name: 'provider-admin-demo-v1',
    when: (env) => !env.isProduction,
    async run(tx) {
      const registration = (n: number) => ({
        displayName: ['ครูดราฟต์ ใจดี', 'ครูส่งแล้ว ตั้งใจ', 'ครูแก้ไข พากเพียร'][n] ?? '',
        about: 'สอนด้วยความใส่ใจ ปรับวิธีสอนให้เหมาะกับผู้เรียนแต่ละคน',
        education: 'ครุศาสตรบัณฑิต สาขาคณิตศาสตร์',
        subjects: ['คณิตศาสตร์', 'ฟิสิกส์'],
        experience: 'สอนพิเศษนักเรียนมัธยมมา 5 ปี',
      })
      await tx.update(providers).set({ ...registration(0), lastStep: 'teaching' }).where(eq(providers.id, DEMO_REGISTRATIONS.draft.providerRowId))
      await tx
        .update(providers)
        .set({ ...registration(1), lastStep: 'review', submittedAt: new Date(Date.now() - 2 * DAY_MS) })
        .where(eq(providers.id, DEMO_REGISTRATIONS.submitted.providerRowId))
      await tx
        .update(providers)
        .set({
          ...registration(2),
          lastStep: 'review',
          submittedAt: new Date(Date.now() - 5 * DAY_MS),
          reviewedAt: new Date(Date.now() - 4 * DAY_MS),
          reviewedBy: DEMO_USERS.admin.id,
          rejectionReason: 'รูปบัตรประชาชนไม่ชัด กรุณาอัปโหลดใหม่',
        })
        .where(eq(providers.id, DEMO_REGISTRATIONS.rejected.providerRowId))
      await tx.update(providers).set({ schedule: [...DEMO_PROVIDER_SCHEDULE] }).where(eq(providers.id, DEMO_USERS.provider.providerId))
      const methods = ['promptpay', 'card', 'bank_transfer'] as const
      await tx
        .insert(walletTransactions)
        .values(
          Array.from({ length: 8 }, (_, i) => ({
            id: `65f1000000000000000000${String(i + 1).padStart(2, '0')}`,
            userId: i % 2 === 0 ? DEMO_USERS.consumer.id : DEMO_USERS.provider.id,
            kind: i % 2 === 0 ? ('cash_in' as const) : ('cash_out' as const),
            amount: 300 + i * 150,
            method: methods[i % methods.length] ?? 'promptpay',
            createdAt: new Date(Date.now() - (8 - i) * 3_600_000),
          })),
        )
        .onConflictDoNothing()
    },
  },
  {
    name: 'demo-booking-v1',
    when: (env) => !env.isProduction,
    async run(tx) {
      const start = new Date(Date.now() + DEMO_BOOKING.startsAfterServerStartMs)
      await tx
        .insert(bookings)
        .values({
          id: DEMO_BOOKING.id,
          serviceId: DEMO_BOOKING.serviceId,
          consumerId: DEMO_USERS.consumer.id,
          providerUserId: DEMO_USERS.provider.id,
          roomName: DEMO_BOOKING.roomName,
          startAt: start,
          endAt: new Date(start.getTime() + DEMO_BOOKING.minutes * 60_000),
        })
        .onConflictDoNothing()
    },
  },
  {
    // Databases seeded before the covers: catalogue-v1 gave every seeded picture one of eight
    // generic drawings (/images/services/*.svg, since removed). Pictures still as seeded get the
    // covers of seed-catalogue-content.ts; pictures someone has changed since stay.
    name: 'catalogue-covers-v1',
    when: () => true,
    async run(tx) {
      const OLD = '/images/services/%'
      for (const c of CATEGORIES) {
        if (!c.picture) continue
        await tx
          .update(categories)
          .set({ picture: c.picture, pictureSquare: c.picture, pictureLandscape: c.picture })
          .where(and(eq(categories.id, c.id), like(categories.picture, OLD)))
      }
      for (const s of [...SERVICES, ...DEMO_SERVICES]) {
        await tx
          .update(services)
          .set({ thumbnails: [s.cover] })
          .where(and(eq(services.id, s.id), sql`cardinality(${services.thumbnails}) = 1`, sql`${services.thumbnails}[1] like ${OLD}`))
      }
      for (const b of BLOGS) {
        await tx
          .update(blogs)
          .set({ coverPicture: b.cover })
          .where(and(eq(blogs.id, blogId(b.n)), like(blogs.coverPicture, OLD)))
      }
      // The one seeded article with a picture in its text (blog 3).
      await tx
        .update(blogs)
        .set({ contentHtml: sql`replace(${blogs.contentHtml}, '/images/services/chinese.svg', ${COVER('service-13-hsk-seal')})` })
        .where(eq(blogs.id, blogId(3)))
    },
  },
]

export type SeedResult = { ran: string[]; skipped: string[] }

export async function seed(db: Database, env: SeedEnv, log?: Logger): Promise<SeedResult> {
  const result: SeedResult = { ran: [], skipped: [] }
  for (const step of steps) {
    if (!step.when(env)) continue
    const ran = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: step.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name })
      if (claimed.length === 0) return false
      await step.run(tx)
      return true
    })
    ;(ran ? result.ran : result.skipped).push(step.name)
  }
  if (result.ran.length > 0) log?.info('seed applied', { steps: result.ran })
  return result
}

const COUNTED_TABLES = { users, providers, contents, seedRuns, categories, services, reviews, serviceRequests, blogCategories, blogs }

/** Row counts of the seeded tables (tests and the seed CLI report them). */
export async function seedCounts(db: Database): Promise<Record<keyof typeof COUNTED_TABLES, number>> {
  const entries = await Promise.all(
    Object.entries(COUNTED_TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table)
      return [name, row?.n ?? 0] as const
    }),
  )
  return Object.fromEntries(entries) as Record<keyof typeof COUNTED_TABLES, number>
}
