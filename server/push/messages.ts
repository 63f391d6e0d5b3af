import type { PushPayload } from '~/contract/api/notifications'

/**
 * What a notification says, in Thai (the server's own words: a push is shown by the service
 * worker with the tab closed, so the text cannot come from the page's catalogue).
 */
export const pushMessages = {
  sessionReady: (serviceTitle: string, bookingId: string): PushPayload => ({
    kind: 'session_ready',
    title: 'ห้องเรียนเปิดแล้ว',
    body: `เข้าห้องรอเพื่อเริ่ม "${serviceTitle}" ได้เลย`,
    url: `/session/waiting-room?booking=${bookingId}`,
    tag: `session-${bookingId}`,
  }),
  verificationApproved: (): PushPayload => ({
    kind: 'verification',
    title: 'ยืนยันตัวตนผู้สอนสำเร็จ',
    body: 'บัญชีผู้สอนของคุณได้รับการอนุมัติแล้ว เริ่มสร้างบริการได้เลย',
    url: '/provider/services',
    tag: 'verification',
  }),
  verificationRejected: (): PushPayload => ({
    kind: 'verification',
    title: 'ข้อมูลผู้สอนยังไม่ครบถ้วน',
    body: 'ดูเหตุผลและแก้ไขข้อมูลเพื่อส่งตรวจสอบอีกครั้ง',
    url: '/profile/verify',
    tag: 'verification',
  }),
  newBooking: (serviceTitle: string, bookingId: string): PushPayload => ({
    kind: 'new_booking',
    title: 'มีการจองใหม่',
    body: `มีผู้เรียนจอง "${serviceTitle}"`,
    url: `/session/waiting-room?booking=${bookingId}`,
    tag: `booking-${bookingId}`,
  }),
}
