import { describe, expect, it } from 'vitest'
import { formatThaiDate, initialsOf, nameColourIndex, THAI_MONTHS, THAI_WEEKDAYS, timeAgo } from '~/app/lib/format'
import { pageCount, pageWindow, skipFor } from '~/app/lib/paging'

const now = new Date('2026-11-22T12:00:00+07:00')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('Thai relative time (spec 9)', () => {
  it('uses seconds, minutes, hours, days up to 7, then weeks, with Thai "ago" wording', () => {
    expect(timeAgo(ago(5), now)).toBe('5 วินาทีที่ผ่านมา')
    expect(timeAgo(ago(59), now)).toBe('59 วินาทีที่ผ่านมา')
    expect(timeAgo(ago(60), now)).toBe('1 นาทีที่ผ่านมา')
    expect(timeAgo(ago(3 * 3600 + 10), now)).toBe('3 ชั่วโมงที่ผ่านมา')
    expect(timeAgo(ago(6 * 86400), now)).toBe('6 วันที่ผ่านมา')
    expect(timeAgo(ago(7 * 86400), now)).toBe('1 สัปดาห์ที่ผ่านมา')
    expect(timeAgo(ago(30 * 86400), now)).toBe('4 สัปดาห์ที่ผ่านมา')
  })

  it('never says "in" for a time slightly ahead of the clock', () => {
    expect(timeAgo(new Date(now.getTime() + 3000), now)).toBe('0 วินาทีที่ผ่านมา')
  })
})

describe('Thai date names', () => {
  it('weekdays from Sunday and months from January', () => {
    expect(THAI_WEEKDAYS).toEqual(['วันอาทิตย์', 'วันจันทร์', 'วันอังคาร', 'วันพุธ', 'วันพฤหัสบดี', 'วันศุกร์', 'วันเสาร์'])
    expect(THAI_MONTHS[0]).toBe('มกราคม')
    expect(THAI_MONTHS[11]).toBe('ธันวาคม')
    expect(THAI_MONTHS).toHaveLength(12)
  })

  it('formats a date with the Buddhist-era year, in Bangkok time', () => {
    expect(formatThaiDate('2026-11-21T18:30:00Z')).toBe('22 พฤศจิกายน 2569')
  })
})

describe('paging (spec 9)', () => {
  it('page count is the ceiling of total / size, skip is page x size', () => {
    expect(pageCount(0, 20)).toBe(0)
    expect(pageCount(20, 20)).toBe(1)
    expect(pageCount(21, 20)).toBe(2)
    expect(skipFor(0, 20)).toBe(0)
    expect(skipFor(3, 20)).toBe(60)
    expect(skipFor(-1, 20)).toBe(0)
  })

  it('offers the first, last and nearby pages with gaps', () => {
    expect(pageWindow(0, 1)).toEqual([0])
    expect(pageWindow(5, 10)).toEqual([0, null, 4, 5, 6, null, 9])
    expect(pageWindow(1, 4)).toEqual([0, 1, 2, 3])
  })
})

describe('initials for a person without a picture', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('สมชาย ใจดี')).toBe('สจ')
    expect(initialsOf('admin_nattaya')).toBe('AN')
    expect(initialsOf('Somsri')).toBe('S')
    expect(initialsOf('  ครู  สมศรี  สอนดี ')).toBe('คส')
  })

  it('skips a Thai vowel written before its consonant, as Thai abbreviations do', () => {
    expect(initialsOf('เกศินี')).toBe('ก')
    expect(initialsOf('ไพโรจน์ แก้วใส')).toBe('พก')
  })

  it('never comes out empty', () => {
    expect(initialsOf('')).toBe('?')
    expect(initialsOf('   ')).toBe('?')
  })

  it('gives a whole character, never half of one', () => {
    expect(initialsOf('\u{1F600} smile')).toBe('\u{1F600}S')
    expect(initialsOf('\u{20BB7}x')).toBe('\u{20BB7}')
  })

  it('gives the letter a grapheme segmenter would, for Thai and Latin names', () => {
    const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' })
    const bySegmenter = (name: string) => {
      const words = name.split(/[\s._-]+/).filter((word) => word !== '').slice(0, 2)
      const firsts = words.map((word) => {
        for (const { segment } of graphemes.segment(word)) if (!/^[\u0E40-\u0E44]$/.test(segment)) return segment.charAt(0)
        return word.charAt(0)
      })
      return firsts.length === 0 ? '?' : firsts.join('').toLocaleUpperCase('th')
    }
    const names = ['สมชาย ใจดี', 'เกศินี', 'ไพโรจน์ แก้วใส', 'ฤทัย', 'ญาณี', 'โอ๋', 'ใ', 'เเ', 'น้ำ ทิพย์', 'ปิ่น', 'Élodie', 'e\u0301lan', 'o.k', 'a-b_c', 'ครู.สมศรี']
    for (const name of names) expect(initialsOf(name), name).toBe(bySegmenter(name))
  })

  it('gives a name the same colour every time', () => {
    expect(nameColourIndex('สมชาย ใจดี', 8)).toBe(nameColourIndex('สมชาย ใจดี', 8))
    expect(nameColourIndex('x', 8)).toBeGreaterThanOrEqual(0)
    expect(nameColourIndex('x', 8)).toBeLessThan(8)
  })
})
