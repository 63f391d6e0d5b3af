/**
 * Seed data of the catalogue (seed steps `catalogue-v1` and `catalogue-demo-v1` in seed.ts):
 * the category tree, the providers who offer the seeded services, reviews, tutoring job requests
 * and blogs. Fixed ids so the web client, its route examples and tests can name them. Like
 * seed-content.ts: editing this changes no existing database; add a new seed step for that.
 *
 * Availability is written here in Bangkok time (UTC+7), as a Thai tutor would state it, and
 * stored in UTC (`bangkokHours`).
 */

const pad = (n: number) => n.toString(16).padStart(2, '0')
const fixedId = (prefix: string, n: number) => `${prefix}${'0'.repeat(22 - prefix.length)}${pad(n)}`

export const categoryId = (n: number) => fixedId('65f1', n)
export const serviceId = (n: number) => fixedId('65a0', n)
export const demoServiceId = (n: number) => fixedId('65a1', n)
export const providerUserId = (n: number) => fixedId('65f0', n)
export const providerRowId = (n: number) => fixedId('65f4', n)
export const reviewerUserId = (n: number) => fixedId('65f2', n)
export const requestId = (n: number) => fixedId('65a3', n)
export const blogId = (n: number) => fixedId('65c0', n)
/** Reviews: 65a2 + service number (2 hex) + review number (2 hex); 65a21… for the demo services. */
export const reviewId = (demo: boolean, service: number, review: number) => `65a2${demo ? '1' : '0'}${'0'.repeat(15)}${pad(service)}${pad(review)}`

const SUN = 0
const MON = 1
const TUE = 2
const WED = 3
const THU = 4
const FRI = 5
const SAT = 6
const WEEKDAYS = [MON, TUE, WED, THU, FRI]
const WEEKEND = [SAT, SUN]

/** UTC week-hours (day * 24 + hour) of Bangkok hours `from` to `to` (exclusive) on `days`. */
export function bangkokHours(days: readonly number[], from: number, to: number): number[] {
  const out: number[] = []
  for (const d of days) for (let h = from; h < to; h++) out.push((((d * 24 + h - 7) % 168) + 168) % 168)
  return out
}

// ---------------------------------------------------------------------------------------------
// Categories

export type SeedCategory = {
  id: string
  parent?: string
  th: string
  en: string
  cn: string
  description: string
  hamburger?: boolean
  picture?: string
}

/**
 * A seeded picture: one of public/images/covers/, drawn by scripts/generate-covers.mjs (rerun it
 * after adding or renaming a seeded service, blog or category; tests/unit/seed-covers.test.ts
 * checks that every name here has its picture).
 */
export const COVER = (name: string) => `/images/covers/${name}.svg`

export const TUTORING = categoryId(0x01)
export const LANGUAGES = categoryId(0x02)
export const MUSIC = categoryId(0x03)
export const IT = categoryId(0x04)
export const HEALTH = categoryId(0x05)
export const MATHS = categoryId(0x11)
export const SCIENCE = categoryId(0x12)
export const EXAM_ENGLISH = categoryId(0x13)
export const ENTRANCE = categoryId(0x14)
export const CHINESE = categoryId(0x15)
export const JAPANESE = categoryId(0x16)
export const CONVERSATION = categoryId(0x17)
export const GUITAR = categoryId(0x18)
export const PIANO = categoryId(0x19)
export const PROGRAMMING = categoryId(0x1a)
export const GRAPHIC = categoryId(0x1b)
export const YOGA = categoryId(0x1c)
export const NUTRITION = categoryId(0x1d)
export const HIGH_SCHOOL_MATHS = categoryId(0x21)
export const PRIMARY_MATHS = categoryId(0x22)
export const PHYSICS = categoryId(0x23)
export const CHEMISTRY = categoryId(0x24)

