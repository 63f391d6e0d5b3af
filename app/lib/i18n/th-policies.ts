import { th, translator, type Leaves } from './th'

/** The policy pages (terms, privacy, sessions): a section of the one catalogue (see th.ts), loaded with its code. */
export const policiesTh = {
  loadError: 'ไม่สามารถโหลดเนื้อหาได้ กรุณาลองใหม่อีกครั้ง',
  updatedAt: 'ปรับปรุงล่าสุด {date}',
  session: {
    intro: 'กติกาเหล่านี้ช่วยให้ทุกเซสชันราบรื่นและเป็นธรรมกับทั้งผู้เรียนและผู้ให้บริการ',
    joinTitle: 'การเข้าห้อง',
    join1: 'ห้องเปิดให้เข้าก่อนเวลาเริ่ม 10 นาที',
    join2: 'หากผู้ให้บริการยังไม่เข้าห้องภายใน 5 นาทีหลังเวลาเริ่ม ระบบจะแจ้งเตือนผู้เรียน',
    join3: 'ระบบแจ้งเตือนเมื่อเหลือเวลา 5 นาที และปิดห้องเมื่อหมดเวลา',
    conductTitle: 'มารยาทในห้องเรียน',
    conduct1: 'สุภาพและให้เกียรติซึ่งกันและกัน',
    conduct2: 'ห้ามบันทึกภาพหรือเสียงโดยไม่ได้รับอนุญาตจากอีกฝ่าย',
    conduct3: 'ห้ามนัดชำระเงินนอกระบบ',
    changesTitle: 'การเลื่อนหรือยกเลิก',
    changes1: 'เลื่อนหรือยกเลิกการจองได้ผ่านแอปพลิเคชัน ตามเงื่อนไขของแต่ละบริการ',
    changes2: 'หากเกิดปัญหาระหว่างเซสชัน ติดต่อทีมงานผ่านศูนย์ช่วยเหลือ',
  },
} as const

const catalogue = { ...th, policies: policiesTh }

/** The Thai text for a key of the base catalogue or of this section (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
