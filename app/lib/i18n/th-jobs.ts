import { catalogueSection } from './catalogue-sections'

/** The tutoring jobs page (/tutoring/jobs): a section of the one catalogue (see th.ts), loaded with its code. */
export const jobsTh = catalogueSection('jobs', {
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
})
