import { describe, expect, it } from 'vitest'
import type { Category } from '~/contract/api/catalogue'
import { finderLabel, finderLocale, finderText, FINDER_MAX_LENGTH } from '~/app/features/catalogue/category-finder'

const category = (names: { EN: string; TH: string; CN: string }) => ({ name: names.TH, locale: names }) as unknown as Category

describe('category finder', () => {
  it('searches the names in the language of what was typed', () => {
    expect(finderLocale('คณิต')).toBe('TH')
    expect(finderLocale('ม.6 math')).toBe('TH')
    expect(finderLocale('数学')).toBe('CN')
    expect(finderLocale('Math')).toBe('EN')
    expect(finderLocale('123')).toBe('EN')
  })

  it('sends the typed text trimmed, with inner spaces as one, and not too long', () => {
    expect(finderText('  high   school  ')).toBe('high school')
    expect(finderText('')).toBe('')
    expect(finderText('x'.repeat(200))).toHaveLength(FINDER_MAX_LENGTH)
  })

  it('labels a match with the name that matched when it was not the Thai one', () => {
    const maths = category({ EN: 'Mathematics', TH: 'คณิตศาสตร์', CN: '数学' })
    expect(finderLabel(maths, 'TH')).toBe('คณิตศาสตร์')
    expect(finderLabel(maths, 'EN')).toBe('คณิตศาสตร์ (Mathematics)')
    expect(finderLabel(maths, 'CN')).toBe('คณิตศาสตร์ (数学)')
    expect(finderLabel(category({ EN: '', TH: 'ดนตรี', CN: '' }), 'EN')).toBe('ดนตรี')
  })
})
