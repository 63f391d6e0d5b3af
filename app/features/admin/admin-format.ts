/** Amounts and dates on the staff pages: Thai formats from Intl, in Bangkok time. */
const baht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', maximumFractionDigits: 0 })
const count = new Intl.NumberFormat('th-TH')
const dateTime = new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' })
const time = new Intl.DateTimeFormat('th-TH', { timeStyle: 'short', timeZone: 'Asia/Bangkok' })
// A calendar date (YYYY-MM-DD) is already a Bangkok date: format it as UTC so it does not shift.
const day = new Intl.DateTimeFormat('th-TH', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })

export const formatBaht = (amount: number) => baht.format(amount)
export const formatCount = (n: number) => count.format(n)
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))
export const formatTime = (iso: string) => time.format(new Date(iso))
export const formatDay = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`))

/** Whether two instants fall on the same Bangkok calendar date (then the end shows only its time). */
export function sameBangkokDay(a: string, b: string): boolean {
  const offset = 7 * 3_600_000
  return new Date(Date.parse(a) + offset).toISOString().slice(0, 10) === new Date(Date.parse(b) + offset).toISOString().slice(0, 10)
}
