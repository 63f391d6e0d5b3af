import { th, translator, type Leaves } from './th'

/**
 * The catalogue's pages (a service, a provider's profile, the lists and their pages, blogs, the
 * tutoring home): sections of the one catalogue (see th.ts), loaded with their code. What a
 * service's card says (its price and rating) and the titles of the pages' not-found heads stay in
 * the base, which the shell's code carries.
 */
export const catalogueTh = {
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
  profileNotFoundBody: 'ชื่อผู้ใช้นี้อาจไม่ถูกต้อง หรือยังไม่ได้เป็นผู้ให้บริการ',
  notFoundBody: 'บริการนี้อาจถูกซ่อนหรือถูกลบไปแล้ว',
  loadingList: 'กำลังโหลดรายการ…',
  listError: 'โหลดรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  pageEmpty: 'ไม่มีรายการในหน้านี้',
  firstPage: 'กลับไปหน้าแรกของรายการ',
} as const

export const blogsTh = {
  categories: 'หมวดหมู่บทความ',
  all: 'บทความทั้งหมด',
  list: 'รายการบทความ',
  empty: 'ยังไม่มีบทความในหมวดนี้',
  by: 'โดย {author}',
  published: 'เผยแพร่ {date} ({ago})',
  moreIn: 'บทความอื่นในหมวด {name}',
  notFoundBody: 'บทความนี้อาจถูกลบหรือย้ายไปแล้ว',
  categoryNotFoundBody: 'หมวดหมู่นี้อาจถูกลบหรือย้ายไปแล้ว',
  backToBlogs: 'ไปที่บทความทั้งหมด',
} as const

export const tutoringTh = {
  heroTitle: 'เรียนพิเศษออนไลน์กับติวเตอร์ที่ใช่',
  heroBody: 'เลือกติวเตอร์ทุกวิชา ดูงานสอนพิเศษที่เปิดรับ และอ่านบทความเคล็ดลับการเรียน',
  latestTitle: 'ติวเตอร์ใหม่ล่าสุด',
  noLatest: 'ยังไม่มีบริการติวเตอร์ในขณะนี้',
  browseLink: 'ค้นหาติวเตอร์ทั้งหมด',
  jobsLink: 'ดูงานสอนพิเศษ',
  blogsLink: 'อ่านบทความ',
  explore: 'เมนูติวเตอร์',
} as const

/** The base with these sections: the areas whose pages show catalogue lists build on it. */
export const thCatalogue = {
  ...th,
  catalogue: { ...th.catalogue, ...catalogueTh },
  blogs: { ...th.blogs, ...blogsTh },
  tutoring: tutoringTh,
}

/** The Thai text for a key of the base catalogue or of these sections (see `translator` in th.ts). */
export const t = translator(thCatalogue)

export type MessageKey = Leaves<typeof thCatalogue>
