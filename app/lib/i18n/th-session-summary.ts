import { th, translator, type Leaves } from './th'
import { sessionTh } from './th-session'

/**
 * The summary shown after a live session: a section of the one catalogue (see th.ts), loaded with
 * its code, so the call itself carries none of it.
 */
export const sessionSummaryTh = {
  heading: 'สรุปการเรียน',
  scheduled: 'เวลาที่นัดไว้',
  attendance: 'ผู้เข้าร่วม',
  attended: 'เข้าร่วม',
  absent: 'ไม่ได้เข้าร่วม',
  name: 'ชื่อ',
  role: 'บทบาท',
  status: 'การเข้าร่วม',
  connectedMinutes: 'เวลาที่เชื่อมต่อ',
  transcript: 'บันทึกแชต',
  noTranscript: 'ไม่มีข้อความในเซสชันนี้',
  backHome: 'กลับหน้าแรก',
  backToBookings: 'การจองของฉัน',
  rejoin: 'กลับเข้าห้องเรียน',
  stillRunning: 'ยังไม่หมดเวลาเรียน กลับเข้าห้องได้จนถึง {time}',
  board: 'กระดานของการเรียนนี้',
  boardPages: 'กระดานมี {count} หน้าที่มีการเขียน',
  boardDownload: 'ดาวน์โหลดกระดาน (PNG)',
  boardFailed: 'สร้างภาพกระดานไม่สำเร็จ ลองอีกครั้ง',
} as const

const catalogue = { ...th, session: sessionTh, sessionSummary: sessionSummaryTh }

/** The Thai text for a key of the base catalogue, of the session's section or of this one (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
