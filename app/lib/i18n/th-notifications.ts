import { th, translator, type Leaves } from './th'

/** Web push notifications and their settings (/mobile/notification): a section of the one catalogue (see th.ts). */
export const notificationsTh = {
  title: 'การแจ้งเตือน',
  device: {
    heading: 'การแจ้งเตือนบนอุปกรณ์นี้',
    on: 'เปิดการแจ้งเตือนบนอุปกรณ์นี้แล้ว',
    off: 'ยังไม่ได้เปิดการแจ้งเตือนบนอุปกรณ์นี้',
    turnOn: 'เปิดการแจ้งเตือน',
    turnOff: 'ปิดการแจ้งเตือนบนอุปกรณ์นี้',
    working: 'กำลังดำเนินการ…',
    turnedOn: 'เปิดการแจ้งเตือนแล้ว',
    explain: 'เราจะแจ้งเตือนเมื่อห้องเรียนเปิด เมื่อมีการจองใหม่ และเมื่อผลการยืนยันตัวตนผู้สอนออกแล้ว เบราว์เซอร์จะขออนุญาตหลังจากคุณกดปุ่มเท่านั้น',
    unsupported: 'เบราว์เซอร์นี้ไม่รองรับการแจ้งเตือนแบบพุช ลองใช้ Chrome, Edge, Firefox หรือ Safari รุ่นล่าสุด',
    iosHomeScreen: 'บน iPhone และ iPad การแจ้งเตือนใช้ได้เมื่อเปิดเว็บไซต์จากไอคอนบนหน้าจอโฮม: แตะปุ่มแชร์ แล้วเลือก "เพิ่มไปยังหน้าจอโฮม" จากนั้นเปิดจากไอคอนนั้น',
    denied: 'คุณได้บล็อกการแจ้งเตือนของเว็บไซต์นี้ไว้ เปิดอนุญาตได้ที่การตั้งค่าเว็บไซต์ของเบราว์เซอร์ แล้วกลับมาที่หน้านี้อีกครั้ง',
    notGranted: 'ยังไม่ได้รับอนุญาตให้แสดงการแจ้งเตือน',
    subscribeFailed: 'เบราว์เซอร์นี้ไม่สามารถสมัครรับการแจ้งเตือนได้ในขณะนี้ ตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
    saveFailed: 'บันทึกไม่สำเร็จ โปรดลองอีกครั้ง',
    checking: 'กำลังตรวจสอบ…',
  },
  kinds: {
    heading: 'เรื่องที่ต้องการรับการแจ้งเตือน',
    hint: 'ใช้กับทุกอุปกรณ์ที่เปิดการแจ้งเตือนไว้',
    session_ready: 'ห้องเรียนเปิดแล้ว',
    verification: 'ผลการยืนยันตัวตนผู้สอน',
    new_booking: 'มีการจองใหม่ (สำหรับผู้สอน)',
    saved: 'บันทึกการตั้งค่าแล้ว',
  },
  recent: {
    heading: 'การแจ้งเตือนล่าสุด',
    empty: 'ยังไม่มีการแจ้งเตือน',
    loadFailed: 'โหลดการแจ้งเตือนไม่สำเร็จ',
  },
  prompt: {
    label: 'รับการแจ้งเตือน',
    text: 'ให้เราแจ้งเตือนเมื่อห้องเรียนเปิดหรือมีการจองใหม่ไหม?',
    accept: 'เปิดการแจ้งเตือน',
    dismiss: 'ไว้ทีหลัง',
  },
} as const

const catalogue = { ...th, notifications: notificationsTh }

/** The Thai text for a key of the base catalogue or of this section (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
