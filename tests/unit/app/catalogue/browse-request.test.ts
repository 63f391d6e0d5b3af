import { describe, expect, it } from 'vitest'
import { browseSearch } from '~/contract/routes'
import { bookingSessionSearchSchema } from '~/contract/api/catalogue'
import { BROWSE_PAGE_SIZE, bookingSessionSearchBody, browseRequestPath, plainBrowsePath } from '~/app/features/catalogue/browse-request'

const CATEGORY = '65f100000000000000000001'

describe('browseRequestPath', () => {
  it('uses the plain browse call for a category without keyword or filters, with spec paging', () => {
    expect(browseRequestPath({ category: CATEGORY }, 2)).toBe(`/v2/search/browse/${CATEGORY}?skip=${2 * BROWSE_PAGE_SIZE}&limit=${BROWSE_PAGE_SIZE}`)
  })

  it('uses the public search for a keyword, with the category as a criterion', () => {
    const url = new URL(browseRequestPath({ category: CATEGORY, q: 'คณิต' }, 0), 'http://x')
    expect(url.pathname).toBe('/v2/search/services')
    expect(url.searchParams.get('keyword')).toBe('คณิต')
    expect(url.searchParams.get('category_id')).toBe(CATEGORY)
    expect(url.searchParams.get('skip')).toBe('0')
    expect(url.searchParams.get('offset-gmt')).toBeNull()
  })

  it('maps every filter and reads day and time of day in Thai time', () => {
    const url = new URL(browseRequestPath({ min: 100, max: 500, type: 'private', day: 0, time: 'evening' }, 1), 'http://x')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      price_min: '100',
      price_max: '500',
      session_type: 'private',
      day: '0',
      time_of_day: 'evening',
      'offset-gmt': '7',
      skip: String(BROWSE_PAGE_SIZE),
      limit: String(BROWSE_PAGE_SIZE),
    })
  })

  it('reads a price range typed backwards as the range between the two', () => {
    const url = new URL(browseRequestPath({ min: 900, max: 200 }, 0), 'http://x')
    expect([url.searchParams.get('price_min'), url.searchParams.get('price_max')]).toEqual(['200', '900'])
  })

  it('with nothing chosen searches every public service', () => {
    expect(browseRequestPath({}, 0)).toBe(`/v2/search/services?skip=0&limit=${BROWSE_PAGE_SIZE}`)
  })
})

describe('browseSearch', () => {
  it('keeps valid params and drops invalid ones instead of failing', () => {
    expect(browseSearch({ category: CATEGORY, q: '  กีตาร์ ', min: 100, type: 'instant', day: 6, time: 'night', page: 2 })).toEqual({
      category: CATEGORY,
      q: 'กีตาร์',
      min: 100,
      type: 'instant',
      day: 6,
      time: 'night',
      page: 2,
    })
    expect(browseSearch({ category: 'nope', q: '', min: -1, max: 1.5, type: 'x', day: 7, time: 'noon', page: -1 })).toEqual({})
  })

  it('keeps a numeric keyword as text (the router reads ?q=123 as a number)', () => {
    expect(browseSearch({ q: 123 }).q).toBe('123')
  })
})

describe("the signed-in search: the spec's POST /v2/search/booking-session", () => {
  it('sends every criterion in the body the backend validates, with the page window', () => {
    const body = bookingSessionSearchBody({ category: CATEGORY, q: 'คณิต', min: 900, max: 300, type: 'private', day: 2, time: 'evening' }, 1)
    expect(body).toEqual({
      category_id: CATEGORY,
      keyword: 'คณิต',
      price_min: 300,
      price_max: 900,
      session_type: 'private',
      day: 2,
      time_of_day: 'evening',
      offset_gmt: 7,
      skip: BROWSE_PAGE_SIZE,
      limit: BROWSE_PAGE_SIZE,
    })
    expect(bookingSessionSearchSchema.safeParse(body).success).toBe(true)
  })

  it('leaves out what was not chosen, and a category alone stays the plain browse call', () => {
    expect(bookingSessionSearchBody({ q: 'x' }, 0)).toEqual({ keyword: 'x', skip: 0, limit: BROWSE_PAGE_SIZE })
    expect(plainBrowsePath({ category: CATEGORY }, 0)).toBe(`/v2/search/browse/${CATEGORY}?skip=0&limit=${BROWSE_PAGE_SIZE}`)
    expect(plainBrowsePath({ category: CATEGORY, q: 'x' }, 0)).toBeNull()
    expect(plainBrowsePath({}, 0)).toBeNull()
  })
})
