import { eq, sql } from 'drizzle-orm'
import type { UserRole } from '~/contract/api/user'
import type { Database } from '~/server/db/client'
import { violatedUniqueConstraint } from '~/server/db/db-errors'
import { users } from '~/server/db/schema'
import { consumeOtp } from './otp-repository'

export type UserRecord = typeof users.$inferSelect

export type NewUser = {
  readonly username: string
  readonly phone: string | null
  readonly email: string | null
  readonly gender: string
  readonly birthdate: string
  readonly profilePicture: string
}

export type UserChanges = Partial<Pick<UserRecord, 'username' | 'gender' | 'birthdate' | 'profilePicture'>>

/** Which unique field a write collided with. */
export type UniqueField = 'username' | 'phone' | 'email'

export type CreateUserResult =
  | { ok: true; user: UserRecord }
  | { ok: false; reason: 'code_used' }
  | { ok: false; reason: 'taken'; field: UniqueField }

export type UpdateUserResult =
  | { ok: true; user: UserRecord | undefined }
  | { ok: false; reason: 'taken'; field: UniqueField }

export type UsersRepository = {
  findById(id: string): Promise<UserRecord | undefined>
  findByPhone(phone: string): Promise<UserRecord | undefined>
  /** `email` is compared lowercased, as stored. */
  findByEmail(email: string): Promise<UserRecord | undefined>
  /**
   * Uses up the one-time code and creates the user in one transaction: a taken username leaves
   * the code usable, and a code used by a concurrent request creates nobody.
   */
  createConsumingCode(
    user: NewUser,
    code: { destination: string; id: string; now: Date },
  ): Promise<CreateUserResult>
  update(id: string, changes: UserChanges): Promise<UpdateUserResult>
  setRole(id: string, role: UserRole): Promise<void>
}

const UNIQUE_FIELDS: Record<string, UniqueField> = {
  users_username_unique: 'username',
  users_phone_unique: 'phone',
  users_email_unique: 'email',
}

class CodeAlreadyUsed extends Error {}

function takenField(err: unknown): UniqueField | undefined {
  const constraint = violatedUniqueConstraint(err)
  return constraint === undefined ? undefined : (UNIQUE_FIELDS[constraint] ?? 'username')
}

export function createUsersRepository(db: Database): UsersRepository {
  const first = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(users).where(where).limit(1)
    return row
  }
  // Asked on every signed-in page and API call: its SQL is built once.
  const byId = db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('users_by_id')
  return {
    findById: async (id) => (await byId.execute({ id }))[0],
    findByPhone: (phone) => first(eq(users.phone, phone)),
    findByEmail: (email) => first(eq(users.email, email.toLowerCase())),

    async createConsumingCode(user, code) {
      try {
        const created = await db.transaction(async (tx) => {
          if (!(await consumeOtp(tx, code))) throw new CodeAlreadyUsed()
          const [row] = await tx.insert(users).values(user).returning()
          return row
        })
        if (!created) throw new Error('insert returned no row')
        return { ok: true, user: created }
      } catch (err) {
        if (err instanceof CodeAlreadyUsed) return { ok: false, reason: 'code_used' }
        const field = takenField(err)
        if (field) return { ok: false, reason: 'taken', field }
        throw err
      }
    },

    async update(id, changes) {
      if (Object.keys(changes).length === 0) return { ok: true, user: await first(eq(users.id, id)) }
      try {
        const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning()
        return { ok: true, user: row }
      } catch (err) {
        const field = takenField(err)
        if (field) return { ok: false, reason: 'taken', field }
        throw err
      }
    },

    async setRole(id, role) {
      await db.update(users).set({ role }).where(eq(users.id, id))
    },
  }
}
