import { th, translator, type Leaves } from './th'

/** The page for would-be providers (/provider): a section of the one catalogue (see th.ts), loaded with its code. */
export const providerLandingTh = {
  heroTitle: 'สอนออนไลน์และสร้างรายได้จากความเชี่ยวชาญของคุณ',
  heroBody: 'เปิดคอร์ส รับงานสอน และพบผู้เรียนผ่านวิดีโอ จัดการตารางเวลาได้เอง',
  registerCta: 'สมัครเป็นผู้ให้บริการ',
  manageCta: 'จัดการบริการของฉัน',
  stepsTitle: 'ขั้นตอนการสมัคร',
  step1Title: 'เข้าสู่ระบบ',
  step1Body: 'เข้าสู่ระบบหรือสมัครสมาชิกด้วยรหัสยืนยันทางโทรศัพท์หรืออีเมล',
  step2Title: 'กรอกข้อมูลและเอกสาร',
  step2Body: 'ข้อมูลส่วนตัว ประสบการณ์การสอน บัตรประจำตัว และใบรับรอง',
  step3Title: 'รอการตรวจสอบ',
  step3Body: 'ทีมงานตรวจสอบข้อมูล เมื่อผ่านแล้วคุณเปิดบริการได้ทันที',
  benefitsTitle: 'สิทธิประโยชน์สำหรับผู้ให้บริการ',
  benefit1: 'กำหนดราคาและเวลาสอนได้เอง',
  benefit2: 'แจ้งเตือนทันทีเมื่อมีงานเข้า',
  benefit3: 'จัดการตารางเวลาและคิวงานได้ง่าย',
  benefit4: 'รับเงินผ่านกระเป๋าเครดิตอย่างปลอดภัย',
} as const

const catalogue = { ...th, providerLanding: providerLandingTh }

/** The Thai text for a key of the base catalogue or of this section (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
