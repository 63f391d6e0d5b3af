import { eq } from 'drizzle-orm'
import type { Database } from '../client'
import { users } from '../schema'

export type UserRecord = typeof users.$inferSelect

export type UsersRepository = {
  findById(id: string): Promise<UserRecord | undefined>
  findByPhone(phone: string): Promise<UserRecord | undefined>
  /** `email` is compared lowercased, as stored. */
  findByEmail(email: string): Promise<UserRecord | undefined>
}

export function createUsersRepository(db: Database): UsersRepository {
  const first = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(users).where(where).limit(1)
    return row
  }
  return {
    findById: (id) => first(eq(users.id, id)),
    findByPhone: (phone) => first(eq(users.phone, phone)),
    findByEmail: (email) => first(eq(users.email, email.toLowerCase())),
  }
}
