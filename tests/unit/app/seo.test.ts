import { describe, expect, it } from 'vitest'
import { renderRobots } from '~/app/features/seo/robots'
import { renderUrlset, staticSitemapPaths } from '~/app/features/seo/sitemap'
import { signInRoutes } from '~/contract/routes'

describe('sitemap', () => {
  it('lists public pages without params, never sign-in routes or login forms', () => {
    const paths = staticSitemapPaths()
    expect(paths).toContain('/')
    expect(paths).toContain('/provider')
    expect(paths).toContain('/tutoring/blogs/courses')
    for (const r of signInRoutes) expect(paths).not.toContain(r.path)
    expect(paths.some((p) => p.includes('$'))).toBe(false)
    expect(paths).not.toContain('/login')
    expect(paths).not.toContain('/sitemap.xml')
  })

  it('escapes URLs in XML', () => {
    expect(renderUrlset('https://x.example', ['/a?b=1&c=<2>'])).toContain('<loc>https://x.example/a?b=1&amp;c=&lt;2&gt;</loc>')
  })
})

describe('robots.txt', () => {
  it('disallows each sign-in route exactly and names the sitemap', () => {
    const text = renderRobots('https://x.example')
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toContain('Disallow: /wallet$')
    expect(text).toContain('Disallow: /profile/verify$')
    expect(text).not.toMatch(/^Disallow: \/profile\/?\$?$/m)
    expect(text).toContain('Sitemap: https://x.example/sitemap.xml')
  })
})
