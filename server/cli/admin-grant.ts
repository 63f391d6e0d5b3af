import { phoneSchema, emailSchema } from '~/contract/api/auth'
import { loadConfig } from '~/server/config'
import { databaseOptionsFromConfig, openDatabase } from '~/server/db/client'
import { createUsersRepository } from '~/server/db/repositories/users-repository'

/**
 * `npm run admin:grant -- <phone or e-mail>` (node dist/backend/cli/admin-grant.js): makes an
 * existing user an admin. The first admin of a fresh deployment is made this way; the change
 * reaches the user's access token at its next renewal (within 15 minutes).
 */
const fail = (message: string): never => {
  process.stderr.write(message + '\n')
  process.exit(1)
}

const arg = process.argv[2]?.trim()
if (!arg) fail('usage: admin-grant <phone (10 digits) or e-mail>')
const destination = arg as string

const phone = phoneSchema.safeParse(destination)
const email = emailSchema.safeParse(destination)
if (!phone.success && !email.success) fail(`not a phone number (10 digits) or an e-mail: ${destination}`)

const config = (() => {
  try {
    return loadConfig()
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err))
  }
})()
const database = await openDatabase(databaseOptionsFromConfig(config))
let exitCode = 0
try {
  await database.migrate()
  const users = createUsersRepository(database.db)
  const user = phone.success ? await users.findByPhone(phone.data) : await users.findByEmail(email.data ?? '')
  if (!user) {
    process.stderr.write(`no user with ${phone.success ? 'phone' : 'e-mail'} ${destination}\n`)
    exitCode = 1
  } else if (user.role === 'admin') {
    process.stdout.write(`${user.username} (${user.id}) is already an admin\n`)
  } else {
    await users.setRole(user.id, 'admin')
    process.stdout.write(`${user.username} (${user.id}) is now an admin (was ${user.role})\n`)
  }
} catch (err) {
  process.stderr.write(`admin-grant failed: ${err instanceof Error ? err.message : String(err)}\n`)
  exitCode = 1
} finally {
  await database.close().catch(() => {})
}
process.exit(exitCode)
