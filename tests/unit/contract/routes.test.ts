import { describe, expect, it } from 'vitest'
import {
  isPublicPath,
  isSharedWhenSignedIn,
  loginRedirectFor,
  loginSearch,
  matchRoute,
  namedRoutes,
  publicRoutes,
  reservedUsernames,
  routeTable,
  signInRoutes,
} from '~/contract/routes'

describe('reserved usernames', () => {
  it('are the fixed pages beside /profile/$username, and no profile address of a username matches one', () => {
    expect([...reservedUsernames]).toEqual(['verify'])
    for (const name of reservedUsernames) expect(matchRoute(`/profile/${name}`)?.path).toBe(`/profile/${name}`)
    expect(matchRoute('/profile/kru_ploy')?.path).toBe('/profile/$username')
  })
})

describe('route table', () => {
  it('lists each path once with one flag', () => {
    const flags = new Map<string, boolean>()
    for (const r of routeTable) {
      const seen = flags.get(r.path)
      if (seen !== undefined) expect(seen, r.path).toBe(r.public)
      flags.set(r.path, r.public)
    }
    const publicPaths = new Set<string>(publicRoutes.map((r) => r.path))
    for (const r of signInRoutes) expect(publicPaths.has(r.path), r.path).toBe(false)
  })

  it('has the spec counts: 30 public entries (with the provider login) and 31 sign-in routes', () => {
    expect(publicRoutes).toHaveLength(30)
    expect(signInRoutes).toHaveLength(31)
  })

  it('names the spec entries', () => {
    expect(namedRoutes).toMatchObject({
      LandingProvider: '/provider',
      RegisterProvider: '/provider/register',
      ProviderManageService: '/provider/services',
      Home: '/',
    })
  })

  it('every param route has a concrete example', () => {
    for (const r of routeTable) if (r.path.includes('$')) expect(r.example, r.path).toMatch(/^\/[^$]+$/)
  })
})

describe('matchRoute', () => {
  it('prefers static segments over params', () => {
    expect(matchRoute('/profile/verify')?.path).toBe('/profile/verify')
    expect(matchRoute('/profile/somchai')?.path).toBe('/profile/$username')
    expect(matchRoute('/tutoring/blogs/courses')?.path).toBe('/tutoring/blogs/courses')
    expect(matchRoute('/tutoring/blogs/abc')?.path).toBe('/tutoring/blogs/$categoryId')
  })

  it('ignores a trailing slash and knows unknown paths', () => {
    expect(matchRoute('/wallet/')?.path).toBe('/wallet')
    expect(matchRoute('/no/such/page')).toBeUndefined()
  })

  it('answers whether a path is public', () => {
    expect(isPublicPath('/services/65a000000000000000000001')).toBe(true)
    expect(isPublicPath('/services/create')).toBe(false)
    expect(isPublicPath('/session/pre-session')).toBe(true)
    expect(isPublicPath('/session/waiting-room')).toBe(false)
  })
})

describe('pages signed-in visitors share', () => {
  const withPublicSearch = { publicSearch: true }
  const specCallsOnly = { publicSearch: false }

  it('are the catalogue, blog and policy pages, whatever the backend offers', () => {
    for (const path of ['/', '/services/65a000000000000000000001', '/profile/kru_ploy', '/tutoring', '/tutoring/jobs', '/tutoring/browse', '/tutoring/blogs', '/tutoring/blogs/courses', '/tutoring/blog/abc', '/policies/terms'])
      for (const backend of [withPublicSearch, specCallsOnly]) expect(isSharedWhenSignedIn(path, backend), path).toBe(true)
  })

  it('include the signed-in /browse only while its render can search with the public search', () => {
    for (const path of ['/browse', '/browse/']) {
      expect(isSharedWhenSignedIn(path, withPublicSearch), path).toBe(true)
      // With the spec's calls only, its render searches with the visitor's token: it is theirs.
      expect(isSharedWhenSignedIn(path, specCallsOnly), path).toBe(false)
    }
  })

  it('never include a page about the visitor or one that depends on who they are', () => {
    const personal = ['/profile', '/profile/verify', '/provider', '/provider/register', '/provider/services', '/login', '/register', '/mobile/menu', '/mobile/notification', '/wallet', '/services', '/services/create', '/services/manage', '/services/manage-bookings', '/messages', '/session/waiting-room', '/admin', '/admin/verifications', '/no/such/page']
    for (const path of personal) for (const backend of [withPublicSearch, specCallsOnly]) expect(isSharedWhenSignedIn(path, backend), path).toBe(false)
  })
})

describe('loginRedirectFor', () => {
  it('keeps where the user was going', () => {
    expect(loginRedirectFor('/wallet?tab=1')).toEqual({ to: '/login', search: { redirect: '/wallet?tab=1' } })
  })

  it('sends provider paths to the provider login', () => {
    expect(loginRedirectFor('/provider/register')).toEqual({
      to: '/login',
      search: { provider: true, redirect: '/provider/register' },
    })
    expect(loginRedirectFor('/providers-list').search).not.toHaveProperty('provider')
  })

  it('keeps only the path of an address too long to return to, and nothing of one whose path is', () => {
    const query = `?day=${'%00'.repeat(1000)}`
    expect(loginRedirectFor(`/session/summary${query}`)).toEqual({ to: '/login', search: { redirect: '/session/summary' } })
    expect(loginRedirectFor(`/${'a'.repeat(3000)}`)).toEqual({ to: '/login', search: {} })
    const longest = `/wallet?q=${'x'.repeat(2048 - '/wallet?q='.length)}`
    expect(loginRedirectFor(longest).search.redirect).toBe(longest)
  })
})

describe('login search params', () => {
  it('reads provider=true from the URL form', () => {
    expect(loginSearch({ provider: 'true' })).toEqual({ provider: true })
    expect(loginSearch({ provider: true })).toEqual({ provider: true })
    expect(loginSearch({ provider: 'false' })).toEqual({ provider: false })
  })

  it('drops redirect targets that would leave the site', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(loginSearch({ redirect: bad }).redirect, bad).toBeUndefined()
    }
    expect(loginSearch({ redirect: '/wallet' }).redirect).toBe('/wallet')
  })
})

describe('register search params and draft', () => {
  it('keeps no code in the address: a mode, destination or code in the query is dropped', async () => {
    const { registerSearch } = await import('~/contract/routes')
    expect(registerSearch({ mode: 'phone', destination: '0812345678', otp: '012345', provider: 'true' })).toEqual({ provider: true })
  })

  it('reads the draft from history state only when it is a whole, well-formed one', async () => {
    const { registerDraft } = await import('~/contract/routes')
    const draft = { mode: 'phone', destination: '0812345678', otp: '012345' }
    expect(registerDraft(draft)).toEqual(draft)
    for (const otp of ['12345', '1234567', 'abcdef', 12345, '01234\n']) expect(registerDraft({ ...draft, otp }), String(otp)).toBeNull()
    expect(registerDraft({ ...draft, mode: 'fax' })).toBeNull()
    for (const missing of ['mode', 'destination', 'otp']) {
      const { [missing as keyof typeof draft]: _, ...rest } = draft
      expect(registerDraft(rest), missing).toBeNull()
    }
    for (const junk of [undefined, null, 'draft', 42, []]) expect(registerDraft(junk)).toBeNull()
  })
})
