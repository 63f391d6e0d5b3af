import { th, translator, type Leaves } from './th'

/** The form controls' own text (file and date pickers) and leaving a form unsaved: sections of the one catalogue (see th.ts), loaded with the forms' code. */
export const pickersTh = {
  chooseFile: 'เลือกไฟล์',
  noFile: 'ยังไม่ได้เลือกไฟล์',
  day: 'วันที่',
  month: 'เดือน',
  year: 'ปี (พ.ศ.)',
  // An empty date part: a dash, as the catalogue's other "none" marks.
  unset: '–',
} as const

export const formsTh = {
  // An uploaded image refused by its size in pixels (`image_too_large`), and uploads refused for coming too fast (429).
  upload: {
    imageTooLarge: 'รูปภาพมีความละเอียดสูงเกินไป (ไม่เกิน 16 ล้านพิกเซล เช่น 4096 × 4096) กรุณาย่อขนาดรูปแล้วลองใหม่อีกครั้ง',
    tooFast: 'อัปโหลดรูปภาพบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
  },
  unsaved: {
    title: 'ออกจากหน้านี้โดยไม่บันทึก?',
    body: 'การแก้ไขที่ยังไม่ได้บันทึกจะหายไป',
    leave: 'ออกโดยไม่บันทึก',
    stay: 'อยู่ต่อเพื่อบันทึก',
  },
} as const

const catalogue = { ...th, pickers: pickersTh, forms: formsTh }

/** The Thai text for a key of the base catalogue or of these sections (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
