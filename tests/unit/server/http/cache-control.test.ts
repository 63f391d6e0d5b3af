import { describe, expect, it } from 'vitest'
import { cacheDirectives, forbidsSharedCache, wantsFresh } from '../../../../server/http/cache-control'

describe('Cache-Control', () => {
  it('reads directive names, lower-cased, without arguments', () => {
    expect([...cacheDirectives('Private="set-cookie", Max-Age=0 ,no-cache')]).toEqual(['private', 'max-age', 'no-cache'])
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
})
