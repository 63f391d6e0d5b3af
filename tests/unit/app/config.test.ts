import { describe, expect, it } from 'vitest'
import { parseConfig } from '~/app/lib/config-schema'
import { BLOG_CATEGORY_IDS } from '~/contract/api/blogs'
import { TUTORING_CATEGORY_ID } from '~/contract/api/catalogue'
import { externalLinks } from '~/contract/routes'

describe('web configuration', () => {
  it('has working defaults', () => {
    const config = parseConfig({})
    expect(config.backendHost).toBe('')
    expect(config.socketUrl).toBe('')
    expect(config.storeLinks.googlePlay).toBe(externalLinks.GooglePlayStore)
    // The seed's tutoring domain and fixed blog categories.
    expect(config.tutoringDomainId).toBe(TUTORING_CATEGORY_ID)
    expect(config.blogCategoryIds).toEqual(BLOG_CATEGORY_IDS)
  })

  it('takes the tutoring domain and the two fixed blog categories of another backend', () => {
    const config = parseConfig({
      VITE_TUTORING_DOMAIN_ID: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      VITE_BLOG_COURSES_ID: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      VITE_BLOG_HOW_TO_USE_ID: 'cccccccccccccccccccccccc',
    })
    expect(config.tutoringDomainId).toBe('aaaaaaaaaaaaaaaaaaaaaaaa')
    expect(config.blogCategoryIds).toEqual({ courses: 'bbbbbbbbbbbbbbbbbbbbbbbb', howToUse: 'cccccccccccccccccccccccc' })
    expect(() => parseConfig({ VITE_TUTORING_DOMAIN_ID: 'tutoring' })).toThrow(/tutoringDomainId/)
    expect(() => parseConfig({ VITE_BLOG_COURSES_ID: 'x' })).toThrow(/blogCategoryIds/)
  })

  it('reads overrides and trims trailing slashes', () => {
    const config = parseConfig({
      VITE_BACKEND_HOST: 'https://api.example.com/',
      VITE_SOCKET_URL: 'wss://rt.example.com/ws',
    })
    expect(config.backendHost).toBe('https://api.example.com')
    expect(config.socketUrl).toBe('wss://rt.example.com/ws')
  })

  it('refuses invalid values, naming them', () => {
    expect(() => parseConfig({ VITE_BACKEND_HOST: 'not a url' })).toThrow(/backendHost/)
    expect(() => parseConfig({ VITE_SOCKET_URL: 'http://x.example/ws' })).toThrow(/socketUrl/)
  })
})
