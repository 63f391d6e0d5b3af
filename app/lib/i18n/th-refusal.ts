import { th, translator } from './th'

/**
 * The page the server answers (status 429) to an address that asked for more page renders than
 * its share (PAGE_RENDERS_PER_MINUTE): a section of the one catalogue (see th.ts) read only when
 * the site is built, which makes that page a file (scripts/too-many-requests-page-plugin.ts), so
 * its text weighs on no page's code.
 */
export const refusalTh = {
  tooManyRequestsTitle: 'มีการเปิดหน้าเว็บถี่เกินไป',
  tooManyRequestsBody: 'ระบบได้รับคำขอจากเครือข่ายของคุณมากเกินไปในช่วงเวลาสั้น ๆ กรุณารอสักครู่แล้วลองใหม่อีกครั้ง',
} as const

const catalogue = { ...th, refusal: refusalTh }

/** The Thai text for a key of the base catalogue or of this section (see `translator` in th.ts). */
export const t = translator(catalogue)
