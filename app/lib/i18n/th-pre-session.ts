import { th, translator, type Leaves } from './th'
import { sessionTh } from './th-session'

/**
 * The pre-session page (camera, microphone and speaker checked before the waiting room): a section
 * of the one catalogue (see th.ts), loaded with its code. The device names it shares with the call
 * are in th-session.ts.
 */
export const preSessionTh = {
  heading: 'ตรวจสอบกล้อง ไมโครโฟน และลำโพง',
  intro: 'ทดสอบอุปกรณ์ก่อนเข้าห้องเรียน ระบบจะจำการตั้งค่าของคุณไว้สำหรับครั้งต่อไป',
  previewLabel: 'ภาพจากกล้องของคุณ',
  cameraOffPreview: 'กล้องปิดอยู่',
  micLevel: 'ระดับเสียงไมโครโฟน',
  speakerUnsupported: 'เบราว์เซอร์นี้ใช้ลำโพงตามค่าเริ่มต้นของระบบ',
  startWithCamera: 'เปิดกล้องเมื่อเข้าห้อง',
  startWithMic: 'เปิดไมโครโฟนเมื่อเข้าห้อง',
  volume: 'ระดับเสียงลำโพง',
  testSound: 'ทดสอบเสียงลำโพง',
  continue: 'ไปที่ห้องรอ',
  requesting: 'กำลังขอสิทธิ์ใช้กล้องและไมโครโฟน…',
  deniedTitle: 'เบราว์เซอร์ไม่อนุญาตให้ใช้กล้องหรือไมโครโฟน',
  deniedBody: 'เปิดสิทธิ์กล้องและไมโครโฟนสำหรับเว็บไซต์นี้ในการตั้งค่าของเบราว์เซอร์ แล้วกดลองอีกครั้ง',
  deniedHelp: 'ดูวิธีอนุญาตกล้องและไมโครโฟน',
  noDevice: 'ไม่พบกล้องหรือไมโครโฟนในอุปกรณ์นี้ คุณยังเข้าห้องได้โดยไม่เปิดกล้องหรือไมโครโฟน',
  unsupported: 'เบราว์เซอร์นี้ไม่รองรับการใช้กล้องและไมโครโฟน กรุณาใช้ Chrome, Edge, Firefox หรือ Safari รุ่นล่าสุด',
  bookingHeading: 'เซสชันที่คุณกำลังจะเข้า',
  bookingLoadFailed: 'โหลดข้อมูลการจองไม่สำเร็จ ตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
  checkStillWorks: 'คุณยังทดสอบกล้อง ไมโครโฟน และลำโพงได้ตามปกติ',
} as const

const catalogue = { ...th, session: sessionTh, preSession: preSessionTh }

/** The Thai text for a key of the base catalogue, of the session's section or of this one (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
