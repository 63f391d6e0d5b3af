import { th, translator, type Leaves } from './th'

/** Signing in (/login), registering (/register) and the profile page (/profile): sections of the one catalogue (see th.ts), loaded with their screens. */
export const authTh = {
  title: 'เข้าสู่ระบบหรือสมัครสมาชิก',
  providerTitle: 'เข้าสู่ระบบสำหรับผู้ให้บริการ',
  providerSubtitle: 'เข้าสู่ระบบหรือสมัครสมาชิกเพื่อเริ่มสอนและให้บริการ',
  // Shown when a link or the guard brought a visitor here on the way to a members' page.
  welcomeBack: 'ยินดีต้อนรับกลับ {username}',
  signedIn: 'เข้าสู่ระบบเรียบร้อยแล้ว',
  membersOnly: 'หน้าที่คุณต้องการเปิดสำหรับสมาชิกเท่านั้น เข้าสู่ระบบหรือสมัครสมาชิกด้วยรหัสยืนยันทางโทรศัพท์หรืออีเมล แล้วเราจะพาคุณไปต่อทันที',
  phoneLabel: 'หมายเลขโทรศัพท์',
  phonePlaceholder: '08xxxxxxxx',
  emailLabel: 'อีเมล',
  emailPlaceholder: 'name@example.com',
  continue: 'ดำเนินการต่อ',
  useEmail: 'ใช้อีเมลแทน',
  usePhone: 'ใช้หมายเลขโทรศัพท์แทน',
  phoneRequired: 'ระบุหมายเลขโทรศัพท์ของท่าน',
  phoneInvalid: 'หมายเลขโทรศัพท์ไม่ถูกต้อง',
  emailRequired: 'ระบุอีเมลของท่าน',
  emailInvalid: 'อีเมลไม่ถูกต้อง',
  back: 'ย้อนกลับ',
  verifyPhone: 'ยืนยันหมายเลขโทรศัพท์',
  verifyEmail: 'ยืนยันอีเมล',
  codeSent: 'รหัสยืนยัน 6 หลักถูกส่งไปที่ {destination}',
  codeLabel: 'รหัสยืนยัน 6 หลัก',
  resend: 'ส่งรหัสอีกครั้ง',
  resendIn: 'ส่งรหัสอีกครั้งได้ใน {seconds} วินาที',
  resent: 'ส่ง OTP ใหม่ไปแล้ว',
  otpWrong: 'รหัสยืนยันไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง',
  registerFirst: 'กรุณาสมัครใช้งานก่อนเข้าสู่ระบบ',
  phoneUsed: 'หมายเลขโทรศัพท์นี้ถูกใช้แล้ว',
  emailUsed: 'อีเมลนี้ถูกใช้แล้ว',
  tooMany: 'คุณขอรหัสหรือลองใส่รหัสบ่อยเกินไป กรุณารออีก {wait} แล้วลองใหม่',
  waitSeconds: '{n} วินาที',
  waitMinutes: '{n} นาที',
  deliveryFailed: 'ส่งรหัสยืนยันไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  verifying: 'กำลังตรวจสอบรหัส…',
  sessionExpired: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
  howItWorksTitle: 'เข้าสู่ระบบด้วยรหัสยืนยัน ไม่ต้องใช้รหัสผ่าน',
  howItWorks1: 'กรอกหมายเลขโทรศัพท์หรืออีเมลของคุณ',
  howItWorks2: 'รับรหัสยืนยัน 6 หลักทาง SMS หรืออีเมล (ใช้ได้ 5 นาที)',
  howItWorks3: 'กรอกรหัสเพื่อเข้าสู่ระบบ หากยังไม่มีบัญชี ระบบจะพาไปสมัครสมาชิก',
  noPassword: 'เราไม่ใช้รหัสผ่าน จึงไม่มีรหัสผ่านให้ลืม เข้าสู่ระบบด้วยรหัสยืนยันที่ส่งไปยังโทรศัพท์หรืออีเมลของคุณได้ทุกครั้ง',
  goToLogin: 'ไปที่หน้าเข้าสู่ระบบ',
} as const

