import { th, translator, type Leaves } from './th'

/** The pages that only the mobile application serves (wallet, payments, bookings): a section of the one catalogue (see th.ts), loaded with its code. */
export const appOnlyTh = {
  title: 'ใช้งานต่อบนแอปพลิเคชัน',
  body: 'ฟีเจอร์นี้ใช้งานได้บนแอปพลิเคชันมือถือ ดาวน์โหลดแอปเพื่อจัดการ{feature}ได้สะดวกและปลอดภัย',
  open: 'ดาวน์โหลดแอปพลิเคชัน',
  back: 'กลับไปหน้าแรก',
  features: {
    explore: 'การสำรวจบริการ',
    wallet: 'กระเป๋าเครดิต',
    payment: 'การชำระเงิน',
    messages: 'ข้อความ',
    bookings: 'การจอง',
  },
} as const

const catalogue = { ...th, appOnly: appOnlyTh }

/** The Thai text for a key of the base catalogue or of this section (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
