import type { UpdateUserRequest, UserProfile } from '~/contract/api/user'
import { genderSchema } from '~/contract/api/user'
import type { UserRecord, UsersRepository } from '~/server/db/repositories/users-repository'
import { AppError } from '~/server/errors'
import type { AvatarService, ImageUpload } from './avatar-service'
import type { Clock } from './clock'
import { checkBirthdate, checkUsernameFree } from './profile-rules'

/**
 * The signed-in user's own profile. Every method takes the id from the access token (the
 * route passes `c.get('user').id`), never from input, so nobody can read or change another user.
 */
export type UserService = {
  profile(userId: string): Promise<UserProfile>
  update(userId: string, changes: UpdateUserRequest): Promise<UserProfile>
  setPicture(userId: string, upload: ImageUpload): Promise<UserProfile>
  removePicture(userId: string): Promise<UserProfile>
}

export function toUserProfile(user: UserRecord): UserProfile {
  const gender = genderSchema.safeParse(user.gender)
  return {
    _id: user.id,
    provider_id: user.providerId,
    username: user.username,
    profile_picture: user.profilePicture === '' ? null : user.profilePicture,
    role: user.role,
    gender: gender.success ? gender.data : null,
    birthdate: user.birthdate,
    phone: user.phone,
    email: user.email,
    created_at: user.createdAt.toISOString(),
  }
}

export function createUserService(options: { users: UsersRepository; avatars: AvatarService; now: Clock }): UserService {
  const { users, avatars, now } = options

  // A valid token whose user is gone (deleted since) is treated as signed out.
  async function existing(userId: string): Promise<UserRecord> {
    const user = await users.findById(userId)
    if (!user) throw AppError.unauthorized('No such user')
    return user
  }

  async function change(userId: string, changes: Parameters<UsersRepository['update']>[1]): Promise<UserRecord> {
    const result = await users.update(userId, changes)
    if (!result.ok) throw AppError.conflict(result.field, `This ${result.field} is already taken`)
    if (!result.user) throw AppError.unauthorized('No such user')
    return result.user
  }

  return {
    async profile(userId) {
      return toUserProfile(await existing(userId))
    },

    async update(userId, changes) {
      if (changes.birthdate !== undefined) checkBirthdate(changes.birthdate, now())
      if (changes.username !== undefined) checkUsernameFree(changes.username)
      const patch: Parameters<UsersRepository['update']>[1] = {}
      if (changes.username !== undefined) patch.username = changes.username
      if (changes.gender !== undefined) patch.gender = changes.gender
      if (changes.birthdate !== undefined) patch.birthdate = changes.birthdate
      return toUserProfile(await change(userId, patch))
    },

    async setPicture(userId, upload) {
      const before = await existing(userId)
      const url = await avatars.store(upload, `user:${userId}`)
      let updated: UserRecord
      try {
        updated = await change(userId, { profilePicture: url })
      } catch (err) {
        await avatars.remove(url)
        throw err
      }
      if (before.profilePicture) await avatars.remove(before.profilePicture)
      return toUserProfile(updated)
    },

    async removePicture(userId) {
      const before = await existing(userId)
      const updated = await change(userId, { profilePicture: '' })
      if (before.profilePicture) await avatars.remove(before.profilePicture)
      return toUserProfile(updated)
    },
  }
}
