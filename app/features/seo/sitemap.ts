import { publicRoutes } from '../../../contract/routes'

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** Public pages that are personal or steps of a flow: reachable, but not for search engines. */
const NOT_INDEXED = new Set(['/login', '/register', '/register-sign-in-with', '/forgot-password', '/profile', '/session/pre-session'])

/** Public pages without params: the static part of the sitemap. */
export function staticSitemapPaths(): string[] {
  const seen = new Set<string>()
  for (const r of publicRoutes) {
    if ('kind' in r && r.kind === 'resource') continue
    if (r.path.includes('$') || NOT_INDEXED.has(r.path)) continue
    seen.add(r.path)
  }
  return [...seen]
}

/** A sitemaps.org 0.9 `urlset` document. */
export function renderUrlset(origin: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}