export const registerTh = {
  intro: 'อีกขั้นตอนเดียว กรอกข้อมูลเพื่อสร้างบัญชีของคุณ',
  usernameLabel: 'ชื่อผู้ใช้',
  usernameHint: '3–30 ตัวอักษร ใช้ตัวอักษรไทยหรืออังกฤษ ตัวเลข _ และ . ได้',
  usernameRequired: 'ระบุชื่อผู้ใช้',
  usernameInvalid: 'ชื่อผู้ใช้ต้องมี 3–30 ตัวอักษร และใช้ได้เฉพาะตัวอักษร ตัวเลข _ และ .',
  usernameTaken: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
  genderLabel: 'เพศ',
  genderRequired: 'เลือกเพศ',
  gender: { male: 'ชาย', female: 'หญิง', other: 'อื่น ๆ', unspecified: 'ไม่ระบุ' },
  birthdateLabel: 'วันเกิด',
  birthdateRequired: 'ระบุวันเกิด',
  birthdateInvalid: 'วันเกิดไม่ถูกต้อง',
  pictureLabel: 'รูปโปรไฟล์ (ไม่บังคับ)',
  pictureHint: 'ไฟล์ JPEG, PNG หรือ WebP ขนาดไม่เกิน 5 MB',
  pictureInvalid: 'รองรับเฉพาะไฟล์ภาพ JPEG, PNG หรือ WebP',
  pictureTooLarge: 'ไฟล์ภาพต้องมีขนาดไม่เกิน 5 MB',
  picturePreview: 'ตัวอย่างรูปโปรไฟล์',
  pictureRemove: 'นำรูปออก',
  submit: 'สมัครสมาชิก',
  submitting: 'กำลังสมัครสมาชิก…',
  codeExpired: 'รหัสยืนยันหมดอายุแล้ว กรุณาเริ่มเข้าสู่ระบบใหม่อีกครั้ง',
  missingDraft: 'ไม่พบข้อมูลการยืนยัน กรุณาเริ่มจากหน้าเข้าสู่ระบบ',
  destinationUsed: 'บัญชีนี้ถูกสมัครไว้แล้ว กรุณาเข้าสู่ระบบ',
  formErrors: 'กรุณาแก้ไขข้อมูลที่ไม่ถูกต้อง',
  welcome: 'สมัครสมาชิกเรียบร้อยแล้ว ยินดีต้อนรับ {username}',
  privacyNotice:
    'เราใช้ชื่อผู้ใช้ เพศ วันเกิด รูปโปรไฟล์ และหมายเลขโทรศัพท์หรืออีเมลที่ยืนยันแล้ว เพื่อสร้างและดูแลบัญชีของคุณ และเพื่อให้บริการที่คุณเลือก เมื่อกด “สมัครสมาชิก” ถือว่าคุณยอมรับ{terms}และรับทราบ{privacy}',
  termsLink: 'ข้อกำหนดการใช้งาน',
  privacyLink: 'นโยบายความเป็นส่วนตัว',
  opensInNewTab: '(เปิดในแท็บใหม่)',
} as const

export const profileTh = {
  signInPrompt: 'เข้าสู่ระบบเพื่อดูและแก้ไขโปรไฟล์ของคุณ',
  signIn: 'เข้าสู่ระบบ',
  phone: 'หมายเลขโทรศัพท์',
  email: 'อีเมล',
  notSet: 'ไม่ได้ระบุ',
  edit: 'แก้ไขข้อมูล',
  save: 'บันทึก',
  saving: 'กำลังบันทึก…',
  cancel: 'ยกเลิก',
  saved: 'บันทึกข้อมูลแล้ว',
  changePicture: 'เปลี่ยนรูปโปรไฟล์',
  removePicture: 'ลบรูปโปรไฟล์',
  pictureSaved: 'อัปเดตรูปโปรไฟล์แล้ว',
  pictureRemoved: 'ลบรูปโปรไฟล์แล้ว',
} as const

const catalogue = { ...th, auth: authTh, register: registerTh, profile: profileTh }

/** The Thai text for a key of the base catalogue or of these sections (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
