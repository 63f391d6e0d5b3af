import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import { MAX_URLS_PER_SITEMAP, sitemapDocument } from '~/app/features/seo/sitemap'

const schema = (name: string) => ({ fileName: name, contents: readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8') })
const validate = async (xml: string, xsd: string) => {
  const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [schema(xsd)] })
  return result.errors.map((e) => e.rawMessage).join('\n')
}
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))

const ORIGIN = 'https://www.example.com'
// A synthetic catalogue: two full files and one more URL.
const paths = Array.from({ length: 2 * MAX_URLS_PER_SITEMAP + 1 }, (_, i) => `/services/${i.toString(16).padStart(24, '0')}`)

describe('sitemap splitting (sitemaps.org: at most 50,000 URLs per file)', () => {
  it('is one urlset up to the limit, and has no parts', async () => {
    const xml = sitemapDocument(ORIGIN, paths.slice(0, MAX_URLS_PER_SITEMAP), undefined)!
    expect(xml).toContain('<urlset')
    expect(locs(xml)).toHaveLength(MAX_URLS_PER_SITEMAP)
    expect(await validate(xml, 'sitemap.xsd')).toBe('')
    expect(sitemapDocument(ORIGIN, paths.slice(0, 10), 1)).toBeNull()
  })

  it('past the limit answers a valid index of the parts, and each part is a valid urlset', async () => {
    const index = sitemapDocument(ORIGIN, paths, undefined)!
    expect(await validate(index, 'siteindex.xsd')).toBe('')
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap.xml?part=${n}`))

    const parts = [1, 2, 3].map((n) => sitemapDocument(ORIGIN, paths, n)!)
    expect(parts.map((p) => locs(p).length)).toEqual([MAX_URLS_PER_SITEMAP, MAX_URLS_PER_SITEMAP, 1])
    // Every URL exactly once, in order, across the parts.
    expect(parts.flatMap(locs)).toEqual(paths.map((p) => ORIGIN + p))
    expect(await validate(parts[0]!, 'sitemap.xsd')).toBe('')
    expect(await validate(parts[2]!, 'sitemap.xsd')).toBe('')
  })

  it('answers null for a part that does not exist', () => {
    for (const part of [0, 4, 1.5, Number.NaN]) expect(sitemapDocument(ORIGIN, paths, part)).toBeNull()
  })
})