/** Parents before children. */
export const CATEGORIES: readonly SeedCategory[] = [
  { id: TUTORING, th: 'ติวเตอร์', en: 'Tutoring', cn: '家教辅导', description: 'เรียนพิเศษตัวต่อตัวหรือกลุ่มเล็กกับติวเตอร์ที่ผ่านการยืนยันตัวตน', hamburger: true, picture: COVER('category-tutoring') },
  { id: LANGUAGES, th: 'ภาษา', en: 'Languages', cn: '语言', description: 'เรียนภาษาต่างประเทศกับเจ้าของภาษาและครูผู้เชี่ยวชาญ', hamburger: true, picture: COVER('category-languages') },
  { id: MUSIC, th: 'ดนตรี', en: 'Music', cn: '音乐', description: 'เรียนเครื่องดนตรีและทฤษฎีดนตรีออนไลน์', hamburger: true, picture: COVER('category-music') },
  { id: IT, th: 'ไอที', en: 'IT', cn: '信息技术', description: 'เขียนโปรแกรม ออกแบบ และทักษะดิจิทัล', hamburger: true, picture: COVER('category-it') },
  { id: HEALTH, th: 'สุขภาพ', en: 'Health', cn: '健康', description: 'ออกกำลังกาย โยคะ และคำปรึกษาด้านโภชนาการ', picture: COVER('category-health') },
  { id: MATHS, parent: TUTORING, th: 'คณิตศาสตร์', en: 'Mathematics', cn: '数学', description: 'คณิตศาสตร์ทุกระดับชั้น', hamburger: true, picture: COVER('category-maths') },
  { id: SCIENCE, parent: TUTORING, th: 'วิทยาศาสตร์', en: 'Science', cn: '科学', description: 'ฟิสิกส์ เคมี ชีววิทยา', picture: COVER('category-science') },
  { id: EXAM_ENGLISH, parent: TUTORING, th: 'ภาษาอังกฤษเพื่อการสอบ', en: 'English for Exams', cn: '英语考试辅导', description: 'เตรียมสอบ IELTS TOEIC และข้อสอบเข้ามหาวิทยาลัย', picture: COVER('category-exam-english') },
  { id: ENTRANCE, parent: TUTORING, th: 'เตรียมสอบเข้ามหาวิทยาลัย', en: 'University Entrance Prep', cn: '大学入学考试准备', description: 'ติวเข้ม TGAT TPAT และ A-Level', picture: COVER('category-entrance') },
  { id: HIGH_SCHOOL_MATHS, parent: MATHS, th: 'คณิตศาสตร์ ม.ปลาย', en: 'High School Mathematics', cn: '高中数学', description: 'แคลคูลัส เวกเตอร์ สถิติ สำหรับ ม.4-ม.6', picture: COVER('category-high-school-maths') },
  { id: PRIMARY_MATHS, parent: MATHS, th: 'คณิตศาสตร์ประถม', en: 'Primary Mathematics', cn: '小学数学', description: 'ปูพื้นฐานคณิตศาสตร์สำหรับเด็กประถม', picture: COVER('category-primary-maths') },
  { id: PHYSICS, parent: SCIENCE, th: 'ฟิสิกส์', en: 'Physics', cn: '物理', description: 'กลศาสตร์ ไฟฟ้า คลื่น', picture: COVER('category-physics') },
  { id: CHEMISTRY, parent: SCIENCE, th: 'เคมี', en: 'Chemistry', cn: '化学', description: 'เคมีอินทรีย์ ปริมาณสารสัมพันธ์ สมดุลเคมี', picture: COVER('category-chemistry') },
  { id: CHINESE, parent: LANGUAGES, th: 'ภาษาจีน', en: 'Chinese', cn: '中文', description: 'ภาษาจีนกลางตั้งแต่เริ่มต้นถึงเตรียมสอบ HSK', hamburger: true, picture: COVER('category-chinese') },
  { id: JAPANESE, parent: LANGUAGES, th: 'ภาษาญี่ปุ่น', en: 'Japanese', cn: '日语', description: 'ภาษาญี่ปุ่นสำหรับผู้เริ่มต้นและเตรียมสอบ JLPT', picture: COVER('category-japanese') },
  { id: CONVERSATION, parent: LANGUAGES, th: 'ภาษาอังกฤษเพื่อการสื่อสาร', en: 'Conversational English', cn: '英语会话', description: 'ฝึกพูดภาษาอังกฤษในชีวิตประจำวันและการทำงาน', picture: COVER('category-conversation') },
  { id: GUITAR, parent: MUSIC, th: 'กีตาร์', en: 'Guitar', cn: '吉他', description: 'กีตาร์โปร่งและกีตาร์ไฟฟ้า', picture: COVER('category-guitar') },
  { id: PIANO, parent: MUSIC, th: 'เปียโน', en: 'Piano', cn: '钢琴', description: 'เปียโนคลาสสิกและป๊อป', picture: COVER('category-piano') },
  { id: PROGRAMMING, parent: IT, th: 'การเขียนโปรแกรม', en: 'Programming', cn: '编程', description: 'Python JavaScript และการพัฒนาเว็บ', hamburger: true, picture: COVER('category-programming') },
  { id: GRAPHIC, parent: IT, th: 'ออกแบบกราฟิก', en: 'Graphic Design', cn: '平面设计', description: 'ออกแบบโลโก้ โปสเตอร์ และสื่อโซเชียล', picture: COVER('category-graphic-design') },
  { id: YOGA, parent: HEALTH, th: 'โยคะ', en: 'Yoga', cn: '瑜伽', description: 'โยคะเพื่อสุขภาพและการผ่อนคลาย', picture: COVER('category-yoga') },
  { id: NUTRITION, parent: HEALTH, th: 'โภชนาการ', en: 'Nutrition', cn: '营养', description: 'วางแผนอาหารและปรึกษาด้านโภชนาการ', picture: COVER('category-nutrition') },
]

// ---------------------------------------------------------------------------------------------
// People

export type SeedProvider = { n: number; username: string; displayName: string; about: string }

/** Providers of the seeded services (approved). No phone or e-mail: nobody can sign in as them. */
export const PROVIDERS: readonly SeedProvider[] = [
  { n: 1, username: 'kru_ploy', displayName: 'ครูพลอย', about: 'ครูคณิตศาสตร์ประสบการณ์สอนกว่า 8 ปี จบวิศวกรรมศาสตร์ จุฬาฯ เน้นให้เข้าใจที่มาของสูตรมากกว่าการท่องจำ' },
  { n: 2, username: 'kru_nat', displayName: 'ครูณัฐ', about: 'ติวเตอร์ฟิสิกส์และเคมี อดีตนักเรียนโอลิมปิกวิชาการ สอนสนุก เข้าใจง่าย' },
  { n: 3, username: 'laoshi_mei', displayName: 'เหล่าซือเหมย', about: 'เจ้าของภาษาจีนจากเฉิงตู อยู่ไทยมา 10 ปี พูดไทยได้คล่อง สอน HSK ทุกระดับ' },
  { n: 4, username: 'kru_bank', displayName: 'ครูแบงก์', about: 'นักดนตรีอาชีพ สอนกีตาร์และเปียโนทั้งเด็กและผู้ใหญ่' },
  { n: 5, username: 'dev_arm', displayName: 'อาร์ม สอนโค้ด', about: 'Full-stack developer ประสบการณ์ 10 ปี สอนเขียนโปรแกรมตั้งแต่ศูนย์จนทำงานได้จริง' },
  { n: 6, username: 'coach_fon', displayName: 'โค้ชฝน', about: 'ครูโยคะได้รับรอง RYT-500 และนักกำหนดอาหารวิชาชีพ' },
  { n: 7, username: 'kru_june', displayName: 'ครูจูน', about: 'ครูภาษาอังกฤษและญี่ปุ่น คะแนน IELTS 8.0 และ JLPT N1' },
]

/** Consumers who wrote the seeded reviews and job requests. No phone or e-mail either. */
export const REVIEWERS: readonly { n: number; username: string }[] = [
  { n: 1, username: 'nong_mint' },
  { n: 2, username: 'pim.student' },
  { n: 3, username: 'tonkla_m5' },
  { n: 4, username: 'mae_nok' },
  { n: 5, username: 'boss_eng' },
  { n: 6, username: 'fah_sai' },
  { n: 7, username: 'jirayu' },
  { n: 8, username: 'kanokwan' },
]

// ---------------------------------------------------------------------------------------------
// Services

export type SeedService = {
  id: string
  provider: number
  category: string
  title: string
  description: string
  price: number
  hours: number[]
  /** The service's picture (its only thumbnail): a site path from COVER. */
  cover: string
  highlights: string[]
  requireItems: string[]
  instant?: boolean
  publicSession?: boolean
  privateSession?: boolean
  minutes?: number
  maxAttendees?: number
  minForPrivate?: number
  visible?: boolean
  verifyStatus?: 'pending' | 'approved' | 'rejected'
}

