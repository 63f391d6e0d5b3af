import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { errorBodySchema } from '~/contract/api/errors'
import type * as Validation from '~/server/validation'
import { fuzzSeed, ODD_TEXTS, oddQuery, oddText, oddUrlValue, percentEncode } from '~/tests/support/odd-input'
import { call, pngBytes } from './support/auth-client'
import { schemaArbitrary } from './support/schema-arbitrary'
import { tokenOf } from './support/realtime'
import { setUpTestBackend } from './support/test-backend'
import { queryRows } from './support/test-db'

/**
 * Property-based fuzzing of every API route, read from the app itself (`app.routes`), so a new
 * route is fuzzed without anyone adding it here. Every route is asked anonymously and with the
 * bearer token of each seeded demo role, with generated bad input: odd path parameters, odd query
 * strings (repeated keys, `[]` keys, negative, huge and non-numbers), JSON bodies of wrong types,
 * missing and extra fields, control characters and huge strings, invalid JSON, wrong content
 * types, and multipart bodies with odd fields and file names. Every answer must be:
 *   - below 500;
 *   - when not 2xx, the error shape `{ code: string, message: string }`;
 *   - when 4xx, without any change to the database or the data folder;
 *   - without an error in the log, or a database refusing input (the contract must catch it first).
 *
 * The seed is printed at the start; `FUZZ_SEED=<n>` replays a run. `FUZZ_RUNS` sets the runs per
 * route and role (default 6: the whole file stays well under a minute on two cores);
 * `FUZZ_TIMING=1` prints the time spent on each route.
 */

// Which request schemas the route just asked used, so generated requests can be mostly valid with
// a few odd fields (random bodies alone rarely get past the first check). Requests are sent one at
// a time, so whatever is validated while one runs belongs to its route. Test-only: the shipped
// validation module is untouched.
type Source = 'params' | 'query' | 'body' | 'multipart' | 'headers'
const validated = vi.hoisted(() => ({ seen: [] as { source: string; schema: unknown }[] }))
vi.mock('~/server/validation', async (importOriginal) => {
  const real = await importOriginal<typeof Validation>()
  const note = (source: string, schema: unknown) => validated.seen.push({ source, schema })
  return {
    ...real,
    // Called directly by routes only for multipart fields (validJson and friends call the real one).
    parseInput: ((schema, data, source) => (note(source === 'body' ? 'multipart' : source, schema), real.parseInput(schema, data, source))) as typeof real.parseInput,
    validJson: ((c, schema) => (note('body', schema), real.validJson(c, schema))) as typeof real.validJson,
    validQuery: ((c, schema) => (note('query', schema), real.validQuery(c, schema))) as typeof real.validQuery,
    validParams: ((c, schema) => (note('params', schema), real.validParams(c, schema))) as typeof real.validParams,
  }
})

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const seed = fuzzSeed()
const RUNS = Number(process.env.FUZZ_RUNS ?? 6)
// Past the 1 MB JSON limit sometimes (a 413), far under it mostly.
const HUGE = 70_000

// Every field name the contract knows, so generated bodies and queries often name real fields.
async function contractKeys(): Promise<string[]> {
  const keys = new Set<string>(['skip', 'limit', 'file', 'profile_image'])
  const dir = join(root, 'contract/api')
  const walk = (schema: unknown, depth: number) => {
    if (depth > 6 || typeof schema !== 'object' || schema === null || !('_zod' in schema)) return
    const def = (schema as { _zod: { def: Record<string, unknown> } })._zod.def
    if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        keys.add(key)
        walk(child, depth + 1)
      }
    }
    for (const inner of ['innerType', 'element', 'in', 'out']) walk(def[inner], depth + 1)
    for (const option of (def.options as unknown[] | undefined) ?? []) walk(option, depth + 1)
  }
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>
    for (const value of Object.values(module)) walk(value, 0)
  }
  return [...keys]
}

/**
 * What a refused request writes on purpose, left out of the "nothing written" check: a wrong
 * one-time code is counted (the brute-force defence), per client (`otp_client_guesses`) and for the
 * destination as a whole (`otp_destinations`, whose row is also the lock sends take turns on).
 * Those two tables hold nothing but these counters. Nothing else is excluded.
 */
const REFUSAL_TABLES: ReadonlySet<string> = new Set(['otp_client_guesses', 'otp_destinations'])

