import { describe, expect, it } from 'vitest'
import { cacheDirectives, forbidsSharedCache, sharedMaxAge, wantsFresh } from '~/contract/cache-control'

describe('Cache-Control', () => {
  it('reads directive names, lower-cased, with their arguments', () => {
    expect([...cacheDirectives('Private="set-cookie", Max-Age=0 ,no-cache')]).toEqual([
      ['private', 'set-cookie'],
      ['max-age', '0'],
      ['no-cache', undefined],
    ])
    expect(cacheDirectives(null).size).toBe(0)
    expect(cacheDirectives(' , ').size).toBe(0)
  })

  it('a request wants a fresh copy with no-cache, no-store or Pragma: no-cache', () => {
    expect(wantsFresh(new Headers({ 'cache-control': 'max-age=0, No-Cache' }))).toBe(true)
    expect(wantsFresh(new Headers({ 'cache-control': 'no-store' }))).toBe(true)
    expect(wantsFresh(new Headers({ pragma: 'no-cache' }))).toBe(true)
    expect(wantsFresh(new Headers({ 'cache-control': 'max-age=0' }))).toBe(false)
    expect(wantsFresh(new Headers())).toBe(false)
  })

  it('an answer with no-store or private may not be kept by a shared cache', () => {
    expect(forbidsSharedCache(new Headers({ 'cache-control': 'private, max-age=60' }))).toBe(true)
    expect(forbidsSharedCache(new Headers({ 'cache-control': 'no-store' }))).toBe(true)
    expect(forbidsSharedCache(new Headers({ 'cache-control': 'public, max-age=0, must-revalidate' }))).toBe(false)
    expect(forbidsSharedCache(new Headers())).toBe(false)
  })

  it('reads the max-age a shared cache may use', () => {
    expect(sharedMaxAge('public, max-age=60')).toBe(60)
    expect(sharedMaxAge('public, max-age=60, s-maxage=5')).toBe(5)
    // What the catalogue answers: browsers revalidate, shared caches keep it 10 seconds.
    expect(sharedMaxAge('public, max-age=0, must-revalidate, s-maxage=10')).toBe(10)
    expect(sharedMaxAge('Public, S-MaxAge="30"')).toBe(30)
    expect(sharedMaxAge('max-age=60')).toBe(0)
    expect(sharedMaxAge('public, no-cache, max-age=60')).toBe(0)
    expect(sharedMaxAge('public, max-age=soon')).toBe(0)
    expect(sharedMaxAge('public')).toBe(0)
    expect(sharedMaxAge(null)).toBe(0)
  })
})
