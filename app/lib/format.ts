/** Thai long date with a Buddhist-era year, e.g. "22 พฤศจิกายน 2569", in Bangkok time. */
const thaiDate = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' })

export function formatThaiDate(iso: string | Date): string {
  return thaiDate.format(typeof iso === 'string' ? new Date(iso) : iso)
}
