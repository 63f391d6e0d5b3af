// Signs the seeded demo consumer in through the development outbox (a server outside production,
// on this machine) and answers the `Cookie` header value a signed-in page request carries.
export async function demoConsumerCookie(baseUrl) {
  const phone = '0800000001'
  const post = (path, body) => fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const sent = await post('/v2/auth/check-otp/phone', { phone })
  if (!sent.ok) throw new Error(`sign-in: check-otp answered ${sent.status}`)
  const outbox = await fetch(`${baseUrl}/v2/dev/outbox/latest?destination=${phone}`)
  if (!outbox.ok) throw new Error(`sign-in: outbox answered ${outbox.status}`)
  const { otp } = await outbox.json()
  const login = await post('/v2/auth/login/phone', { phone, otp })
  if (!login.ok) throw new Error(`sign-in: login answered ${login.status}`)
  const { access_token: token } = await login.json()
  return `access_token=${token}`
}
