import { sql } from 'drizzle-orm'
import type { Logger } from '../log'
import { NO_ID } from '../ids'
import type { Database } from './client'
import { contents, providers, seedRuns, users } from './schema'
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

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

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

/** Row counts of the seeded tables (tests and the seed CLI report them). */
export async function seedCounts(db: Database): Promise<Record<'users' | 'providers' | 'contents' | 'seedRuns', number>> {
  const count = async (table: typeof users | typeof providers | typeof contents | typeof seedRuns) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table)
    return row?.n ?? 0
  }
  return {
    users: await count(users),
    providers: await count(providers),
    contents: await count(contents),
    seedRuns: await count(seedRuns),
  }
}
