import { th, translator, type Leaves } from './th'

// Dates as the site words them, written out rather than asked of Intl: a page's first Intl
// formatter loads the browser's locale data, a long task on a phone (app/lib/format.ts). The
// names and the wording are Intl's own for th-TH; a unit test checks them against it.

/** Weekday names, Sunday first (as `Date.getDay()` numbers them), with the word for "day". */
export const WEEKDAY_NAMES = ['วันอาทิตย์', 'วันจันทร์', 'วันอังคาร', 'วันพุธ', 'วันพฤหัสบดี', 'วันศุกร์', 'วันเสาร์'] as const

/** Month names, January first. */
export const MONTH_NAMES = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'] as const

export const calendarTh = {
  /** A long date: day, month name, Buddhist-era year. */
  longDate: '{day} {month} {year}',
  /** How long ago, by the unit `timeAgo` picks. */
  ago: {
    second: '{n} วินาทีที่ผ่านมา',
    minute: '{n} นาทีที่ผ่านมา',
    hour: '{n} ชั่วโมงที่ผ่านมา',
    day: '{n} วันที่ผ่านมา',
    week: '{n} สัปดาห์ที่ผ่านมา',
  },
} as const

const catalogue = { ...th, calendar: calendarTh }

/** The Thai text for a key of the base catalogue or of this section (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
