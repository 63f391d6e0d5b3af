import { expect, test } from '@playwright/test'
import { aliasRoutes, routeTable } from '~/contract/routes'
import { fakeAccessToken } from '~/tests/support/tokens'
import { createUser } from './support/auth'

// Generated from the route table: every entry is asked anonymously, in SSR (no JavaScript runs),
// and answers as its flag says.
for (const route of routeTable) {
  const url = route.example ?? route.path
  if (route.public) {
    test(`public ${url} answers 200`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      if (route.kind !== 'resource') {
        const html = await response.text()
        expect(html).toContain('<html lang="th"')
        // A Thai heading (its words may sit in elements of their own, e.g. phrases kept whole).
        const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
        expect(heading).toMatch(/[\u0E00-\u0E7F]/)
      }
    })
  } else {
    test(`sign-in route ${url} redirects to login`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 })
      expect([302, 303, 307]).toContain(response.status())
      const location = new URL(response.headers()['location'] ?? '', 'http://x')
      expect(location.pathname).toBe('/login')
      expect(location.searchParams.get('redirect')).toBe(url)
      const isProviderPath = url.startsWith('/provider/')
      expect(location.searchParams.get('provider')).toBe(isProviderPath ? 'true' : null)
    })
  }
}

test('sign-in routes render for a signed-in visitor (the staff pages answer 403 to anyone but staff)', async ({ request }) => {
  const user = await createUser({ request })
  for (const route of routeTable.filter((r) => !r.public)) {
    const response = await request.get(route.example ?? route.path, {
      maxRedirects: 0,
      headers: { cookie: `access_token=${user.accessToken}` },
    })
    const staffOnly = route.path === '/admin' || route.path.startsWith('/admin/')
    expect(response.status(), route.path).toBe(staffOnly ? 403 : 200)
    expect(await response.text(), route.path).toContain('<html lang="th"')
  }
})

test('a forged token with believable claims does not open a private page', async ({ request }) => {
  const token = fakeAccessToken({ sub: '65d000000000000000000001', role: 'admin', exp: Math.floor(Date.now() / 1000) + 600 })
  const response = await request.get('/admin', { maxRedirects: 0, headers: { cookie: `access_token=${token}` } })
  expect(response.status()).toBe(307)
  expect(response.headers()['location']).toBe('/login?redirect=%2Fadmin')
})

test('an expired session is treated as signed out', async ({ request }) => {
  const token = fakeAccessToken({ sub: '65a000000000000000000001', exp: Math.floor(Date.now() / 1000) - 5 })
  const response = await request.get('/wallet', { maxRedirects: 0, headers: { cookie: `access_token=${token}` } })
  expect(response.status()).toBe(307)
})

test('a redirect target that would leave the site is dropped from the login URL', async ({ request }) => {
  for (const target of ['%2F%2Fevil.example', 'https%3A%2F%2Fevil.example']) {
    const response = await request.get(`/login?redirect=${target}`, { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers()['location']).toBe('/login')
  }
})

for (const alias of aliasRoutes) {
  test(`${alias.path} redirects to ${alias.to}`, async ({ request }) => {
    const response = await request.get(alias.path, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(alias.to)
  })
}

test('a sign-in page asked with an address too long to return to still sends to the login, keeping its path', async ({ request }) => {
  const response = await request.get(`/session/summary?day=${'%00'.repeat(2000)}&note=${'x'.repeat(3000)}`, { maxRedirects: 0 })
  expect(response.status()).toBeGreaterThanOrEqual(300)
  expect(response.status()).toBeLessThan(400)
  const location = response.headers()['location'] ?? ''
  expect(location.length).toBeLessThan(4096)
  expect(new URL(location, 'http://x.invalid').searchParams.get('redirect')).toBe('/session/summary')
})

test('an unknown page answers the Thai 404 page', async ({ request }) => {
  const response = await request.get('/no/such/page')
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('lang="th"')
})

test('the API answers JSON: health, and 404 for unknown API paths', async ({ request }) => {
  const health = await request.get('/healthz')
  expect(health.status()).toBe(200)
  for (const path of ['/v1/no-such-call', '/v2/no-such-call']) {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
    const body = (await response.json()) as { code: unknown; message: unknown }
    expect(typeof body.code).toBe('string')
    expect(typeof body.message).toBe('string')
  }
})

test('the sitemap is a sitemaps.org urlset of the public pages', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  expect(xml).toContain(`<loc>${baseURL}/policies/terms</loc>`)
  expect(xml).not.toContain('/wallet')
})

test('built assets are served with a long cache life', async ({ request }) => {
  const html = await (await request.get('/')).text()
  // The entry, named by the loader that adds it after the first frame (app/lib/html/document-assets.tsx).
  const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(asset).toBeTruthy()
  const response = await request.get(asset!)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('immutable')
})
