import { describe, expect, it } from 'vitest'
import { categoryPageSchema, categorySchema, TUTORING_CATEGORY_ID, type Category } from '~/contract/api/catalogue'
import { errorBodySchema } from '~/contract/api/errors'
import {
  CATEGORIES,
  CHINESE,
  CONVERSATION,
  HIGH_SCHOOL_MATHS,
  JAPANESE,
  LANGUAGES,
  MATHS,
  PRIMARY_MATHS,
  TUTORING,
} from '~/server/db/seed-catalogue-content'
import { expectValidationError, getJson, isUnder, PUBLIC_SEEDED, valid, getValid } from './support/catalogue'
import { setUpTestBackend } from './support/test-backend'

const backend = setUpTestBackend()

const page = async (path: string) => {
  return getValid(backend, path, categoryPageSchema)
}
const ids = (items: Category[]) => items.map((c) => c._id).sort()
describe('GET /v2/category/id/{id}', () => {
  it('answers the tutoring root in the contract shape, in three locales', async () => {
    expect(TUTORING).toBe(TUTORING_CATEGORY_ID)
    const answer = await getJson(backend, `/v2/category/id/${TUTORING}`)
    expect(answer.status).toBe(200)
    const category = valid(categorySchema, answer.body)
    expect(category).toMatchObject({
      _id: TUTORING,
      name: 'ติวเตอร์',
      level: 1,
      tree: [],
      parent_id: null,
      locale: { TH: 'ติวเตอร์', EN: 'Tutoring' },
      hamburger_bar_visible: true,
    })
    expect(category.locale.CN).not.toBe('')
    // Every public service under tutoring, at any depth, counts.
    const expected = PUBLIC_SEEDED.filter((s) => isUnder(TUTORING, s.category)).length
    expect(category.last_node_info).toEqual({ is_last_node: false, service_count: expected })
  })

  it('a third-level leaf has its ancestors from the root and counts only visible approved services', async () => {
    const category = valid(categorySchema, (await getJson(backend, `/v2/category/id/${HIGH_SCHOOL_MATHS}`)).body)
    expect(category).toMatchObject({ level: 3, tree: [TUTORING, MATHS], parent_id: MATHS })
    // One hidden service sits here too; it is not counted.
    const expected = PUBLIC_SEEDED.filter((s) => s.category === HIGH_SCHOOL_MATHS).length
    expect(category.last_node_info).toEqual({ is_last_node: true, service_count: expected })
  })

  it('an unknown id is a 404, a malformed one a 400 naming the param', async () => {
    const missing = await getJson(backend, '/v2/category/id/65f1000000000000000000ff')
    expect(missing.status).toBe(404)
    expect(errorBodySchema.parse(missing.body).code).toBe('not_found')
    expectValidationError(await getJson(backend, '/v2/category/id/not-an-id'), 'id')
    expectValidationError(await getJson(backend, `/v2/category/id/${TUTORING.toUpperCase()}`), 'id')
  })
})

describe('GET /v2/category?level=', () => {
  it('level 1 is the roots', async () => {
    const roots = await page('/v2/category?level=1')
    const expected = CATEGORIES.filter((c) => !c.parent)
    expect(roots.total).toBe(expected.length)
    expect(ids(roots.items)).toEqual(expected.map((c) => c.id).sort())
    expect(roots.items.every((c) => c.level === 1 && c.tree.length === 0 && c.parent_id === null)).toBe(true)
  })

  it('level 3 are the leaves under level 2', async () => {
    const third = await page('/v2/category?level=3')
    expect(third.total).toBeGreaterThan(0)
    expect(third.items.every((c) => c.level === 3 && c.tree.length === 2 && c.last_node_info.is_last_node)).toBe(true)
  })

  it('without a level, every category', async () => {
    expect((await page('/v2/category?limit=50')).total).toBe(CATEGORIES.length)
  })

  it.each(['0', '11', 'x', '1.5'])('level=%s is a 400 naming level', async (level) => {
    expectValidationError(await getJson(backend, `/v2/category?level=${level}`), 'level')
  })
})

