/**
 * The one Thai catalogue. Every string a person reads lives here, keyed by meaning; `t()` is typed
 * so a missing key fails to compile. Tests import `th-all.ts`, which has every section, to find
 * elements by the same text.
 *
 * The larger areas (signing in and registering, provider registration, my services, staff pages, notifications, the session
 * bar and the account menu's upcoming sessions, the download dialog, the browse, jobs, help,
 * policy, provider, survey and app-only pages) keep their text in files of their own beside this
 * one, so the text travels with the area's code instead of weighing on every page's first load. Each such file exports its own `t`, typed for
 * this base and its section: a module that uses an area's text imports `t` from that area's file,
 * and a key of an area whose file it does not import fails to compile.
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
  forms: {
    unsaved: {
      title: 'ออกจากหน้านี้โดยไม่บันทึก?',
      body: 'การแก้ไขที่ยังไม่ได้บันทึกจะหายไป',
      leave: 'ออกโดยไม่บันทึก',
      stay: 'อยู่ต่อเพื่อบันทึก',
    },
  },
  pickers: {
    chooseFile: 'เลือกไฟล์',
    noFile: 'ยังไม่ได้เลือกไฟล์',
    day: 'วันที่',
    month: 'เดือน',
    year: 'ปี (พ.ศ.)',
    // An empty date part: a dash, as the catalogue's other "none" marks.
    unset: '–',
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
    minutesPerSession: '{minutes} นาทีต่อครั้ง',
    maxAttendees: 'ผู้เรียนสูงสุด {count} คน',
    minAttendeesPrivate: 'คลาสส่วนตัวเริ่มที่ {count} คน',
    sessionTypes: 'รูปแบบการเรียน',
    instant: 'เริ่มได้ทันที',
    publicSession: 'คลาสกลุ่ม',
    privateSession: 'คลาสส่วนตัว',
    highlights: 'จุดเด่น',
    requireItems: 'สิ่งที่ต้องเตรียม',
    description: 'รายละเอียด',
    video: 'ดูวิดีโอแนะนำ',
    exampleDocuments: 'ตัวอย่างเอกสาร',
    availability: 'ช่วงเวลาที่เปิดสอน (เวลาของคุณ)',
    availabilityCaption: 'จำนวนชั่วโมงที่เปิดสอนในแต่ละช่วงเวลา',
    timesOfDay: { night: 'กลางคืน (00–05)', morning: 'เช้า (06–11)', afternoon: 'บ่าย (12–17)', evening: 'เย็น (18–23)' },
    hours: '{count} ชม.',
    closed: '–',
    bookNow: 'จองเลย',
    startNow: 'เริ่มคุยทันที',
    provider: 'ผู้ให้บริการ',
    viewProfile: 'ดูโปรไฟล์ผู้ให้บริการ',
    rating: 'คะแนน {average} จาก 5 ({count} รีวิว)',
    noRating: 'ยังไม่มีรีวิว',
    reviews: 'รีวิว',
    noReviews: 'ยังไม่มีรีวิวสำหรับบริการนี้',
    reviewStars: '{rating} ดาว',
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    pageOf: 'หน้า {page} จาก {count}',
    pagination: 'เลือกหน้า',
    goToPage: 'ไปหน้า {page}',
    thumbnailAlt: 'ภาพประกอบ {title} ({n})',
    postedAt: 'เผยแพร่เมื่อ {date}',
    providerServices: 'บริการของ {name}',
    noServices: 'ผู้ให้บริการรายนี้ยังไม่มีบริการที่เปิดอยู่',
    about: 'เกี่ยวกับผู้ให้บริการ',
    profileNotFoundTitle: 'ไม่พบผู้ให้บริการ',
    profileNotFoundBody: 'ชื่อผู้ใช้นี้อาจไม่ถูกต้อง หรือยังไม่ได้เป็นผู้ให้บริการ',
    notFoundTitle: 'ไม่พบบริการนี้',
    notFoundBody: 'บริการนี้อาจถูกซ่อนหรือถูกลบไปแล้ว',
    loadingList: 'กำลังโหลดรายการ…',
    listError: 'โหลดรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    pageEmpty: 'ไม่มีรายการในหน้านี้',
    firstPage: 'กลับไปหน้าแรกของรายการ',
  },

  tutoring: {
    heroTitle: 'เรียนพิเศษออนไลน์กับติวเตอร์ที่ใช่',
    heroBody: 'เลือกติวเตอร์ทุกวิชา ดูงานสอนพิเศษที่เปิดรับ และอ่านบทความเคล็ดลับการเรียน',
    latestTitle: 'ติวเตอร์ใหม่ล่าสุด',
    noLatest: 'ยังไม่มีบริการติวเตอร์ในขณะนี้',
    browseLink: 'ค้นหาติวเตอร์ทั้งหมด',
    jobsLink: 'ดูงานสอนพิเศษ',
    blogsLink: 'อ่านบทความ',
    explore: 'เมนูติวเตอร์',
  },
  blogs: {
    categories: 'หมวดหมู่บทความ',
    all: 'บทความทั้งหมด',
    list: 'รายการบทความ',
    empty: 'ยังไม่มีบทความในหมวดนี้',
    by: 'โดย {author}',
    published: 'เผยแพร่ {date} ({ago})',
    moreIn: 'บทความอื่นในหมวด {name}',
    notFoundTitle: 'ไม่พบบทความนี้',
    notFoundBody: 'บทความนี้อาจถูกลบหรือย้ายไปแล้ว',
    categoryNotFoundTitle: 'ไม่พบหมวดหมู่บทความนี้',
    categoryNotFoundBody: 'หมวดหมู่นี้อาจถูกลบหรือย้ายไปแล้ว',
    backToBlogs: 'ไปที่บทความทั้งหมด',
  },
  home: {
    searchLabel: 'ค้นหาวิชาหรือบริการ',
    searchPlaceholder: 'อยากเรียนอะไร เช่น คณิต ภาษาอังกฤษ กีตาร์',
    searchButton: 'ค้นหา',
    categoriesTitle: 'เลือกตามหมวดหมู่',
    serviceCount: '{count} บริการ',
    featuredTitle: 'ครูและบริการแนะนำ',
    seeAll: 'ดูทั้งหมด',
    noServices: 'ยังไม่มีบริการในขณะนี้',
  },
  landing: {
    heroTitle: 'เรียนกับครูที่ใช่ ได้ทุกที่ ทุกเวลา',
    heroBody: 'ค้นหาครูสอนพิเศษและผู้เชี่ยวชาญที่ผ่านการยืนยันตัวตน คุยสดผ่านวิดีโอได้ทันทีหรือจองเวลาล่วงหน้า',
    browseCta: 'ค้นหาครูสอนพิเศษ',
    downloadCta: 'ดาวน์โหลดแอป',
    howTitle: 'เริ่มต้นง่าย ๆ ใน 3 ขั้นตอน',
    step1Title: 'ค้นหา',
    step1Body: 'เลือกวิชาหรือบริการที่สนใจ ดูโปรไฟล์ รีวิว และราคาของผู้ให้บริการ',
    step2Title: 'จองหรือคุยทันที',
    step2Body: 'เริ่มเซสชันได้ทันทีเมื่อผู้ให้บริการออนไลน์ หรือจองเวลาที่สะดวก',
    step3Title: 'เรียนสดผ่านวิดีโอ',
    step3Body: 'พบกันในห้องเรียนออนไลน์ พร้อมแชตและแชร์หน้าจอ',
    whyTitle: 'ทำไมต้องเรียนกับเรา',
    why1Title: 'ผู้เชี่ยวชาญผ่านการยืนยันตัวตน',
    why1Body: 'ทีมงานตรวจสอบเอกสารและคุณวุฒิของผู้ให้บริการทุกคนก่อนเปิดรับงาน',
    why2Title: 'แจ้งเตือนเมื่อถึงเวลานัด',
    why2Body: 'ไม่พลาดทุกนัดหมาย ด้วยการแจ้งเตือนก่อนเริ่มเซสชัน',
    why3Title: 'ใช้งานได้ทุกอุปกรณ์',
    why3Body: 'เรียนได้ทั้งบนคอมพิวเตอร์ โทรศัพท์ และแท็บเล็ต',
    providerTitle: 'มีความรู้อยากแบ่งปัน?',
    providerBody: 'สมัครเป็นผู้ให้บริการ สร้างรายได้จากความเชี่ยวชาญของคุณ',
    providerCta: 'ดูรายละเอียดสำหรับผู้ให้บริการ',
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