const EVENINGS = bangkokHours(WEEKDAYS, 18, 21)
const WEEKEND_DAYS = bangkokHours(WEEKEND, 9, 17)
const LATE_NIGHT = bangkokHours([FRI, SAT], 21, 24).concat(bangkokHours([SAT, SUN], 0, 2))
const MORNINGS = bangkokHours(WEEKDAYS, 6, 9)

const NOTEBOOK = ['สมุดจดและปากกา', 'คอมพิวเตอร์หรือแท็บเล็ตที่มีกล้อง']
const HEADSET = ['หูฟังพร้อมไมโครโฟน', 'อินเทอร์เน็ตที่เสถียร']

export const SERVICES: readonly SeedService[] = [
  { id: serviceId(0x01), provider: 1, category: HIGH_SCHOOL_MATHS, title: 'ติวคณิตศาสตร์ ม.ปลาย แคลคูลัสเข้าใจง่าย', description: 'ปูพื้นฐานลิมิต อนุพันธ์ และปริพันธ์ทีละขั้น พร้อมโจทย์ข้อสอบจริง เหมาะกับนักเรียน ม.5-ม.6', price: 450, hours: EVENINGS.concat(WEEKEND_DAYS), cover: COVER('service-01-calculus'), highlights: ['สรุปสูตรพร้อมที่มา', 'โจทย์ข้อสอบย้อนหลัง 10 ปี', 'ทำแบบฝึกหัดหลังเรียนทุกครั้ง'], requireItems: NOTEBOOK, instant: true, privateSession: true },
  { id: serviceId(0x02), provider: 1, category: PRIMARY_MATHS, title: 'คณิตคิดเร็วสำหรับเด็กประถม', description: 'ฝึกบวกลบคูณหารในใจ เสริมความมั่นใจให้ลูกด้วยเกมและกิจกรรม', price: 300, hours: WEEKEND_DAYS, cover: COVER('service-02-number-blocks'), highlights: ['เรียนผ่านเกม', 'รายงานพัฒนาการทุกเดือน'], requireItems: ['กระดาษทด', 'ผู้ปกครองร่วมฟังครั้งแรก'], publicSession: true, maxAttendees: 4, minForPrivate: 1 },
  { id: serviceId(0x03), provider: 1, category: ENTRANCE, title: 'ตะลุยโจทย์ A-Level คณิตศาสตร์ประยุกต์ 1', description: 'คอร์สเข้มข้นก่อนสอบ วิเคราะห์แนวข้อสอบและเทคนิคทำข้อสอบให้ทันเวลา', price: 600, hours: bangkokHours(WEEKDAYS, 19, 22), cover: COVER('service-03-exam-statistics'), highlights: ['แนวข้อสอบล่าสุด', 'เทคนิคตัดช้อยส์'], requireItems: NOTEBOOK, publicSession: true, maxAttendees: 10, minForPrivate: 2, minutes: 90 },
  { id: serviceId(0x04), provider: 2, category: PHYSICS, title: 'ฟิสิกส์ ม.4 กลศาสตร์ จากศูนย์', description: 'เรียนการเคลื่อนที่ แรง และกฎของนิวตัน ด้วยภาพเคลื่อนไหวและการทดลองง่าย ๆ ที่บ้าน', price: 400, hours: EVENINGS, cover: COVER('service-04-pendulum'), highlights: ['อธิบายด้วยภาพเคลื่อนไหว', 'แบบฝึกหัดพร้อมเฉลยละเอียด'], requireItems: NOTEBOOK, instant: true },
  { id: serviceId(0x05), provider: 2, category: CHEMISTRY, title: 'เคมีอินทรีย์ ม.6 สรุปครบจบในคอร์สเดียว', description: 'สรุปหมู่ฟังก์ชัน ปฏิกิริยา และการเรียกชื่อสารอินทรีย์ พร้อมแผนผังช่วยจำ', price: 420, hours: bangkokHours([TUE, THU], 17, 21), cover: COVER('service-05-organic-molecule'), highlights: ['แผนผังช่วยจำ', 'โจทย์ A-Level เคมี'], requireItems: NOTEBOOK, publicSession: true, maxAttendees: 6, minForPrivate: 2 },
  { id: serviceId(0x06), provider: 2, category: ENTRANCE, title: 'ติว TPAT3 ความถนัดวิทยาศาสตร์และวิศวกรรม', description: 'เตรียมสอบเข้าคณะวิศวกรรมศาสตร์ ครอบคลุมฟิสิกส์ เคมี และความรู้ทางวิศวกรรม', price: 550, hours: WEEKEND_DAYS, cover: COVER('service-06-engineering-gears'), highlights: ['ข้อสอบจำลองเสมือนจริง', 'วิเคราะห์จุดอ่อนรายบุคคล'], requireItems: NOTEBOOK, minutes: 90 },
  { id: serviceId(0x07), provider: 7, category: EXAM_ENGLISH, title: 'เตรียมสอบ IELTS 6.5+ ทักษะ Writing และ Speaking', description: 'ฝึกเขียน Task 1 และ Task 2 พร้อมตรวจงานละเอียด และจำลองสอบพูดทุกสัปดาห์', price: 700, hours: bangkokHours(WEEKDAYS, 20, 22).concat(bangkokHours(WEEKEND, 10, 12)), cover: COVER('service-07-ielts-writing'), highlights: ['ตรวจ Writing ภายใน 24 ชั่วโมง', 'จำลองสอบ Speaking'], requireItems: HEADSET, instant: true },
  { id: serviceId(0x08), provider: 7, category: EXAM_ENGLISH, title: 'TOEIC 750+ ใน 8 สัปดาห์', description: 'เทคนิค Listening และ Reading สำหรับคนทำงาน เรียนสั้น กระชับ เห็นผลจริง', price: 500, hours: MORNINGS, cover: COVER('service-08-toeic-headphones'), highlights: ['คลังศัพท์ TOEIC 1,500 คำ', 'ข้อสอบเสมือนจริง 5 ชุด'], requireItems: HEADSET, publicSession: true, maxAttendees: 8, minForPrivate: 2 },
  { id: serviceId(0x09), provider: 7, category: JAPANESE, title: 'ภาษาญี่ปุ่นเริ่มต้น ฮิรางานะถึงบทสนทนา', description: 'เริ่มจากตัวอักษร ฮิรางานะ คาตาคานะ จนพูดแนะนำตัวและสั่งอาหารได้', price: 380, hours: EVENINGS, cover: COVER('service-09-hiragana-brush'), highlights: ['แบบฝึกเขียนตัวอักษร', 'บทสนทนาในชีวิตจริง'], requireItems: NOTEBOOK },
  { id: serviceId(0x0a), provider: 7, category: JAPANESE, title: 'ติวสอบ JLPT N3', description: 'ไวยากรณ์ คันจิ และการฟังระดับ N3 พร้อมข้อสอบย้อนหลัง', price: 480, hours: bangkokHours(WEEKEND, 13, 17), cover: COVER('service-10-kanji-grid'), highlights: ['คันจิ N3 ครบ 650 ตัว', 'ข้อสอบย้อนหลัง'], requireItems: NOTEBOOK, publicSession: true, maxAttendees: 6, minForPrivate: 2 },
  { id: serviceId(0x0b), provider: 7, category: CONVERSATION, title: 'ฝึกพูดภาษาอังกฤษกับครู ไม่ต้องอาย', description: 'คุยภาษาอังกฤษในหัวข้อที่คุณสนใจ แก้สำเนียงและไวยากรณ์ระหว่างคุย', price: 350, hours: LATE_NIGHT.concat(EVENINGS), cover: COVER('service-11-conversation'), highlights: ['เลือกหัวข้อได้เอง', 'สรุปคำผิดหลังเรียน'], requireItems: HEADSET, instant: true, minutes: 30 },
  { id: serviceId(0x0c), provider: 3, category: CHINESE, title: 'ภาษาจีนกลางสำหรับผู้เริ่มต้น HSK 1-2', description: 'เรียนพินอิน วรรณยุกต์ และประโยคพื้นฐานกับเจ้าของภาษา', price: 400, hours: EVENINGS.concat(WEEKEND_DAYS), cover: COVER('service-12-chinese-tones'), highlights: ['ครูเจ้าของภาษาพูดไทยได้', 'ฝึกออกเสียงวรรณยุกต์'], requireItems: HEADSET, instant: true },
  { id: serviceId(0x0d), provider: 3, category: CHINESE, title: 'ติวสอบ HSK 4 ภายใน 3 เดือน', description: 'ไวยากรณ์และคำศัพท์ 1,200 คำ พร้อมเทคนิคทำข้อสอบการอ่านและการฟัง', price: 520, hours: bangkokHours([MON, WED, FRI], 19, 21), cover: COVER('service-13-hsk-seal'), highlights: ['คำศัพท์ HSK 4 ครบ', 'ข้อสอบจำลองทุกสัปดาห์'], requireItems: NOTEBOOK, publicSession: true, maxAttendees: 5, minForPrivate: 2 },
  { id: serviceId(0x0e), provider: 3, category: CHINESE, title: 'ภาษาจีนธุรกิจสำหรับคนทำงาน', description: 'ศัพท์และสำนวนในการประชุม อีเมล และการเจรจาต่อรองกับคู่ค้าชาวจีน', price: 650, hours: MORNINGS, cover: COVER('service-14-business-chinese'), highlights: ['สถานการณ์จำลองในที่ทำงาน', 'เอกสารสรุปสำนวน'], requireItems: HEADSET },
  { id: serviceId(0x0f), provider: 3, category: TUTORING, title: 'ติวภาษาจีนวิชาเลือก ม.ปลาย', description: 'ติวภาษาจีนตามหลักสูตรโรงเรียนและเตรียมสอบ A-Level ภาษาจีน', price: 420, hours: WEEKEND_DAYS, cover: COVER('service-15-chinese-book'), highlights: ['ตรงหลักสูตรโรงเรียน', 'แนวข้อสอบ A-Level'], requireItems: NOTEBOOK },
  { id: serviceId(0x10), provider: 4, category: GUITAR, title: 'กีตาร์โปร่งเบื้องต้น เล่นเพลงแรกได้ใน 4 ครั้ง', description: 'จับคอร์ดพื้นฐาน ตีคอร์ด และเล่นเพลงป๊อปไทยที่ชอบได้จริง', price: 350, hours: EVENINGS.concat(WEEKEND_DAYS), cover: COVER('service-16-acoustic-guitar'), highlights: ['เลือกเพลงที่อยากเล่นได้', 'แท็บและคอร์ดทุกเพลง'], requireItems: ['กีตาร์โปร่ง', 'ที่ตั้งโทรศัพท์ให้เห็นมือ'], instant: true },
  { id: serviceId(0x11), provider: 4, category: GUITAR, title: 'กีตาร์ไฟฟ้า โซโล่และสเกล', description: 'ฝึกสเกลเพนทาโทนิก เทคนิคเบนด์ สไลด์ และการด้นสด', price: 450, hours: LATE_NIGHT, cover: COVER('service-17-electric-guitar'), highlights: ['แบ็กกิ้งแทร็กสำหรับซ้อม', 'เทคนิคจากมือกีตาร์อาชีพ'], requireItems: ['กีตาร์ไฟฟ้าและแอมป์', 'หูฟัง'] },
  { id: serviceId(0x12), provider: 4, category: PIANO, title: 'เปียโนสำหรับเด็ก 5-10 ปี', description: 'อ่านโน้ตเบื้องต้นและฝึกนิ้วอย่างสนุก เตรียมสอบเกรดเปียโน', price: 400, hours: WEEKEND_DAYS, cover: COVER('service-18-piano-kids'), highlights: ['เตรียมสอบเกรด', 'เพลงการ์ตูนที่เด็กชอบ'], requireItems: ['เปียโนหรือคีย์บอร์ด 61 คีย์ขึ้นไป'] },
  { id: serviceId(0x13), provider: 4, category: PIANO, title: 'เปียโนป๊อปสำหรับผู้ใหญ่ เริ่มจากศูนย์', description: 'เล่นคอร์ดประกอบเพลงที่ชอบโดยไม่ต้องอ่านโน้ตเก่งก่อน', price: 420, hours: EVENINGS, cover: COVER('service-19-piano-pop'), highlights: ['เรียนคอร์ดแบบลัด', 'เล่นพร้อมร้องได้'], requireItems: ['เปียโนหรือคีย์บอร์ด'], instant: true },
  { id: serviceId(0x14), provider: 5, category: PROGRAMMING, title: 'Python สำหรับผู้เริ่มต้น สายวิเคราะห์ข้อมูล', description: 'เขียน Python ตั้งแต่ศูนย์ จัดการข้อมูลด้วย pandas และทำกราฟสวย ๆ', price: 600, hours: EVENINGS.concat(LATE_NIGHT), cover: COVER('service-20-python-data'), highlights: ['โปรเจกต์จริงทุกบท', 'ตอบคำถามหลังเรียนทางแชท'], requireItems: ['คอมพิวเตอร์ที่ติดตั้ง Python 3', 'บัญชี Google สำหรับ Colab'], instant: true },
  { id: serviceId(0x15), provider: 5, category: PROGRAMMING, title: 'สร้างเว็บด้วย React และ TypeScript', description: 'ตั้งแต่คอมโพเนนต์ สเตต ไปจนถึงเรียก API และขึ้นระบบจริง', price: 800, hours: LATE_NIGHT, cover: COVER('service-21-web-brackets'), highlights: ['รีวิวโค้ดรายบุคคล', 'ทำพอร์ตโฟลิโอได้'], requireItems: ['คอมพิวเตอร์ที่ติดตั้ง Node.js', 'VS Code'], publicSession: true, maxAttendees: 6, minForPrivate: 2, minutes: 120 },
  { id: serviceId(0x16), provider: 5, category: PROGRAMMING, title: 'ติวเขียนโปรแกรมวิชาคอมพิวเตอร์ ม.ปลาย', description: 'ปูพื้นฐานอัลกอริทึมและการเขียนโปรแกรมสำหรับนักเรียนสายวิทย์-คอม', price: 450, hours: WEEKEND_DAYS, cover: COVER('service-22-algorithm-flowchart'), highlights: ['โจทย์ค่ายคอมพิวเตอร์', 'อธิบายทีละบรรทัด'], requireItems: ['คอมพิวเตอร์'] },
  { id: serviceId(0x17), provider: 5, category: GRAPHIC, title: 'ออกแบบโพสต์โซเชียลด้วย Canva และ Figma', description: 'หลักการจัดวาง สี ตัวอักษร และทำเทมเพลตแบรนด์ของคุณเอง', price: 500, hours: bangkokHours([SAT], 13, 18), cover: COVER('service-23-social-posts'), highlights: ['เทมเพลตพร้อมใช้ 20 แบบ', 'ตรวจงานรายบุคคล'], requireItems: ['บัญชี Canva', 'คอมพิวเตอร์'], publicSession: true, maxAttendees: 8, minForPrivate: 2 },
  { id: serviceId(0x18), provider: 5, category: GRAPHIC, title: 'ออกแบบโลโก้สำหรับธุรกิจเล็ก', description: 'จากไอเดียสู่โลโก้ที่ใช้ได้จริง ทั้งสีและแบบอักษรที่เข้ากับแบรนด์', price: 700, hours: EVENINGS, cover: COVER('service-24-logo-pen-tool'), highlights: ['ไฟล์ต้นฉบับเป็นของคุณ', 'แก้ไขได้ 2 ครั้ง'], requireItems: ['ข้อมูลธุรกิจเบื้องต้น'] },
  { id: serviceId(0x19), provider: 6, category: YOGA, title: 'โยคะยามเช้าเพื่อสุขภาพ', description: 'ยืดเหยียด หายใจ และสร้างความแข็งแรงของแกนกลางลำตัว เหมาะกับผู้เริ่มต้น', price: 250, hours: MORNINGS.concat(bangkokHours(WEEKEND, 7, 9)), cover: COVER('service-25-morning-yoga'), highlights: ['ท่าปรับตามสภาพร่างกาย', 'ฝึกหายใจคลายเครียด'], requireItems: ['เสื่อโยคะ', 'พื้นที่ว่าง 2 x 2 เมตร'], publicSession: true, maxAttendees: 15, minForPrivate: 3, instant: true },
  { id: serviceId(0x1a), provider: 6, category: YOGA, title: 'โยคะแก้ปวดหลังสำหรับคนทำงานออฟฟิศ', description: 'ท่าบริหารคอ บ่า ไหล่ และหลังส่วนล่าง ทำได้ที่บ้านและที่ทำงาน', price: 300, hours: EVENINGS, cover: COVER('service-26-back-care-yoga'), highlights: ['เซสชันละ 45 นาที', 'ท่าง่ายทำตามได้'], requireItems: ['เสื่อโยคะ'], minutes: 45 },
  { id: serviceId(0x1b), provider: 6, category: NUTRITION, title: 'วางแผนอาหารลดน้ำหนักแบบยั่งยืน', description: 'ประเมินพฤติกรรมการกิน คำนวณพลังงาน และวางเมนูอาหารไทยที่ทำได้จริง', price: 550, hours: bangkokHours([MON, WED], 12, 14), cover: COVER('service-27-nutrition-plate'), highlights: ['เมนูอาหารไทย 4 สัปดาห์', 'ติดตามผลทุกสัปดาห์'], requireItems: ['บันทึกอาหาร 3 วันล่าสุด'], minutes: 45 },
  { id: serviceId(0x1c), provider: 2, category: SCIENCE, title: 'วิทยาศาสตร์ ม.ต้น ทบทวนก่อนสอบ', description: 'ทบทวนเนื้อหาวิทยาศาสตร์ ม.1-ม.3 ครบทุกบท พร้อมแนวข้อสอบเข้า ม.4', price: 350, hours: WEEKEND_DAYS, cover: COVER('service-28-science-atom'), highlights: ['สรุปเนื้อหาเป็นภาพ', 'แนวข้อสอบเข้า ม.4'], requireItems: NOTEBOOK, publicSession: true, maxAttendees: 8, minForPrivate: 2 },
  { id: serviceId(0x1d), provider: 1, category: MATHS, title: 'คณิตศาสตร์ ม.ต้น เสริมเกรด', description: 'สมการ อสมการ เรขาคณิต และสถิติ สอนตามจังหวะของผู้เรียน', price: 380, hours: EVENINGS, cover: COVER('service-29-geometry'), highlights: ['การบ้านมีคนช่วยดู', 'ทดสอบย่อยทุกบท'], requireItems: NOTEBOOK, instant: true },
  { id: serviceId(0x1e), provider: 7, category: TUTORING, title: 'ติวภาษาอังกฤษ ป.6 สอบเข้า ม.1', description: 'ไวยากรณ์ คำศัพท์ และการอ่านจับใจความ ตามแนวข้อสอบโรงเรียนดัง', price: 400, hours: WEEKEND_DAYS, cover: COVER('service-30-abc-book'), highlights: ['แนวข้อสอบโรงเรียนดัง', 'สรุปไวยากรณ์เป็นตาราง'], requireItems: NOTEBOOK },
  // Never shown publicly: two hidden by their providers, one not yet approved.
  { id: serviceId(0x1f), provider: 1, category: HIGH_SCHOOL_MATHS, title: 'คอร์สเก่า ตรีโกณมิติ (ปิดรับสมัคร)', description: 'คอร์สนี้ปิดแล้ว', price: 300, hours: EVENINGS, cover: COVER('service-31-trigonometry'), highlights: [], requireItems: [], visible: false },
  { id: serviceId(0x20), provider: 5, category: PROGRAMMING, title: 'คอร์สเก่า Java เบื้องต้น (ปิดรับสมัคร)', description: 'คอร์สนี้ปิดแล้ว', price: 500, hours: EVENINGS, cover: COVER('service-32-java-cup'), highlights: [], requireItems: [], visible: false },
  { id: serviceId(0x21), provider: 4, category: GUITAR, title: 'อูคูเลเล่เบื้องต้น (รอตรวจสอบ)', description: 'รอทีมงานตรวจสอบ', price: 300, hours: WEEKEND_DAYS, cover: COVER('service-33-ukulele'), highlights: [], requireItems: [], verifyStatus: 'pending' },
]

