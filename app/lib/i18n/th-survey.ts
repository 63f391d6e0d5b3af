import { th, translator, type Leaves } from './th'

/** The survey page (/survey): a section of the one catalogue (see th.ts), loaded with its code. */
export const surveyTh = {
  intro: 'ความคิดเห็นของคุณช่วยให้เราปรับปรุงบริการได้ดีขึ้น ใช้เวลาไม่ถึง 1 นาที',
  ratingLegend: 'คุณพอใจกับการใช้งานมากแค่ไหน?',
  ratingRequired: 'เลือกระดับความพึงพอใจ',
  rating: { r1: 'ไม่พอใจมาก', r2: 'ไม่พอใจ', r3: 'เฉย ๆ', r4: 'พอใจ', r5: 'พอใจมาก' },
  topicsLegend: 'คุณใช้งานเว็บไซต์เพื่ออะไร (เลือกได้หลายข้อ)',
  topics: {
    find_tutor: 'หาครูสอนพิเศษหรือบริการ',
    book_session: 'จองเวลาเรียน',
    video_session: 'เรียนผ่านวิดีโอ',
    become_provider: 'สมัครเป็นผู้ให้บริการ',
    other: 'อื่น ๆ',
  },
  commentLabel: 'ข้อเสนอแนะเพิ่มเติม (ไม่บังคับ)',
  commentCount: '{count}/{max} ตัวอักษร',
  commentTooLong: 'ข้อเสนอแนะยาวได้ไม่เกิน {max} ตัวอักษร',
  submit: 'ส่งแบบสอบถาม',
  thanksTitle: 'ขอบคุณสำหรับความคิดเห็น',
  thanksBody: 'เราได้รับแบบสอบถามของคุณแล้ว',
  tooMany: 'คุณส่งแบบสอบถามบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
} as const

const catalogue = { ...th, survey: surveyTh }

/** The Thai text for a key of the base catalogue or of this section (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
