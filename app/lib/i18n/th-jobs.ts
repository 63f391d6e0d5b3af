import { translator, type Leaves } from './th'
import { thCatalogue } from './th-catalogue'

/** The tutoring jobs page (/tutoring/jobs): a section of the one catalogue (see th.ts), loaded with its code. */
export const jobsTh = {
  statusFilter: 'สถานะงาน',
  all: 'ทั้งหมด',
  status: { pending: 'รอตรวจสอบ', open: 'เปิดรับสมัคร', closed: 'ปิดรับแล้ว' },
  budget: 'งบประมาณ {budget} บาท',
  postedBy: 'โพสต์โดย {username}',
  count: 'ทั้งหมด {count} งาน',
  empty: 'ยังไม่มีงานสอนพิเศษในสถานะนี้',
  loadFailed: 'โหลดรายการงานไม่สำเร็จ',
  list: 'รายการงานสอนพิเศษ',
  apply: 'สนใจสอนงานนี้',
} as const

const catalogue = { ...thCatalogue, jobs: jobsTh }

/** The Thai text for a key of the base catalogue or of this section (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
