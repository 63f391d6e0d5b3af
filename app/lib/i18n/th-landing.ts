import { th, translator, type Leaves } from './th'

/** The consumer landing page (`/`, `/landing`, `/home`) and its catalogue: sections of the one catalogue (see th.ts), loaded with its code. */
export const landingTh = {
  heroTitle: 'เรียนกับครูที่ใช่ ได้ทุกที่ ทุกเวลา',
  heroBody: 'ค้นหาครูสอนพิเศษและผู้เชี่ยวชาญที่ผ่านการยืนยันตัวตน คุยสดผ่านวิดีโอได้ทันทีหรือจองเวลาล่วงหน้า',
  downloadCta: 'ดาวน์โหลดแอป',
  howTitle: 'เริ่มต้นง่าย ๆ ใน 3 ขั้นตอน',
  step1Title: 'ค้นหา',
  step1Body: 'เลือกวิชาหรือบริการที่สนใจ ดูโปรไฟล์ รีวิว และราคาของผู้ให้บริการ',
  step2Title: 'จองหรือคุยทันที',
  step2Body: 'เริ่มเซสชันได้ทันทีเมื่อผู้ให้บริการออนไลน์ หรือจองเวลาที่สะดวก',
  step3Title: 'เรียนสดผ่านวิดีโอ',
  step3Body: 'พบกันในห้องเรียนออนไลน์ พร้อมแชตและแชร์หน้าจอ',
  whyTitle: 'ทำไมต้องเรียนกับเรา',
  why1Title: 'ผู้เชี่ยวชาญผ่านการยืนยันตัวตน',
  why1Body: 'ทีมงานตรวจสอบเอกสารและคุณวุฒิของผู้ให้บริการทุกคนก่อนเปิดรับงาน',
  why2Title: 'แจ้งเตือนเมื่อถึงเวลานัด',
  why2Body: 'ไม่พลาดทุกนัดหมาย ด้วยการแจ้งเตือนก่อนเริ่มเซสชัน',
  why3Title: 'ใช้งานได้ทุกอุปกรณ์',
  why3Body: 'เรียนได้ทั้งบนคอมพิวเตอร์ โทรศัพท์ และแท็บเล็ต',
  providerTitle: 'มีความรู้อยากแบ่งปัน?',
  providerBody: 'สมัครเป็นผู้ให้บริการ สร้างรายได้จากความเชี่ยวชาญของคุณ',
  providerCta: 'ดูรายละเอียดสำหรับผู้ให้บริการ',
} as const

export const homeTh = {
  searchButton: 'ค้นหา',
  categoriesTitle: 'เลือกตามหมวดหมู่',
  serviceCount: '{count} บริการ',
  featuredTitle: 'ครูและบริการแนะนำ',
  seeAll: 'ดูทั้งหมด',
  noServices: 'ยังไม่มีบริการในขณะนี้',
} as const

const catalogue = { ...th, landing: { ...th.landing, ...landingTh }, home: { ...th.home, ...homeTh } }

/** The Thai text for a key of the base catalogue or of these sections (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
