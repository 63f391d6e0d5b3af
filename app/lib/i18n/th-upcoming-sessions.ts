import { th, translator, type Leaves } from './th'

/**
 * A signed-in person's upcoming sessions outside the session pages: the bar under the header and
 * the account menu's list (loaded with their code, only for signed-in visitors): a section of the
 * one catalogue (see th.ts).
 */
export const upcomingSessionsTh = {
  heading: 'การเรียนที่กำลังจะมาถึง',
  empty: 'ยังไม่มีการเรียนที่กำลังจะมาถึง',
  loading: 'กำลังโหลดการเรียนของคุณ…',
  failed: 'โหลดรายการการเรียนไม่สำเร็จ ลองใหม่อีกครั้งภายหลัง',
  with: 'กับ {name}',
  enter: 'เข้าห้องเรียน',
  bar: {
    label: 'การเรียนที่ใกล้จะเริ่ม',
    startsIn: 'การเรียนกับ {name} จะเริ่ม{when}',
    started: 'การเรียนกับ {name} เริ่มแล้ว เหลือเวลาอีก {minutes} นาที',
  },
} as const

const catalogue = { ...th, upcomingSessions: upcomingSessionsTh }

/** The Thai text for a key of the base catalogue or of this section (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
