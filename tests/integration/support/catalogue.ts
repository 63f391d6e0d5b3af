import { expect } from 'vitest'
import { z } from 'zod/mini'
import { CATEGORIES, DEMO_SERVICES, SERVICES, type SeedService } from '~/server/db/seed-catalogue-content'
import { call } from './auth-client'
import type { TestBackend } from './test-backend'

/** A GET with optional headers; answers the response and its parsed JSON (undefined for an empty body). */
export async function getJson(backend: TestBackend, path: string, headers: Record<string, string> = {}) {
  const res = await call(backend, path, { headers })
  const text = await res.text()
  return { res, status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown), text }
}

/** The body parsed by a contract schema; a mismatch fails with zod's issues in the message. */
export function valid<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const result = z.safeParse(schema, body)
  if (!result.success) expect.fail(`answer does not match the contract: ${JSON.stringify(result.error.issues.slice(0, 5))}`)
  return result.data
}

/** A GET that must answer 200 with a body matching the contract schema. */
export async function getValid<T extends z.ZodMiniType>(backend: TestBackend, path: string, schema: T): Promise<z.output<T>> {
  const answer = await getJson(backend, path)
  expect(answer.status, answer.text).toBe(200)
  return valid(schema, answer.body)
}

/** A 400 naming `field`. */
export function expectValidationError(answer: { status: number; body: unknown }, field: string) {
  expect(answer.status).toBe(400)
  expect(answer.body).toMatchObject({ code: 'validation_failed', field })
}

export const isPublic = (s: Omit<SeedService, 'provider'>) => (s.visible ?? true) && (s.verifyStatus ?? 'approved') === 'approved'

/** Public seeded services in a non-production database (catalogue-v1 and catalogue-demo-v1). */
export const PUBLIC_SEEDED = [...SERVICES.filter(isPublic), ...DEMO_SERVICES]
export const NOT_PUBLIC_SEEDED = SERVICES.filter((s) => !isPublic(s)).map((s) => s.id)

/** Whether seeded category `id` is `root` or lies under it. */
export function isUnder(root: string, id: string): boolean {
  for (let c = CATEGORIES.find((x) => x.id === id); c; c = c.parent === undefined ? undefined : CATEGORIES.find((x) => x.id === c?.parent)) {
    if (c.id === root) return true
  }
  return false
}
