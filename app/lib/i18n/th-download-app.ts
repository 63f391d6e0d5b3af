import { th, translator, type Leaves } from './th'

/** The "continue on the application" dialog and its QR codes: a section of the one catalogue (see th.ts), loaded with the dialog. */
export const downloadModalTh = {
  title: 'ดำเนินการต่อบนแอปพลิเคชัน',
  googlePlay: 'ดาวน์โหลดบน Google Play',
  appStore: 'ดาวน์โหลดบน App Store',
  consumerHeading: 'สำหรับผู้เรียนและผู้ใช้บริการ',
  providerHeading: 'สำหรับผู้ให้บริการ',
  consumer: {
    devices: 'ใช้งานได้ทั้งบนโทรศัพท์และแท็บเล็ต',
    instant: 'เริ่มคุยได้ทันที หรือจองล่วงหน้าก็ได้',
    reminder: 'แจ้งเตือนเมื่อถึงเวลานัดหมาย',
    verified: 'ผู้เชี่ยวชาญทุกคนผ่านการยืนยันตัวตน',
  },
  provider: {
    devices: 'ใช้งานได้ทั้งบนโทรศัพท์และแท็บเล็ต',
    jobs: 'แจ้งเตือนเมื่อมีงานเข้า',
    schedule: 'จัดการตารางเวลาและคิวงานได้ง่ายขึ้น',
  },
  qrHint: 'สแกน QR โค้ดด้วยกล้องโทรศัพท์เพื่อเปิดร้านค้าแอป',
  qrLabel: 'QR โค้ดสำหรับ {store}',
} as const

const catalogue = { ...th, downloadModal: downloadModalTh }

/** The Thai text for a key of the base catalogue or of this section (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