/** The demo provider's services (non-production only; `catalogue-demo-v1`). */
export const DEMO_PROVIDER_PROFILE = {
  displayName: 'ครูสมชาย',
  about: 'ครูคณิตศาสตร์และฟิสิกส์ (บัญชีตัวอย่างสำหรับการพัฒนาและการทดสอบ)',
}

export const DEMO_SERVICES: readonly Omit<SeedService, 'provider'>[] = [
  { id: demoServiceId(0x01), category: HIGH_SCHOOL_MATHS, title: 'ติวคณิตศาสตร์ ม.4 กับครูสมชาย', description: 'เซต ตรรกศาสตร์ และจำนวนจริง ปูพื้นให้แน่นก่อนขึ้น ม.5', price: 350, hours: EVENINGS, cover: COVER('demo-01-venn'), highlights: ['สอนช้า ๆ ถามได้ตลอด', 'แบบฝึกหัดทุกบท'], requireItems: NOTEBOOK, instant: true },
  { id: demoServiceId(0x02), category: PHYSICS, title: 'ฟิสิกส์ไฟฟ้า ม.6 กับครูสมชาย', description: 'ไฟฟ้าสถิต ไฟฟ้ากระแส และแม่เหล็กไฟฟ้า พร้อมโจทย์ A-Level', price: 400, hours: WEEKEND_DAYS, cover: COVER('demo-02-circuit'), highlights: ['โจทย์ A-Level ฟิสิกส์', 'สรุปสูตรหน้าเดียว'], requireItems: NOTEBOOK, publicSession: true, maxAttendees: 5, minForPrivate: 2 },
  { id: demoServiceId(0x03), category: ENTRANCE, title: 'ติว TGAT ความถนัดทั่วไป', description: 'การคิดอย่างมีเหตุผลและสมรรถนะการทำงาน เทคนิคทำข้อสอบให้ทันเวลา', price: 450, hours: bangkokHours([SUN], 13, 17), cover: COVER('demo-03-puzzle'), highlights: ['ข้อสอบจำลอง 3 ชุด'], requireItems: NOTEBOOK },
]