describe('GET /v2/category/subcat?parent_id=', () => {
  it('answers the direct children', async () => {
    const children = await page(`/v2/category/subcat?parent_id=${TUTORING}`)
    const expected = CATEGORIES.filter((c) => c.parent === TUTORING).map((c) => c.id)
    expect(ids(children.items)).toEqual([...expected].sort())
    expect(children.items.every((c) => c.parent_id === TUTORING && c.level === 2)).toBe(true)
  })

  it('a leaf has none', async () => {
    expect(await page(`/v2/category/subcat?parent_id=${PRIMARY_MATHS}`)).toEqual({ items: [], total: 0, skip: 0, limit: 20 })
  })

  it('an unknown parent is a 404; a missing or malformed one a 400', async () => {
    expect((await getJson(backend, '/v2/category/subcat?parent_id=65f1000000000000000000ff')).status).toBe(404)
    expectValidationError(await getJson(backend, '/v2/category/subcat'), 'parent_id')
    expectValidationError(await getJson(backend, '/v2/category/subcat?parent_id=abc'), 'parent_id')
  })
})

describe('GET /v2/category/hamburger-bar', () => {
  it('answers exactly the categories shown in the menu', async () => {
    const menu = await page('/v2/category/hamburger-bar?limit=50')
    expect(ids(menu.items)).toEqual(CATEGORIES.filter((c) => c.hamburger).map((c) => c.id).sort())
    expect(menu.items.every((c) => c.hamburger_bar_visible)).toBe(true)
  })
})

describe('GET /v2/category/locale', () => {
  const search = (query: string) => page(`/v2/category/locale?${query}`)

  it('Thai matches inside words', async () => {
    // คณิต starts three names; ศาสตร์ sits inside them (and inside วิทยาศาสตร์).
    const maths = await search(`locale=TH&value=${encodeURIComponent('คณิต')}`)
    expect(ids(maths.items)).toEqual([MATHS, HIGH_SCHOOL_MATHS, PRIMARY_MATHS].sort())
    const inside = await search(`locale=TH&value=${encodeURIComponent('ศาสตร์')}`)
    expect(inside.items.map((c) => c.locale.TH)).toEqual(expect.arrayContaining(['คณิตศาสตร์', 'วิทยาศาสตร์', 'คณิตศาสตร์ประถม']))
    expect(inside.items.every((c) => c.locale.TH.includes('ศาสตร์'))).toBe(true)
  })

  it('Latin is case-insensitive; Chinese matches too', async () => {
    const english = await search('locale=EN&value=maTHEmatics')
    expect(ids(english.items)).toEqual([MATHS, HIGH_SCHOOL_MATHS, PRIMARY_MATHS].sort())
    const chinese = await search(`locale=CN&value=${encodeURIComponent('数学')}`)
    expect(ids(chinese.items)).toEqual([MATHS, HIGH_SCHOOL_MATHS, PRIMARY_MATHS].sort())
  })

  it('the name is read in the locale asked for only', async () => {
    expect((await search('locale=TH&value=Mathematics')).total).toBe(0)
  })

  it('parent-category-id keeps what lies under that category', async () => {
    const languages = await search(`locale=TH&value=${encodeURIComponent('ภาษา')}&parent-category-id=${LANGUAGES}`)
    // Not the root itself, and not ภาษาอังกฤษเพื่อการสอบ, which sits under tutoring.
    expect(ids(languages.items)).toEqual([CHINESE, JAPANESE, CONVERSATION].sort())
    expect((await getJson(backend, `/v2/category/locale?locale=TH&value=x&parent-category-id=65f1000000000000000000ff`)).status).toBe(404)
  })

  it('% and _ are taken literally', async () => {
    expect((await search('locale=EN&value=%25')).total).toBe(0)
    expect((await search('locale=EN&value=_')).total).toBe(0)
  })

  it.each([
    ['locale=FR&value=a', 'locale'],
    ['value=a', 'locale'],
    ['locale=EN', 'value'],
    ['locale=EN&value=%20%20', 'value'],
    [`locale=EN&value=${'a'.repeat(101)}`, 'value'],
    ['locale=EN&value=a&parent-category-id=zz', 'parent-category-id'],
  ])('%s is a 400 naming %s', async (query, field) => {
    expectValidationError(await getJson(backend, `/v2/category/locale?${query}`), field)
  })
})
