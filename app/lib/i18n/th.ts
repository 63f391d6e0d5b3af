/**
 * The one Thai catalogue. Every string a person reads lives here, keyed by meaning; `t()` is typed
 * so a missing key fails to compile. Tests import `th-all.ts`, which has every section, to find
 * elements by the same text.
 *
 * The base holds what the shell's code says (the header, footer, account menu, error pages and
 * every page's title and description, which the routes' heads need). The areas (signing in and
 * registering, provider registration, my services, staff pages, notifications, the session bar
 * and the account menu's upcoming sessions, the download dialog, the landing page, the
 * catalogue's pages, the browse, jobs, help, policy, provider, survey and app-only pages, the
 * form controls) keep their text in files of their own beside this one, so the text travels with
 * the area's code instead of weighing on every page's first load. Each such file exports its own
 * `t`, typed for this base and its sections: a module that uses an area's text imports `t` from
 * that area's file, and a key of an area whose file it does not import fails to compile. A
 * section whose first words the shell also says (a card's price, a not-found title) keeps those
 * here and the rest in its area, merged by the area's file.
 */
const base = {
  brand: {
    name: 'ตลาดครู',
    tagline: 'หาครูและบริการที่ใช่ เรียนสดผ่านวิดีโอได้ทันที',
  },
  nav: {
    browse: 'ค้นหาบริการ',
    login: 'เข้าสู่ระบบ',
    download: 'ดาวน์โหลดแอปพลิเคชัน',
    downloadShort: 'ดาวน์โหลดแอป',
    openMenu: 'เปิดเมนู',
    closeMenu: 'ปิดเมนู',
    mainMenu: 'เมนูหลัก',
    toSite: 'ไปที่เว็บไซต์',
    accountMenu: 'เมนูบัญชีของ {username}',
    forProviders: 'ผู้ให้บริการ',
    tutoring: 'ติวเตอร์',
    myAccount: 'บัญชีของฉัน',
    blogs: 'บทความ',
    popularCategories: 'หมวดหมู่ยอดนิยม',
  },
  account: {
    signedOut: 'ออกจากระบบเรียบร้อยแล้ว',
    avatarAlt: 'รูปโปรไฟล์ของ {username}',
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
  },
  footer: {
    label: 'ลิงก์ท้ายเว็บ',
    becomeProvider: 'สมัครเป็นผู้ให้บริการ',
    copyright: '© {year} ตลาดครู สงวนลิขสิทธิ์',
  },
  mobileMenu: {
    title: 'เมนู',
    download: 'ดาวน์โหลดแอปพลิเคชัน',
    follow: 'ติดตามเรา',
  },

  common: {
    loading: 'กำลังโหลด…',
    retry: 'ลองอีกครั้ง',
    backHome: 'กลับหน้าแรก',
    comingSoon: 'เนื้อหาส่วนนี้กำลังจะมาเร็ว ๆ นี้',
    skipToContent: 'ข้ามไปยังเนื้อหาหลัก',
    close: 'ปิด',
  },
  errors: {
    notFoundTitle: 'ไม่พบหน้าที่คุณต้องการ',
    notFoundBody: 'ลิงก์อาจไม่ถูกต้อง หรือหน้านี้ถูกย้ายไปแล้ว',
    errorTitle: 'เกิดข้อผิดพลาด',
    errorBody: 'ขออภัย ระบบไม่สามารถแสดงหน้านี้ได้ในขณะนี้ กรุณาลองอีกครั้ง',
    network: 'ไม่สามารถเชื่อมต่ออินเทอร์เน็ตได้ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ตของคุณแล้วลองใหม่อีกครั้ง',
    generic: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  },

  catalogue: {
    price: '{price} บาท / ครั้ง',
    rating: 'คะแนน {average} จาก 5 ({count} รีวิว)',
    noRating: 'ยังไม่มีรีวิว',
    profileNotFoundTitle: 'ไม่พบผู้ให้บริการ',
    notFoundTitle: 'ไม่พบบริการนี้',
  },

  blogs: {
    notFoundTitle: 'ไม่พบบทความนี้',
    categoryNotFoundTitle: 'ไม่พบหมวดหมู่บทความนี้',
  },

  // The way to the catalogue: the landing page's and the empty lists'.
  landing: {
    browseCta: 'ค้นหาครูสอนพิเศษ',
  },
  // The search box's words: the landing page's and the browse page's.
  home: {
    searchLabel: 'ค้นหาวิชาหรือบริการ',
    searchPlaceholder: 'อยากเรียนอะไร เช่น คณิต ภาษาอังกฤษ กีตาร์',
  },
  pages: {
    home: { title: 'หน้าแรก', description: 'ค้นหาครูสอนพิเศษและผู้ให้บริการที่ผ่านการยืนยันตัวตน เรียนและคุยสดผ่านวิดีโอ' },
    landing: { title: 'ยินดีต้อนรับ', description: 'ตลาดบริการและครูสอนพิเศษออนไลน์สำหรับคนไทย' },
    providerLanding: { title: 'สำหรับผู้ให้บริการ', description: 'สมัครเป็นผู้ให้บริการ สอนและให้บริการออนไลน์ได้ทุกที่' },
    login: { title: 'เข้าสู่ระบบหรือสมัครสมาชิก', description: 'เข้าสู่ระบบด้วยรหัสยืนยันทางโทรศัพท์หรืออีเมล' },
    register: { title: 'สมัครสมาชิก', description: 'สร้างบัญชีผู้ใช้ใหม่' },
    registerSignInWith: { title: 'วิธีเข้าสู่ระบบ', description: 'เข้าสู่ระบบด้วยรหัสยืนยันแบบใช้ครั้งเดียว' },
    forgotPassword: { title: 'ลืมรหัสผ่าน', description: 'เราใช้รหัสยืนยันแบบใช้ครั้งเดียวแทนรหัสผ่าน' },
    explore: { title: 'สำรวจบริการ', description: 'สำรวจบริการทั้งหมดในแอปพลิเคชัน' },
    survey: { title: 'แบบสอบถาม', description: 'ช่วยเราปรับปรุงบริการด้วยการตอบแบบสอบถาม' },
    profile: { title: 'โปรไฟล์ของฉัน', description: 'ข้อมูลบัญชีผู้ใช้ของคุณ' },
    publicProfile: { title: 'โปรไฟล์ผู้ให้บริการ', description: 'ข้อมูลและบริการของผู้ให้บริการ' },
    serviceView: { title: 'รายละเอียดบริการ', description: 'รายละเอียด รีวิว และตัวเลือกการเรียน' },
    tutoring: { title: 'ติวเตอร์', description: 'ค้นหาครูสอนพิเศษ งานสอน และบทความ' },
    tutoringJobs: { title: 'งานสอนพิเศษ', description: 'ประกาศหาครูสอนพิเศษล่าสุด' },
    tutoringBrowse: { title: 'ค้นหาครูสอนพิเศษ', description: 'เลือกดูครูสอนพิเศษตามหมวดหมู่' },
    tutoringBlogs: { title: 'บทความ', description: 'บทความและเคล็ดลับการเรียน' },
    blogCategory: { title: 'หมวดหมู่บทความ', description: 'บทความในหมวดหมู่นี้' },
    blog: { title: 'บทความ', description: 'อ่านบทความ' },
    blogCourses: { title: 'คอร์สเรียน', description: 'บทความเกี่ยวกับคอร์สเรียน' },
    blogHowToUse: { title: 'วิธีใช้งาน', description: 'บทความแนะนำวิธีใช้งาน' },
    privacy: { title: 'นโยบายความเป็นส่วนตัว', description: 'วิธีที่เราเก็บและใช้ข้อมูลของคุณ' },
    terms: { title: 'ข้อกำหนดการใช้งาน', description: 'ข้อกำหนดและเงื่อนไขการใช้บริการ' },
    sessionPolicy: { title: 'นโยบายการเข้าเรียน', description: 'กติกาการเข้าร่วมเซสชันวิดีโอ' },
    help: { title: 'ศูนย์ช่วยเหลือ', description: 'คำถามที่พบบ่อยและวิธีแก้ปัญหา' },
    browserPermission: { title: 'อนุญาตกล้องและไมโครโฟน', description: 'วิธีอนุญาตให้เบราว์เซอร์ใช้กล้องและไมโครโฟน' },
    joinRoomGuide: { title: 'วิธีเข้าห้องเรียน', description: 'ขั้นตอนการเข้าห้องเรียนออนไลน์' },
    preSession: { title: 'ตรวจสอบก่อนเข้าเรียน', description: 'ทดสอบกล้อง ไมโครโฟน และลำโพงก่อนเข้าห้อง' },
    providerRegister: { title: 'สมัครเป็นผู้ให้บริการ', description: 'กรอกข้อมูลเพื่อสมัครเป็นผู้ให้บริการ' },
    browse: { title: 'ค้นหาบริการ', description: 'เลือกดูบริการตามหมวดหมู่' },
    providerServices: { title: 'จัดการบริการ', description: 'บริการทั้งหมดของคุณ' },
    providerService: { title: 'แก้ไขบริการ', description: 'สร้างหรือแก้ไขบริการ' },
    servicesCreate: { title: 'สร้างบริการใหม่', description: 'สร้างบริการใหม่' },
    servicesManage: { title: 'จัดการบริการ', description: 'จัดการบริการของคุณ' },
    services: { title: 'บริการของฉัน', description: 'บริการทั้งหมดของคุณ' },
    manageBookings: { title: 'จัดการการจอง', description: 'การจองทั้งหมดของคุณ' },
    messages: { title: 'ข้อความ', description: 'ข้อความของคุณ' },
    wallet: { title: 'กระเป๋าเครดิต', description: 'เครดิตและประวัติการทำรายการ' },
    cashIn: { title: 'เติมเงิน', description: 'เติมเครดิตเข้ากระเป๋าเครดิต' },
    cashInPromptPay: { title: 'เติมเงินผ่านพร้อมเพย์', description: 'เติมเครดิตด้วยการสแกน QR พร้อมเพย์' },
    cashInStatus: { title: 'สถานะการเติมเงิน', description: 'สถานะรายการเติมเงิน' },
    cashOut: { title: 'ถอนเงิน', description: 'ถอนเครดิตออกจากกระเป๋าเครดิต' },
    cashOutStatus: { title: 'สถานะการถอนเงิน', description: 'สถานะรายการถอนเงิน' },
    payment: { title: 'ชำระเงิน', description: 'ชำระค่าบริการ' },
    paymentStatus: { title: 'สถานะการชำระเงิน', description: 'สถานะรายการชำระเงิน' },
    paymentPromptPay: { title: 'ชำระเงินผ่านพร้อมเพย์', description: 'ชำระค่าบริการด้วย QR พร้อมเพย์' },
    profileVerify: { title: 'ยืนยันตัวตน', description: 'สถานะการยืนยันตัวตนของคุณ' },
    mobileMenu: { title: 'เมนู', description: 'เมนูบัญชีผู้ใช้' },
    mobileNotification: { title: 'การแจ้งเตือน', description: 'ตั้งค่าการแจ้งเตือนและการแจ้งเตือนล่าสุด' },
    waitingRoom: { title: 'ห้องรอ', description: 'รอเข้าห้องเรียน' },
    videoSession: { title: 'ห้องเรียนวิดีโอ', description: 'เรียนสดผ่านวิดีโอ' },
    sessionSummary: { title: 'สรุปการเรียน', description: 'สรุปเซสชันที่ผ่านมา' },
    admin: { title: 'ผู้ดูแลระบบ', description: 'ระบบจัดการสำหรับผู้ดูแล' },
    adminCashIn: { title: 'รายการเติมเงิน', description: 'อนุมัติหรือปฏิเสธรายการเติมเงิน' },
    adminCashOut: { title: 'รายการถอนเงิน', description: 'อนุมัติหรือปฏิเสธรายการถอนเงิน' },
    adminVerifications: { title: 'ตรวจสอบผู้ให้บริการ', description: 'ตรวจสอบและอนุมัติผู้ให้บริการ' },
    adminDashboard: { title: 'แดชบอร์ด', description: 'ภาพรวมของระบบ' },
    adminAppointments: { title: 'รายการนัดหมาย', description: 'การจองทั้งหมดในระบบ' },
    adminUsers: { title: 'ผู้ใช้งาน', description: 'รายชื่อผู้ใช้งานทั้งหมด' },
  },
} as const

/** The base catalogue: the shell and every page outside the areas with files of their own. */
export const th = base

/** Dotted paths to every leaf string of the catalogue, e.g. `'pages.home.title'`. */
export type MessageKey = Leaves<typeof base>

export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

type Params = Record<string, string | number>

/**
 * A `t` for `catalogue` (the base, or the base with an area's section): the Thai text for `key`,
 * with `{name}` placeholders replaced from `params`. Each key's text is kept once found (a page asks
 * for hundreds, every render).
 */
export function translator<C>(catalogue: C): (key: Leaves<C>, params?: Params) => string {
  const found = new Map<string, string>()
  return (key, params) => {
    const path: string = key
    let text = found.get(path)
    if (text === undefined) {
      let node: unknown = catalogue
      for (const part of path.split('.')) node = (node as Record<string, unknown>)[part]
      text = node as string
      found.set(path, text)
    }
    if (!params) return text
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
  }
}

/** The Thai text for a key of the base catalogue (see `translator`). */
export const t = translator(base)