/** The routes the source declares (`.get('/...'`, `.post(...` in server/routes): the app must have at least these. */
function declaredRouteCount(): number {
  const dir = join(root, 'server/routes')
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/\.(get|post|put|patch|delete)\(\s*'/g)].length)
    .reduce((a, b) => a + b, 0)
}

type Route = { method: string; path: string }

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; fields: [string, unknown][]; file: { field: string; name: string; bytes: Uint8Array; type: string } | null }

type FuzzRequest = { params: string[]; query: string; body: Body }

/** What a route was seen validating, by source. */
type Known = Partial<Record<Source, unknown>>

describe('API fuzz: every route, anonymous and signed in, never a 5xx', () => {
  // Many codes to generated phones and e-mails from one test: the per-destination limits are
  // configuration, raised here so the fuzz does not see only 429s (their defaults are tested
  // in auth-limits.test.ts). Per-address limits key on a new address per request (call()).
  const backend = setUpTestBackend({
    realtimeTickMs: 0,
    env: { OTP_RESEND_INTERVAL_SECONDS: '1', OTP_SENDS_PER_HOUR: '10000', OTP_IP_SENDS_PER_HOUR: '100000', OTP_IP_CHECKS_PER_10_MINUTES: '100000' },
  })
  let routes: Route[]
  let keys: string[]
  let candidates: unknown[]
  let png: Uint8Array
  const known = new Map<string, Known>()
  const identities: { name: string; token: string | null }[] = [{ name: 'anonymous', token: null }]

  beforeAll(async () => {
    console.log(`api-fuzz seed: ${seed} (replay with FUZZ_SEED=${seed}), ${RUNS} runs per route and role`)
    for (const role of ['consumer', 'provider', 'admin'] as const) identities.push({ name: role, token: await tokenOf(backend, role) })
    keys = await contractKeys()
    png = new Uint8Array(await pngBytes(8, 8))
    // Ids and names that exist, so some requests find a row and go further.
    const existing: unknown[] = []
    for (const table of ['users', 'providers', 'provider_documents', 'services', 'categories', 'blogs', 'blog_categories', 'bookings', 'wallet_transactions', 'contents']) {
      const column = table === 'contents' ? 'key' : 'id'
      existing.push(...(await rows<{ v: string }>(sql.raw(`select ${column} as v from ${table} order by ${column} limit 4`))).map((r) => r.v))
    }
    existing.push(...(await rows<{ v: string }>(sql.raw('select username as v from users limit 4'))).map((r) => r.v))
    candidates = [...ODD_TEXTS, ...existing, 0, 1, 2, 3, 5, 6, 7, 12, 15, 20, 50, 60, 100, 1000, 1_000_000, -1, -12, 14, 1.5, 5.5, 2 ** 53 + 2, 1e308, true, false]
    const seen = new Set<string>()
    routes = backend.app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => ({ method: r.method, path: r.path }))
      .filter((r) => (seen.has(`${r.method} ${r.path}`) ? false : (seen.add(`${r.method} ${r.path}`), true)))
  })
  /** One checksum per table, in one statement: the database as it is. */
  async function databaseState(): Promise<Record<string, string>> {
    const tables = await rows<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
    const parts = tables.filter((t) => !REFUSAL_TABLES.has(t.table_name)).map((t) => {
      return `select '${t.table_name}' as name, md5(coalesce(string_agg(to_jsonb(x)::text, '|' order by to_jsonb(x)::text), '')) as sum from "${t.table_name}" x`
    })
    const sums = await rows<{ name: string; sum: string }>(sql.raw(parts.join(' union all ')))
    return Object.fromEntries(sums.map((s) => [s.name, s.sum]))
  }
  const rows = <T,>(query: ReturnType<typeof sql>) => queryRows<T>(backend.testDb.handle.db, query)
  /** Every file under DATA_DIR with its size. */
  function filesState(): string[] {
    const dir = backend.config.dataDir
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => `${join(e.parentPath, e.name)}:${statSync(join(e.parentPath, e.name)).size}`)
      .sort()
  }

  function oddValue(hugeLength: number): fc.Arbitrary<unknown> {
    return fc.oneof(
      { weight: 6, arbitrary: oddText({ hugeLength: 300 }) },
      { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 2, 1.5)) },
      { weight: 1, arbitrary: fc.boolean() },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.array(oddText({ hugeLength: 50 }), { maxLength: 3 }) },
      { weight: 1, arbitrary: oddText({ hugeLength }) },
    )
  }

  /** A mostly valid value of the schema with odd fields (oddWeight 0: as valid as the candidates allow). */
  const fromSchema = (schema: unknown, oddWeight: number, hugeLength: number) => schemaArbitrary(schema, { candidates, odd: oddValue(hugeLength), oddWeight })

  // Query and path values travel as text: numbers and booleans as written, arrays as repeated keys.
  const asUrlText = (v: unknown) => (typeof v === 'string' ? percentEncode(v) : percentEncode(JSON.stringify(v) ?? ''))
  const toQuery = (o: unknown) =>
    typeof o === 'object' && o !== null
      ? Object.entries(o).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${percentEncode(k)}=${typeof item === 'number' || typeof item === 'boolean' ? String(item) : asUrlText(item)}`))
      : []

  function requestArbitrary(route: Route, oddWeight: number): fc.Arbitrary<FuzzRequest> {
    const k = known.get(`${route.method} ${route.path}`) ?? {}
    const names = (route.path.match(/:[A-Za-z_]+/g) ?? []).map((n) => n.slice(1))
    const oddParam = oddUrlValue({ hugeLength: 3000 })
    const params: fc.Arbitrary<string[]> = k.params
      ? fromSchema(k.params, oddWeight, 3000).map((o) => names.map((n) => { const v = (o as Record<string, unknown>)[n]; return v === undefined ? '' : asUrlText(v) }))
      : fc.array(oddParam, { minLength: names.length, maxLength: names.length })
    const extraQuery = oddQuery(keys, { hugeLength: 3000 })
    const query: fc.Arbitrary<string> = k.query
      ? fc.tuple(fromSchema(k.query, oddWeight, 3000), oddWeight > 0 ? fc.option(extraQuery, { nil: '', freq: 2 }) : fc.constant('')).map(([o, extra]) => [...toQuery(o), ...(extra ? [extra] : [])].join('&'))
      : extraQuery
    const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: oddText({ hugeLength: 100 }) })
    const object = fc.dictionary(key, fc.oneof({ weight: 5, arbitrary: oddValue(HUGE) }, { weight: 1, arbitrary: fc.dictionary(key, oddValue(100), { maxKeys: 3 }) }), { maxKeys: 8 })
    const file = fc.option(
      fc.record({
        field: fc.constantFrom('file', 'profile_image', 'kind', 'x'),
        name: fc.oneof(fc.constantFrom('photo.png', 'บัตร.pdf', ''), oddText({ hugeLength: 400 })),
        kind: fc.constantFrom('png', 'pdf', 'junk', 'empty'),
        type: fc.constantFrom('image/png', 'application/pdf', 'text/plain', ''),
      }),
      { nil: null },
    )
    const multipart = (fields: fc.Arbitrary<[string, unknown][]>) =>
      fc.record({ fields, file }).map(({ fields, file }): Body => ({
        kind: 'multipart',
        fields,
        file: file && {
          field: file.field,
          name: file.name,
          type: file.type,
          bytes: file.kind === 'png' ? png : file.kind === 'pdf' ? new TextEncoder().encode('%PDF-1.4\n%%EOF\n') : file.kind === 'junk' ? new Uint8Array([1, 2, 3, 0, 255]) : new Uint8Array(),
        },
      }))
    const generic: fc.Arbitrary<Body>[] = [
      fc.constant<Body>({ kind: 'none' }),
      object.map((v): Body => ({ kind: 'json', value: v })),
      fc.oneof(fc.jsonValue(), fc.array(oddValue(100), { maxLength: 3 })).map((v): Body => ({ kind: 'json', value: v })),
      fc
        .record({
          contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/xml', ''),
          text: fc.oneof(fc.constantFrom('{', '{"a":', '[', '"', 'null', '\u0000', '--x\r\n', 'a=%00&b=%zz'), oddText({ hugeLength: 1000 })),
        })
        .map((r): Body => ({ kind: 'raw', ...r })),
      multipart(fc.array(fc.tuple(key, oddText({ hugeLength: 2000 })), { maxLength: 6 })),
    ]
    const shaped: fc.Arbitrary<Body>[] = []
    if (k.body) shaped.push(fromSchema(k.body, oddWeight, HUGE).map((v): Body => ({ kind: 'json', value: v })))
    if (k.multipart) shaped.push(multipart(fromSchema(k.multipart, oddWeight, 2000).map((o) => Object.entries(o as object))))
    const body: fc.Arbitrary<Body> =
      route.method === 'GET'
        ? fc.constant<Body>({ kind: 'none' })
        : oddWeight === 0 && shaped.length > 0
          ? fc.oneof(...shaped)
          : fc.oneof(...shaped.map((arbitrary) => ({ weight: 6, arbitrary })), ...generic.map((arbitrary) => ({ weight: 1, arbitrary })))
    return fc.record({ params, query, body })
  }

  function toRequest(route: Route, token: string | null, input: FuzzRequest): { path: string; init: RequestInit } {
    let i = 0
    const path = route.path.replace(/:[A-Za-z_]+/g, () => input.params[i++] ?? '')
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
    const init: RequestInit = { method: route.method, headers }
    const { body } = input
    if (body.kind === 'json') {
      headers['content-type'] = 'application/json'
      init.body = JSON.stringify(body.value)
    } else if (body.kind === 'raw') {
      if (body.contentType) headers['content-type'] = body.contentType
      init.body = body.text
    } else if (body.kind === 'multipart') {
      const form = new FormData()
      for (const [k, v] of body.fields) for (const item of Array.isArray(v) ? v : [v]) form.append(k, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))
      if (body.file) form.append(body.file.field, new File([body.file.bytes.slice()], body.file.name, { type: body.file.type }))
      init.body = form
    }
    return { path: input.query ? `${path}?${input.query}` : path, init }
  }

  let state: { db: Record<string, string>; files: string[] }

  /** Sends one request and checks the answer; notes the schemas the route validated with. */
  async function send(route: Route, who: string, token: string | null, input: FuzzRequest): Promise<number> {
    const { path, init } = toRequest(route, token, input)
    validated.seen = []
    const logged = backend.logLines.length
    const res = await call(backend, path, init)
    const text = await res.text()
    const entry = known.get(`${route.method} ${route.path}`) ?? {}
    for (const { source, schema } of validated.seen) entry[source as Source] ??= schema
    known.set(`${route.method} ${route.path}`, entry)
    const where = `${route.method} ${route.path} as ${who}: ${init.method} ${path.slice(0, 300)} -> ${res.status} ${text.slice(0, 300)}`
    expect(res.status, where).toBeLessThan(500)
    // The database's refusal is only the last line of defence: the contract must have caught it first.
    expect(backend.logLines.slice(logged).filter((l) => / ERROR |input refused by the database/.test(l)), `logged: ${where}`).toEqual([])
    if (res.status >= 300) expect(errorBodySchema.safeParse(safeJson(text)).success, `error shape: ${where}`).toBe(true)
    const after = { db: await databaseState(), files: filesState() }
    if (res.status >= 400) {
      expect(changedTables(state.db, after.db), `nothing written on a refusal: ${where}`).toEqual([])
      expect(after.files, `no file written on a refusal: ${where}`).toEqual(state.files)
    }
    state = after
    return res.status
  }

  it('reads a full route list from the app', () => {
    // Fewer than the source declares means the list was not read (or routes went missing).
    expect(routes.length).toBeGreaterThanOrEqual(declaredRouteCount())
    expect(routes.length).toBeGreaterThan(60)
    expect(routes.some((r) => r.path.includes(':'))).toBe(true)
  })

  it.each(['anonymous', 'consumer', 'provider', 'admin'])('as %s', async (who) => {
    const identity = identities.find((i) => i.name === who)!
    state = { db: await databaseState(), files: filesState() }
    for (const [index, route] of routes.entries()) {
      const t0 = performance.now()
      const routeSeed = seed + index * 7919 + who.length
      // Learn the route's schemas: each valid-looking request may get one check further.
      for (let round = 0; round < 3; round++) {
        const [input] = fc.sample(requestArbitrary(route, 0), { seed: routeSeed + round, numRuns: 1 })
        await send(route, who, identity.token, input!)
      }
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, 1), async (input) => {
          await send(route, who, identity.token, input)
        }),
        // A different stream per route and role, all from the one printed seed.
        { seed: routeSeed, numRuns: RUNS, endOnFailure: true },
      )
      if (process.env.FUZZ_TIMING) console.log(`TIMING ${who} ${route.method} ${route.path} ${Math.round(performance.now() - t0)}`)
    }
  }, 120_000)

  it('learned the request schemas of most routes (the fuzz reaches past the first check)', () => {
    const validating = [...known.values()].filter((k) => Object.keys(k).length > 0).length
    expect(validating).toBeGreaterThan(40)
  })
})

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t])
}
