import { th, translator, type Leaves } from './th'

/**
 * The live session's whiteboard (loaded with the board's code, when it is first opened): a section
 * of the one catalogue (see th.ts). The button that opens it and the summary's download are in
 * th-session.ts.
 */
export const boardTh = {
  region: 'กระดานไวท์บอร์ด',
  tools: 'เครื่องมือ',
  tool: {
    pen: 'ปากกา',
    highlighter: 'ปากกาเน้นข้อความ',
    line: 'เส้นตรง',
    text: 'ข้อความ',
    eraser: 'ยางลบ',
  },
  colors: 'สี',
  color: {
    '#1f2937': 'ดำ',
    '#dc2626': 'แดง',
    '#1d4ed8': 'น้ำเงิน',
    '#15803d': 'เขียว',
    '#b45309': 'ส้ม',
    '#7e22ce': 'ม่วง',
  },
  widths: 'ขนาด',
  width: {
    small: 'เล็ก',
    medium: 'กลาง',
    large: 'ใหญ่',
  },
  undo: 'เลิกทำ',
  redo: 'ทำซ้ำ',
  clear: 'ล้างหน้านี้',
  clearTitle: 'ล้างหน้า {page} ของกระดาน?',
  clearBody: 'ทุกอย่างบนหน้านี้จะหายไปสำหรับทั้งสองฝ่าย และเรียกคืนไม่ได้',
  clearConfirm: 'ล้างหน้า',
  cancel: 'ยกเลิก',
  pages: 'หน้าของกระดาน',
  page: 'หน้า {page}',
  canvas: 'พื้นที่เขียน หน้า {page}: เขียนด้วยเมาส์ นิ้ว หรือปากกา เลือกเครื่องมือข้อความแล้วกด Enter เพื่อพิมพ์',
  textInput: 'พิมพ์ข้อความบนกระดาน กด Enter เพื่อวาง กด Shift+Enter เพื่อขึ้นบรรทัดใหม่ กด Esc เพื่อยกเลิก',
  loading: 'กำลังโหลดกระดาน…',
  loadFailed: 'โหลดกระดานไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  full: 'กระดานเต็มแล้ว ลบบางส่วนหรือล้างหน้าก่อนเขียนเพิ่ม',
  tooFast: 'เขียนเร็วเกินไป บางเส้นอาจไม่ถูกบันทึก',
  notAllowed: 'คุณไม่มีสิทธิ์ทำสิ่งนี้บนกระดาน',
} as const

const catalogue = { ...th, board: boardTh }

/** The Thai text for a key of the base catalogue or of this section (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
