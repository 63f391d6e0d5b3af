import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COVERS_DIR, renderCovers } from '~/scripts/generate-covers.mjs'
import { BLOGS, CATEGORIES, DEMO_SERVICES, SERVICES } from '~/server/db/seed-catalogue-content'

// Every seeded picture is its own drawing under /images/covers/, drawn by
// scripts/generate-covers.mjs; these fail when the seed and the committed files drift apart.

const MAX_BYTES = 3 * 1024
const PREFIX = '/images/covers/'
const fileOf = (url: string) => url.slice(PREFIX.length)

const services = [...SERVICES, ...DEMO_SERVICES].map((s) => ({ id: s.id, url: s.cover }))
const blogs = BLOGS.map((b) => ({ id: String(b.n), url: b.cover }))
const categories = CATEGORIES.map((c) => ({ id: c.id, url: c.picture ?? '' }))

describe('seeded cover pictures', () => {
  it.each([
    ['service', services],
    ['blog', blogs],
    ['category', categories],
  ])('every seeded %s has a cover under /images/covers/ that exists', (_kind, rows) => {
    for (const row of rows) {
      expect(row.url, row.id).toMatch(/^\/images\/covers\/[a-z0-9-]+\.svg$/)
      expect(existsSync(join(COVERS_DIR, fileOf(row.url))), row.url).toBe(true)
    }
  })

  it('no two services, no two blogs and no two categories share a cover', () => {
    for (const rows of [services, blogs, categories]) expect(new Set(rows.map((r) => r.url)).size).toBe(rows.length)
  })

  it('every cover is a small SVG with its namespace and a viewBox, and no text or embedded image', () => {
    const files = readdirSync(COVERS_DIR)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      expect(file).toMatch(/\.svg$/)
      const path = join(COVERS_DIR, file)
      const svg = readFileSync(path, 'utf8')
      expect(svg.startsWith('<svg '), file).toBe(true)
      expect(svg, file).toContain('xmlns="http://www.w3.org/2000/svg"')
      expect(svg, file).toMatch(/viewBox="0 0 \d+ \d+"/)
      expect(svg.trimEnd().endsWith('</svg>'), file).toBe(true)
      expect(svg, file).not.toMatch(/<text|<image|<script|<style|href=/)
      expect(statSync(path).size, file).toBeLessThan(MAX_BYTES)
    }
  })

  it('the committed files are what the generator draws now, and nothing else is in the folder', () => {
    const drawn = renderCovers()
    expect(readdirSync(COVERS_DIR).sort()).toEqual([...drawn.keys()].sort())
    for (const [file, svg] of drawn) expect(readFileSync(join(COVERS_DIR, file), 'utf8'), `${file}: run node scripts/generate-covers.mjs`).toBe(svg)
  })

  it('every drawn cover is used by the seed', () => {
    const used = new Set([...services, ...blogs, ...categories].map((r) => fileOf(r.url)))
    for (const file of renderCovers().keys()) expect(used.has(file), file).toBe(true)
  })
})