// ---------------------------------------------------------------------------------------------
// Reviews

export const REVIEW_TEXTS: readonly { rating: number; text: string }[] = [
  { rating: 5, text: 'ครูสอนเข้าใจง่ายมากค่ะ จากที่ไม่เข้าใจเลยตอนนี้ทำโจทย์เองได้แล้ว' },
  { rating: 5, text: 'อธิบายละเอียด ใจเย็น ถามซ้ำได้ไม่รำคาญ แนะนำเลยครับ' },
  { rating: 4, text: 'เนื้อหาดี เอกสารครบ แต่บางครั้งเวลาเรียนไม่พอ' },
  { rating: 5, text: 'ลูกชอบมาก อยากเรียนทุกสัปดาห์ ผลการเรียนดีขึ้นชัดเจน' },
  { rating: 3, text: 'โดยรวมโอเค แต่อินเทอร์เน็ตฝั่งครูหลุดบ่อยไปหน่อย' },
  { rating: 5, text: 'คุ้มค่ามาก สอบผ่านตามเป้าหมายแล้วค่ะ ขอบคุณครูมาก' },
  { rating: 4, text: 'ตรงต่อเวลา เตรียมการสอนมาดี มีแบบฝึกหัดให้ทำต่อที่บ้าน' },
  { rating: 5, text: 'บรรยากาศสนุก ไม่เครียด กล้าพูดกล้าถามมากขึ้น' },
  { rating: 2, text: 'เนื้อหาเร็วเกินไปสำหรับผู้เริ่มต้นอย่างผม' },
  { rating: 4, text: 'ได้เทคนิคใหม่ ๆ เยอะ นำไปใช้ได้จริง' },
  { rating: 5, text: 'ประทับใจมาก จะกลับมาเรียนคอร์สต่อไปแน่นอน' },
  { rating: 4, text: 'ครูเป็นกันเอง ให้คำแนะนำดีมาก' },
]

