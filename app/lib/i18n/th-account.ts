import { th, translator, type Leaves } from './th'

/**
 * The account menu's and the account pages' text: a section of the one catalogue (see th.ts),
 * loaded with their code, so a visitor who is not signed in never downloads it. What the shell's
 * code says (a picture's alt text, the note after signing out) stays in the base.
 */
export const accountTh = {
  editPicture: 'แก้ไขรูปโปรไฟล์',
  userMenu: 'เมนูผู้ใช้',
  wallet: 'กระเป๋าเครดิต',
  bookings: 'การจองของฉัน',
  explore: 'สำรวจบริการ',
  providerMenu: 'เมนูผู้ให้บริการ',
  registerProvider: 'สมัครเป็นผู้ให้บริการ',
  manageServices: 'จัดการบริการ',
  manageAccount: 'จัดการบัญชี',
  logout: 'ออกจากระบบ',
  staffArea: 'ระบบผู้ดูแล',
  notifications: 'การแจ้งเตือน',
  status: {
    draft: '(ดำเนินการต่อให้เสร็จสมบูรณ์)',
    submitted: '(อยู่ระหว่างการตรวจสอบ)',
    approved: '(สำเร็จ)',
    rejected: '(ข้อมูลไม่ครบถ้วน)',
  },
} as const

const catalogue = { ...th, account: { ...th.account, ...accountTh } }

/** The Thai text for a key of the base catalogue or of the account section (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
