/**
 * The one Thai catalogue. Every string a person reads lives here, keyed by meaning; `t()` is typed
 * so a missing key fails to compile. Tests import `th-all.ts`, which has every section, to find
 * elements by the same text.
 *
 * The base holds what the shell's code says (the header, footer, account menu, error pages and
 * every page's title, which the routes' heads need; the descriptions, which only crawlers read,
 * are the server's: th-page-descriptions.ts). The areas (signing in and
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
  // What the shell says about an account (a picture's alt text, the note after signing out); the
  // rest is the account menu's and the account pages' own (th-account.ts).
  account: {
    signedOut: 'ออกจากระบบเรียบร้อยแล้ว',
    avatarAlt: 'รูปโปรไฟล์ของ {username}',
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
    home: { title: 'หน้าแรก' },
    landing: { title: 'ยินดีต้อนรับ' },
    providerLanding: { title: 'สำหรับผู้ให้บริการ' },
    login: { title: 'เข้าสู่ระบบหรือสมัครสมาชิก' },
    register: { title: 'สมัครสมาชิก' },
    registerSignInWith: { title: 'วิธีเข้าสู่ระบบ' },
    forgotPassword: { title: 'ลืมรหัสผ่าน' },
    explore: { title: 'สำรวจบริการ' },
    survey: { title: 'แบบสอบถาม' },
    profile: { title: 'โปรไฟล์ของฉัน' },
    publicProfile: { title: 'โปรไฟล์ผู้ให้บริการ' },
    serviceView: { title: 'รายละเอียดบริการ' },
    tutoring: { title: 'ติวเตอร์' },
    tutoringJobs: { title: 'งานสอนพิเศษ' },
    tutoringBrowse: { title: 'ค้นหาครูสอนพิเศษ' },
    tutoringBlogs: { title: 'บทความ' },
    blogCategory: { title: 'หมวดหมู่บทความ' },
    blog: { title: 'บทความ' },
    blogCourses: { title: 'คอร์สเรียน' },
    blogHowToUse: { title: 'วิธีใช้งาน' },
    privacy: { title: 'นโยบายความเป็นส่วนตัว' },
    terms: { title: 'ข้อกำหนดการใช้งาน' },
    sessionPolicy: { title: 'นโยบายการเข้าเรียน' },
    help: { title: 'ศูนย์ช่วยเหลือ' },
    browserPermission: { title: 'อนุญาตกล้องและไมโครโฟน' },
    joinRoomGuide: { title: 'วิธีเข้าห้องเรียน' },
    preSession: { title: 'ตรวจสอบก่อนเข้าเรียน' },
    providerRegister: { title: 'สมัครเป็นผู้ให้บริการ' },
    browse: { title: 'ค้นหาบริการ' },
    providerServices: { title: 'จัดการบริการ' },
    providerService: { title: 'แก้ไขบริการ' },
    servicesCreate: { title: 'สร้างบริการใหม่' },
    servicesManage: { title: 'จัดการบริการ' },
    services: { title: 'บริการของฉัน' },
    manageBookings: { title: 'จัดการการจอง' },
    messages: { title: 'ข้อความ' },
    wallet: { title: 'กระเป๋าเครดิต' },
    cashIn: { title: 'เติมเงิน' },
    cashInPromptPay: { title: 'เติมเงินผ่านพร้อมเพย์' },
    cashInStatus: { title: 'สถานะการเติมเงิน' },
    cashOut: { title: 'ถอนเงิน' },
    cashOutStatus: { title: 'สถานะการถอนเงิน' },
    payment: { title: 'ชำระเงิน' },
    paymentStatus: { title: 'สถานะการชำระเงิน' },
    paymentPromptPay: { title: 'ชำระเงินผ่านพร้อมเพย์' },
    profileVerify: { title: 'ยืนยันตัวตน' },
    mobileMenu: { title: 'เมนู' },
    mobileNotification: { title: 'การแจ้งเตือน' },
    waitingRoom: { title: 'ห้องรอ' },
    videoSession: { title: 'ห้องเรียนวิดีโอ' },
    sessionSummary: { title: 'สรุปการเรียน' },
    admin: { title: 'ผู้ดูแลระบบ' },
    adminCashIn: { title: 'รายการเติมเงิน' },
    adminCashOut: { title: 'รายการถอนเงิน' },
    adminVerifications: { title: 'ตรวจสอบผู้ให้บริการ' },
    adminDashboard: { title: 'แดชบอร์ด' },
    adminAppointments: { title: 'รายการนัดหมาย' },
    adminUsers: { title: 'ผู้ใช้งาน' },
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
