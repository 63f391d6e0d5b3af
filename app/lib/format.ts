/** Thai long date with a Buddhist-era year, e.g. "22 พฤศจิกายน 2569", in Bangkok time. */
const thaiDate = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' })

export function formatThaiDate(iso: string | Date): string {
  return thaiDate.format(typeof iso === 'string' ? new Date(iso) : iso)
}

/** "0812345678" -> "081****678": enough to recognise, not enough to copy. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '*'.repeat(phone.length)
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 6)}${phone.slice(-3)}`
}

/** "somsri@example.com" -> "so****@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return email
  const name = email.slice(0, at)
  const keep = name.length <= 2 ? 1 : 2
  return `${name.slice(0, keep)}${'*'.repeat(Math.max(name.length - keep, 3))}${email.slice(at)}`
}
