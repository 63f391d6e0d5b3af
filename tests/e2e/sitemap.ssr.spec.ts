import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { validateXML } from 'xmllint-wasm'
import { signInRoutes } from '~/contract/routes'

// /sitemap.xml checked against the sitemaps.org 0.9 schemas with libxml2 (compiled to WebAssembly,
// so no system xmllint is needed), kept under tests/fixtures because the tests run offline.
const schema = (name: string) => ({ fileName: name, contents: readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8') })
const sitemapXsd = schema('sitemap.xsd')
const siteindexXsd = schema('siteindex.xsd')

const validate = (contents: string, xsd: typeof sitemapXsd) => validateXML({ xml: [{ fileName: 'sitemap.xml', contents }], schema: [xsd] })
const errorsOf = (result: Awaited<ReturnType<typeof validateXML>>) => result.errors.map((e) => e.rawMessage).join('\n')

const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')
// A route path as a pattern for concrete URLs (`/services/$sid` matches `/services/abc`).
const pattern = (path: string) => new RegExp(`^${path.replace(/\$[^/]+/g, '[^/]+').replace(/[.]/g, '\\.')}/?$`)

test('/sitemap.xml is valid against the sitemaps.org schema and lists public pages only, as absolute URLs', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()

  const result = await validate(xml, sitemapXsd)
  expect(errorsOf(result)).toBe('')
  expect(result.valid).toBe(true)

  // The schema takes any URI of 12+ characters, relative ones included: absoluteness is ours to check.
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!.trim()))
  expect(locs.length).toBeGreaterThan(0)
  const origin = new URL(baseURL!).origin
  for (const loc of locs) {
    expect(loc, 'an absolute URL').toMatch(/^https?:\/\//)
    expect(new URL(loc).origin, loc).toBe(origin)
  }
  const paths = locs.map((loc) => new URL(loc).pathname)
  for (const path of ['/', '/provider', '/policies/terms']) expect(paths).toContain(path)
  for (const route of signInRoutes) {
    expect(paths.filter((p) => pattern(route.path).test(p)), `sign-in route ${route.path}`).toEqual([])
  }
})

test('/sitemap.xml lists every public service, its provider\'s profile and every blog; no parts while it fits one file', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = new Set([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(decode(m[1]!.trim())).pathname))
  const services = (await (await request.get('/v2/search/services?limit=50')).json()) as { items: { _id: string; provider: { username: string } }[]; total: number }
  expect(services.total).toBeLessThanOrEqual(50)
  expect(services.items.length).toBeGreaterThan(0)
  for (const s of services.items) {
    expect(paths, s._id).toContain(`/services/${s._id}`)
    expect(paths, s.provider.username).toContain(`/profile/${encodeURIComponent(s.provider.username)}`)
  }
  const blogs = (await (await request.get('/v2/blogs/blogs?limit=50')).json()) as { items: { _id: string }[] }
  expect(blogs.items.length).toBeGreaterThan(0)
  for (const b of blogs.items) expect(paths).toContain(`/tutoring/blog/${b._id}`)
  // A hidden service is not public, so not listed.
  expect(paths).not.toContain('/services/65a00000000000000000001f')
  expect((await request.get('/sitemap.xml?part=1')).status()).toBe(404)
})

// The checks above are only worth something if the validator rejects what the schema forbids.
test('the validator rejects a urlset that breaks the schema', async () => {
  const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9'
  const valid = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${ns}"><url><loc>https://example.com/</loc></url></urlset>\n`
  expect(errorsOf(await validate(valid, sitemapXsd))).toBe('')

  const broken = {
    'a url without loc': `<urlset xmlns="${ns}"><url><lastmod>2026-01-01</lastmod></url></urlset>`,
    'an unknown changefreq': `<urlset xmlns="${ns}"><url><loc>https://example.com/</loc><changefreq>sometimes</changefreq></url></urlset>`,
    'a priority above 1.0': `<urlset xmlns="${ns}"><url><loc>https://example.com/</loc><priority>1.5</priority></url></urlset>`,
    'no namespace': `<urlset><url><loc>https://example.com/</loc></url></urlset>`,
  }
  for (const [what, xml] of Object.entries(broken)) {
    const result = await validate(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`, sitemapXsd)
    expect(result.valid, what).toBe(false)
    expect(result.errors.length, what).toBeGreaterThan(0)
  }
})

// siteindex.xsd is here for when the sitemap outgrows one file (50,000 URLs) and becomes an index.
test('the sitemap index schema accepts an index and rejects a sitemap entry without loc', async () => {
  const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9'
  const index = (entry: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${ns}"><sitemap>${entry}</sitemap></sitemapindex>\n`
  expect(errorsOf(await validate(index('<loc>https://example.com/sitemap-1.xml</loc><lastmod>2026-01-01</lastmod>'), siteindexXsd))).toBe('')
  expect((await validate(index('<lastmod>2026-01-01</lastmod>'), siteindexXsd)).valid).toBe(false)
})
