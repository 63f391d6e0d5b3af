import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes SQL migrations from server/db/schema.ts; they are committed and
// applied at start by server/db/client.ts. No credentials here: generate does not connect.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
})
