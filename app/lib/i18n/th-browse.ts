import { translator, type Leaves } from './th'
import { thCatalogue } from './th-catalogue'

/** The browse pages (/browse, /tutoring/browse): filters, results and the category finder: a section of the one catalogue (see th.ts), loaded with its code. */
export const browseTh = {
  categories: 'หมวดหมู่',
  subcategories: 'หมวดหมู่ย่อยของ {name}',
  allCategories: 'ทุกหมวดหมู่',
  searchRegion: 'ค้นหาและตัวกรอง',
  keyword: 'คำค้นหา',
  keywordHint: 'เช่น คณิต ภาษาจีน กีตาร์',
  priceMin: 'ราคาต่ำสุด (บาท)',
  priceMax: 'ราคาสูงสุด (บาท)',
  sessionType: 'รูปแบบการเรียน',
  day: 'วันที่สะดวก',
  timeOfDay: 'ช่วงเวลาที่สะดวก',
  any: 'ทั้งหมด',
  submit: 'ค้นหา',
  filters: 'ตัวกรอง',
  filtersActive: 'ตัวกรอง ({count})',
  showCount: 'แสดง {count} บริการ',
  clear: 'ล้างการค้นหา',
  results: 'ผลการค้นหา',
  resultsFor: 'ผลการค้นหา “{keyword}”',
  count: 'พบ {count} บริการ',
  empty: 'ไม่พบบริการที่ตรงกับการค้นหา ลองเปลี่ยนคำค้นหาหรือตัวกรอง',
  finder: {
    label: 'ค้นหาหมวดหมู่',
    hint: 'พิมพ์ชื่อหมวดหมู่เป็นภาษาไทย อังกฤษ หรือจีน',
    results: 'หมวดหมู่ที่ตรงกับ “{value}”',
    count: 'พบ {count} หมวดหมู่',
    none: 'ไม่พบหมวดหมู่ที่ตรงกับ “{value}”',
    failed: 'ค้นหาหมวดหมู่ไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
  },
} as const

const catalogue = { ...thCatalogue, browse: browseTh }

/** The Thai text for a key of the base catalogue or of this section (see `translator` in th.ts). */
export const t = translator(catalogue)

export type MessageKey = Leaves<typeof catalogue>
