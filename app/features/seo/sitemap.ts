import { publicRoutes } from '~/contract/routes'

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** sitemaps.org: at most 50,000 URLs per sitemap file; past that, an index lists the parts. */
export const MAX_URLS_PER_SITEMAP = 50_000

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

/** The address of part `n` (from 1) of a sitemap that became an index. */
export const sitemapPartPath = (n: number) => `/sitemap.xml?part=${n}`

/** A sitemaps.org 0.9 `sitemapindex` listing `parts` parts. */
export function renderSitemapIndex(origin: string, parts: number): string {
  const entries = Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${escapeXml(origin + sitemapPartPath(i + 1))}</loc></sitemap>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`
}

/**
 * What `/sitemap.xml` answers for `paths`: one `urlset` while they fit in one file; past
 * {@link MAX_URLS_PER_SITEMAP}, an index without `part` and the part's `urlset` with it. `null`
 * for a part that does not exist (or a `part` on a sitemap that needs none).
 */
export function sitemapDocument(origin: string, paths: readonly string[], part: number | undefined, max = MAX_URLS_PER_SITEMAP): string | null {
  const parts = Math.max(1, Math.ceil(paths.length / max))
  if (parts === 1) return part === undefined ? renderUrlset(origin, paths) : null
  if (part === undefined) return renderSitemapIndex(origin, parts)
  if (!Number.isInteger(part) || part < 1 || part > parts) return null
  return renderUrlset(origin, paths.slice((part - 1) * max, part * max))
}
