import { describe, expect, it } from 'vitest'
import { formatThaiDate, THAI_MONTHS, THAI_WEEKDAYS, timeAgo } from '~/app/lib/format'
import { initialsOf, nameColourIndex } from '~/app/lib/initials'
import { formatWhole } from '~/app/lib/number-format'
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

// The site writes numbers, dates and "ago" out without Intl (its first formatter is a long task in a
// phone's browser: app/lib/number-format.ts); these check each against what Intl writes for th-TH.
describe('written as Intl writes them for th-TH', () => {
  // A fixed sequence, so a failure names the same values every run.
  let seed = 20261129
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)

  it('whole numbers grouped by thousands, and any other number as Intl writes it', () => {
    const intl = new Intl.NumberFormat('th-TH')
    const values = [0, -0, 1, 9, 10, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 350, 123_456_789_012, 1e15, Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21, 450.5, 1.0005, -1234, 5e-7, Number.NaN, Number.POSITIVE_INFINITY]
    for (let i = 0; i < 3000; i++) values.push(Math.floor(random() * 10 ** Math.floor(random() * 16)))
    for (const value of values) expect(formatWhole(value), String(value)).toBe(intl.format(value))
  })

  it('long dates in Bangkok time, from 1920 on and before it', () => {
    const intl = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' })
    const times = [Date.UTC(2024, 0, 6, 16, 59, 59, 999), Date.UTC(2024, 0, 6, 17), Date.UTC(2024, 1, 28, 17), Date.UTC(2024, 1, 29, 17), Date.UTC(1920, 2, 31, 17), Date.UTC(1920, 2, 31, 23, 59), Date.UTC(1920, 3, 1), Date.UTC(1900, 5, 1), Date.UTC(1, 0, 1), Date.UTC(9999, 11, 31)]
    for (let i = 0; i < 3000; i++) times.push(Date.UTC(1920, 3, 1) + Math.floor(random() * (Date.UTC(2200, 0, 1) - Date.UTC(1920, 3, 1))))
    for (const time of times) {
      expect(formatThaiDate(new Date(time)), new Date(time).toISOString()).toBe(intl.format(time))
      expect(formatThaiDate(new Date(time).toISOString())).toBe(intl.format(time))
    }
  })

  it('how long ago, in every unit, with grouped numbers', () => {
    const intl = new Intl.RelativeTimeFormat('th', { numeric: 'always' })
    const units = [
      ['second', 1],
      ['minute', 60],
      ['hour', 3600],
      ['day', 86_400],
      ['week', 604_800],
    ] as const
    for (const seconds of [0, 1, 59, 60, 61, 3599, 3600, 86_399, 86_400, 604_799, 604_800, 10 ** 10, ...Array.from({ length: 500 }, () => Math.floor(random() * 10 ** 9))]) {
      const [unit, size] = units.findLast(([, size]) => seconds >= size) ?? units[0]
      expect(timeAgo(ago(seconds), now), String(seconds)).toBe(intl.format(-Math.floor(seconds / size), unit))
    }
  })

  it('weekday and month names', () => {
    const weekday = new Intl.DateTimeFormat('th-TH', { weekday: 'long', timeZone: 'UTC' })
    const month = new Intl.DateTimeFormat('th-TH', { month: 'long', timeZone: 'UTC' })
    expect(THAI_WEEKDAYS).toEqual(Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2024, 0, 7 + i))))
    expect(THAI_MONTHS).toEqual(Array.from({ length: 12 }, (_, i) => month.format(Date.UTC(2024, i, 1))))
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

  it('gives a name the same colour every time: its own, whatever names came before', () => {
    // Worked by hand from the rule (hash = hash * 31 + code point, modulo 1 000 003; then modulo the count).
    expect(nameColourIndex('x', 8)).toBe(120 % 8)
    expect(nameColourIndex('ab', 8)).toBe((97 * 31 + 98) % 8)
    const before = nameColourIndex('สมชาย ใจดี', 8)
    for (let i = 0; i < 50; i++) nameColourIndex(`someone else ${i}`, 8)
    expect(nameColourIndex('สมชาย ใจดี', 8)).toBe(before)
    expect(before).toBe(6)
  })

  it('spreads different names over all the colours, and never past the last', () => {
    const counts = Array.from({ length: 8 }, () => 0)
    for (let i = 0; i < 80; i++) {
      const index = nameColourIndex(`e2e_user_${i}`, 8)
      expect(index).toBeGreaterThanOrEqual(0)
      expect(index).toBeLessThan(8)
      counts[index]!++
    }
    // Every colour is used, none by more than twice its share (10 each if evenly spread).
    expect(Math.min(...counts)).toBeGreaterThan(0)
    expect(Math.max(...counts)).toBeLessThanOrEqual(20)
    // With fewer colours, the index follows the count.
    expect(nameColourIndex('สมชาย ใจดี', 3)).toBeLessThan(3)
  })
})