/** 0 to 12 reviews per service, spread deterministically so every count shows up. */
export const reviewCountFor = (n: number) => (n * 5) % 13

// ---------------------------------------------------------------------------------------------
// Tutoring job requests

export const REQUESTS: readonly { n: number; requester: number; category: string; title: string; description: string; budget: number; status: 'pending' | 'open' | 'closed' }[] = [
  { n: 1, requester: 1, category: HIGH_SCHOOL_MATHS, title: 'หาครูสอนแคลคูลัส ม.6 ก่อนสอบกลางภาค', description: 'ต้องการเรียนสัปดาห์ละ 2 ครั้ง ช่วงหัวค่ำ ประมาณ 1 เดือน', budget: 4000, status: 'open' },
  { n: 2, requester: 2, category: PHYSICS, title: 'ติวฟิสิกส์ ม.5 เรื่องคลื่นและเสียง', description: 'อยากได้ครูที่อธิบายด้วยภาพ เรียนออนไลน์วันเสาร์', budget: 2500, status: 'open' },
  { n: 3, requester: 3, category: ENTRANCE, title: 'ติว TGAT แบบเข้มข้น 10 ชั่วโมง', description: 'สอบอีก 6 สัปดาห์ ต้องการเน้นพาร์ตการคิดอย่างมีเหตุผล', budget: 5000, status: 'pending' },
  { n: 4, requester: 4, category: PRIMARY_MATHS, title: 'หาครูสอนการบ้านคณิต ป.3 ให้ลูก', description: 'ช่วยดูการบ้านวันจันทร์ถึงพฤหัส วันละ 45 นาที', budget: 3000, status: 'open' },
  { n: 5, requester: 5, category: EXAM_ENGLISH, title: 'ต้องการติว IELTS Speaking ด่วน', description: 'สอบเดือนหน้า อยากฝึกพูดแบบจำลองสอบ 5 ครั้ง', budget: 3500, status: 'closed' },
  { n: 6, requester: 6, category: CHEMISTRY, title: 'ติวเคมี ม.4 เรื่องพันธะเคมี', description: 'ไม่เข้าใจเรื่องพันธะโคเวเลนต์และไอออนิก', budget: 1500, status: 'open' },
  { n: 7, requester: 7, category: SCIENCE, title: 'ติววิทยาศาสตร์สอบเข้า ม.4 โรงเรียนวิทยาศาสตร์', description: 'ต้องการครูที่มีประสบการณ์ติวสอบเข้าโรงเรียนวิทย์', budget: 6000, status: 'pending' },
  { n: 8, requester: 8, category: MATHS, title: 'หาครูคณิต ม.2 สอนตัวต่อตัว', description: 'เรียนวันเสาร์-อาทิตย์ ช่วงบ่าย', budget: 2800, status: 'closed' },
  { n: 9, requester: 1, category: TUTORING, title: 'หาติวเตอร์ภาษาไทย ป.6 สอบเข้า ม.1', description: 'เน้นการอ่านจับใจความและการเขียนเรียงความ', budget: 3200, status: 'open' },
  { n: 10, requester: 2, category: ENTRANCE, title: 'ติว A-Level ฟิสิกส์ แบบกลุ่ม 3 คน', description: 'เพื่อน 3 คนอยากเรียนด้วยกัน ช่วงปิดเทอม', budget: 7500, status: 'open' },
  { n: 11, requester: 3, category: HIGH_SCHOOL_MATHS, title: 'สอนเวกเตอร์สามมิติ ม.5', description: 'เรียน 3 ครั้ง ครั้งละ 2 ชั่วโมง', budget: 2400, status: 'closed' },
  { n: 12, requester: 4, category: EXAM_ENGLISH, title: 'ติว TOEIC ให้ได้ 600 เพื่อสมัครงาน', description: 'ทำงานประจำ เรียนได้หลัง 2 ทุ่ม', budget: 4500, status: 'pending' },
  { n: 13, requester: 5, category: CHINESE, title: 'หาครูสอนภาษาจีนเบื้องต้นสำหรับเด็ก 8 ขวบ', description: 'อยากให้เรียนสนุก มีเพลงและเกม', budget: 3000, status: 'open' },
  { n: 14, requester: 6, category: PROGRAMMING, title: 'สอน Python ทำโปรเจกต์จบ', description: 'โปรเจกต์วิเคราะห์ข้อมูล ต้องการที่ปรึกษา 4 ครั้ง', budget: 5000, status: 'open' },
  { n: 15, requester: 7, category: PHYSICS, title: 'ติวฟิสิกส์ ม.6 เรื่องไฟฟ้ากระแส', description: 'ต้องการเน้นทำโจทย์ข้อสอบเก่า', budget: 2000, status: 'pending' },
]

// ---------------------------------------------------------------------------------------------
// Blogs

export const BLOG_CATEGORIES = [
  { id: '65b000000000000000000001', slug: 'courses', name: 'คอร์สเรียน', description: 'แนะนำคอร์สและเทคนิคการเรียนจากติวเตอร์ของเรา', sortOrder: 1 },
  { id: '65b000000000000000000002', slug: 'how-to-use', name: 'วิธีใช้งาน', description: 'คู่มือการใช้งานเว็บไซต์และแอปพลิเคชัน', sortOrder: 2 },
] as const

const [COURSES, HOW_TO] = [BLOG_CATEGORIES[0].id, BLOG_CATEGORIES[1].id]

export const BLOGS: readonly { n: number; category: string; title: string; author: string; cover: string; html: string }[] = [
  {
    n: 1,
    category: COURSES,
    title: '5 เทคนิคเรียนคณิตศาสตร์ให้เข้าใจ ไม่ต้องท่องจำ',
    author: 'ครูพลอย',
    cover: COVER('blog-01-maths-notebook'),
    html: '<h2>เข้าใจที่มาของสูตร</h2><p>คณิตศาสตร์ไม่ใช่วิชาท่องจำ เมื่อเข้าใจว่าสูตรมาจากไหน เราจะจำได้เองและประยุกต์ใช้ได้กับโจทย์ที่ไม่เคยเห็น</p><h3>เทคนิคที่ใช้ได้ทันที</h3><ol><li>อ่านโจทย์ให้จบก่อนเริ่มคิด</li><li>วาดรูปประกอบทุกครั้งที่ทำได้</li><li>ตรวจคำตอบด้วยการแทนค่ากลับ</li><li>ทำโจทย์ผิดซ้ำจนเข้าใจ</li><li>อธิบายให้เพื่อนฟัง</li></ol><p>ดูคอร์ส <a href="https://example.com/tutoring/browse" target="_blank">ติวคณิตศาสตร์</a> ของเราได้เลย</p>',
  },
  {
    n: 2,
    category: COURSES,
    title: 'เตรียมสอบ TGAT อย่างไรให้ทันใน 30 วัน',
    author: 'ครูณัฐ',
    cover: COVER('blog-02-tgat-calendar'),
    html: '<p>TGAT วัดความถนัดทั่วไป ประกอบด้วยการสื่อสารภาษาอังกฤษ การคิดอย่างมีเหตุผล และสมรรถนะการทำงาน</p><h2>แผน 4 สัปดาห์</h2><ul><li><strong>สัปดาห์ที่ 1</strong> ทำข้อสอบจำลองเพื่อหาจุดอ่อน</li><li><strong>สัปดาห์ที่ 2-3</strong> ฝึกพาร์ตที่ได้คะแนนน้อยที่สุด</li><li><strong>สัปดาห์ที่ 4</strong> จับเวลาทำข้อสอบเสมือนจริง</li></ul><blockquote>ความสม่ำเสมอสำคัญกว่าการอ่านหนักในคืนเดียว</blockquote>',
  },
  {
    n: 3,
    category: COURSES,
    title: 'เริ่มเรียนภาษาจีนจากศูนย์ ควรเริ่มตรงไหน',
    author: 'เหล่าซือเหมย',
    cover: COVER('blog-03-chinese-first-strokes'),
    html: '<h2>พินอินและวรรณยุกต์มาก่อน</h2><p>ภาษาจีนกลางมี 4 วรรณยุกต์หลัก ถ้าออกเสียงผิด ความหมายจะเปลี่ยนทันที จึงควรฝึกพินอินให้แม่นก่อนท่องคำศัพท์</p><figure><img src="/images/covers/service-13-hsk-seal.svg" alt="ตัวอักษรจีน" width="320" height="180"><figcaption>เริ่มจากตัวอักษรที่ใช้บ่อยในชีวิตประจำวัน</figcaption></figure><p>จากนั้นค่อยเรียนตัวอักษรจีนวันละ 5-10 ตัว</p>',
  },
  {
    n: 4,
    category: COURSES,
    title: 'เล่นกีตาร์เพลงแรกได้ใน 1 สัปดาห์',
    author: 'ครูแบงก์',
    cover: COVER('blog-04-guitar-chords'),
    html: '<p>เริ่มจาก 4 คอร์ดพื้นฐาน <em>C G Am F</em> ที่ใช้ได้กับเพลงป๊อปหลายร้อยเพลง</p><h3>ซ้อมอย่างไรให้ได้ผล</h3><ul><li>ซ้อมวันละ 15 นาที ดีกว่าซ้อมสัปดาห์ละครั้ง 2 ชั่วโมง</li><li>เปลี่ยนคอร์ดช้า ๆ ให้เสียงชัดก่อนเร่งความเร็ว</li></ul><script>alert("this never reaches the page")</script>',
  },
  {
    n: 5,
    category: COURSES,
    title: 'Python หรือ JavaScript ภาษาแรกควรเรียนอะไรดี',
    author: 'อาร์ม สอนโค้ด',
    cover: COVER('blog-05-first-language'),
    html: '<h2>ขึ้นอยู่กับเป้าหมาย</h2><p>ถ้าสนใจข้อมูลและ AI เริ่มที่ <strong>Python</strong> ถ้าอยากทำเว็บให้เริ่มที่ <strong>JavaScript</strong></p><p onclick="steal()">ทั้งสองภาษามีชุมชนใหญ่และแหล่งเรียนฟรีมากมาย</p><p>อ่านเพิ่มเติมได้ที่ <a href="https://docs.python.org/3/tutorial/">Python Tutorial</a></p>',
  },
  {
    n: 6,
    category: HOW_TO,
    title: 'วิธีค้นหาและจองติวเตอร์ที่ใช่',
    author: 'ทีมงาน',
    cover: COVER('blog-06-find-a-tutor'),
    html: '<h2>ค้นหาบริการ</h2><p>เลือกหมวดหมู่ที่สนใจ หรือพิมพ์คำค้นหา เช่น วิชาหรือชื่อครู จากนั้นกรองตามราคาและช่วงเวลาที่สะดวก</p><h2>ดูรายละเอียดก่อนจอง</h2><ul><li>ดูตารางเวลาว่างของครู</li><li>อ่านรีวิวจากผู้เรียนจริง</li><li>ตรวจสอบสิ่งที่ต้องเตรียม</li></ul><p>การจองและชำระเงินทำผ่านแอปพลิเคชัน</p>',
  },
  {
    n: 7,
    category: HOW_TO,
    title: 'เตรียมอุปกรณ์ก่อนเข้าห้องเรียนออนไลน์',
    author: 'ทีมงาน',
    cover: COVER('blog-07-online-class-setup'),
    html: '<p>ก่อนเริ่มเซสชัน โปรดตรวจสอบกล้อง ไมโครโฟน และอินเทอร์เน็ต</p><ol><li>อนุญาตให้เบราว์เซอร์ใช้กล้องและไมโครโฟน</li><li>ใช้หูฟังเพื่อลดเสียงสะท้อน</li><li>นั่งในที่ที่มีแสงสว่างเพียงพอ</li></ol><p>หากมีปัญหา ติดต่อทีมงานได้ที่ <a href="mailto:support@example.com">support@example.com</a></p>',
  },
  {
    n: 8,
    category: HOW_TO,
    title: 'สมัครเป็นผู้ให้บริการใน 4 ขั้นตอน',
    author: 'ทีมงาน',
    cover: COVER('blog-08-become-a-provider'),
    html: '<h2>ขั้นตอนการสมัคร</h2><ol><li>เข้าสู่ระบบด้วยเบอร์โทรศัพท์หรืออีเมล</li><li>กรอกข้อมูลผู้ให้บริการและประสบการณ์</li><li>ยืนยันตัวตนด้วยบัตรประชาชน</li><li>รอทีมงานตรวจสอบภายใน 3 วันทำการ</li></ol><p>เมื่อได้รับการอนุมัติ คุณจะสร้างบริการและเปิดรับจองได้ทันที</p>',
  },
  {
    n: 9,
    category: HOW_TO,
    title: 'เติมเงินและชำระค่าเรียนอย่างปลอดภัย',
    author: 'ทีมงาน',
    cover: COVER('blog-09-safe-payment'),
    html: '<p>ค่าเรียนจะถูกเก็บไว้ในระบบจนกว่าเซสชันจะสิ้นสุด หากครูไม่มาตามนัด คุณจะได้รับเงินคืนเต็มจำนวน</p><blockquote>อย่าโอนเงินนอกระบบ เพื่อความปลอดภัยของคุณเอง</blockquote><p>เติมเงินได้ทั้งบัตรและพร้อมเพย์ผ่านแอปพลิเคชัน</p>',
  },
  {
    n: 10,
    category: HOW_TO,
    title: 'ยกเลิกหรือเลื่อนนัดเรียนทำอย่างไร',
    author: 'ทีมงาน',
    cover: COVER('blog-10-reschedule'),
    html: '<h3>เลื่อนนัด</h3><p>ติดต่อครูผ่านข้อความในแอปอย่างน้อย 24 ชั่วโมงก่อนเวลาเรียน</p><h3>ยกเลิก</h3><p>การคืนเงินเป็นไปตามนโยบายที่แสดงในหน้าบริการแต่ละรายการ อ่าน <a href="https://example.com/policies/terms">ข้อกำหนดการใช้บริการ</a></p>',
  },
]

/** Fixed times so "newest first" is the same on every database. */
export const SEED_EPOCH = Date.UTC(2026, 0, 5, 3, 0, 0)
export const DAY_MS = 86_400_000
export const HOUR_MS = 3_600_000
