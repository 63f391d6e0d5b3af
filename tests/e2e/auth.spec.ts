import { type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { chooseDate, createUser, hydrated, latestCode, uniquePhone, uniqueSuffix } from './support/auth'

// The login screen, registration and sessions, each test with its own new user (seeded accounts
// are exercised in demo-accounts.spec.ts).

// A 2x2 PNG: a real image for the upload path (the backend re-encodes it as WebP).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

const accountButton = (page: Page, username: string) => page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', username) })
/** The site's danger colour (--color-danger, #b3261e): a field marked invalid is drawn in it. */
const DANGER_RED = 'rgb(179, 38, 30)'

async function requestCode(page: Page, mode: 'phone' | 'email', destination: string) {
  if (mode === 'email') await page.getByRole('button', { name: th.auth.useEmail }).click()
  await page.getByLabel(mode === 'phone' ? th.auth.phoneLabel : th.auth.emailLabel).fill(destination)
  await page.getByRole('button', { name: th.auth.continue }).click()
  await expect(page.getByRole('heading', { level: 1, name: mode === 'phone' ? th.auth.verifyPhone : th.auth.verifyEmail })).toBeVisible()
}

test.describe('login screen', () => {
  test('validation texts of the spec, with the field marked', async ({ page }) => {
    await hydrated(page, '/login')
    const continueButton = page.getByRole('button', { name: th.auth.continue })
    await continueButton.click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(th.auth.phoneRequired)
    await expect(page.getByLabel(th.auth.phoneLabel)).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel(th.auth.phoneLabel)).toHaveCSS('border-top-color', DANGER_RED)
    await page.getByLabel(th.auth.phoneLabel).fill('08123')
    await continueButton.click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(th.auth.phoneInvalid)
    await page.getByRole('button', { name: th.auth.useEmail }).click()
    await continueButton.click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(th.auth.emailRequired)
    await page.getByLabel(th.auth.emailLabel).fill('not-an-email')
    await continueButton.click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(th.auth.emailInvalid)
  })

  test('a wrong code shows the spec text in the boxes and clears them; the right one logs in', async ({ page, request }) => {
    const user = await createUser({ request })
    await hydrated(page, '/login')
    await requestCode(page, 'phone', user.phone)
    const code = await latestCode(page.request, user.phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const boxes = page.getByLabel(th.auth.codeLabel)
    await boxes.fill(wrong)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(th.auth.otpWrong)
    await expect(boxes).toHaveValue('')
    await boxes.fill(code)
    await expect(page).toHaveURL(/\/browse$/)
    await expect(accountButton(page, user.username)).toBeVisible()
    await expect(page.getByText(th.auth.welcomeBack.replace('{username}', user.username))).toBeVisible()
  })

  test('any refusal of the code (whatever the backend calls it) reads as a wrong code, marked on the boxes; a server failure does not', async ({ page, request }) => {
    const user = await createUser({ request })
    await hydrated(page, '/login')
    await requestCode(page, 'phone', user.phone)
    const boxes = page.getByLabel(th.auth.codeLabel)
    let answer = { status: 401, body: { code: 'invalid_credentials', message: 'Login failed' } }
    await page.route('**/v2/auth/login/**', (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }))
    await boxes.fill('123456')
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(th.auth.otpWrong)
    await expect(boxes).toHaveValue('')
    await expect(boxes).toHaveAttribute('aria-invalid', 'true')
    await expect(boxes).toHaveCSS('border-top-color', DANGER_RED)
    answer = { status: 503, body: { code: 'unavailable', message: 'Down' } }
    await boxes.fill('123456')
    await expect(page.getByText(th.errors.generic)).toBeVisible()
    await expect(page.getByRole('main').getByText(th.auth.otpWrong)).toHaveCount(0)
  })

  test('a phone written as +66 with spaces signs in to the account of its 10 digits', async ({ page, request }) => {
    const user = await createUser({ request })
    const [a, b, c] = [user.phone.slice(0, 3), user.phone.slice(3, 6), user.phone.slice(6)]
    await hydrated(page, '/login')
    await expect(page.getByLabel(th.auth.phoneLabel)).toHaveAttribute('inputmode', 'tel')
    await requestCode(page, 'phone', `+66 ${a.slice(1)} ${b} ${c}`)
    await page.getByLabel(th.auth.codeLabel).fill(await latestCode(page.request, user.phone))
    await expect(page).toHaveURL(/\/browse$/)
    await expect(accountButton(page, user.username)).toBeVisible()
  })

  test('the code boxes keep digits only, backspace goes back, and back returns to the first step', async ({ page }) => {
    await hydrated(page, '/login')
    await requestCode(page, 'phone', uniquePhone())
    const boxes = page.getByLabel(th.auth.codeLabel)
    await expect(boxes).toHaveAttribute('autocomplete', 'one-time-code')
    await boxes.pressSequentially('1a2')
    await expect(boxes).toHaveValue('12')
    await boxes.press('Backspace')
    await expect(boxes).toHaveValue('1')
    await page.getByRole('button', { name: th.auth.back }).click()
    await expect(page.getByRole('heading', { level: 1, name: th.auth.title })).toBeVisible()
  })

  test('resend: a countdown, then a new code with a toast and cleared boxes', async ({ page, request }) => {
    const user = await createUser({ request })
    await hydrated(page, '/login')
    await requestCode(page, 'phone', user.phone)
    await expect(page.getByText(/ส่งรหัสอีกครั้งได้ใน \d+ วินาที/)).toBeVisible()
    const boxes = page.getByLabel(th.auth.codeLabel)
    await boxes.pressSequentially('12')
    // The e2e server allows a new code after a few seconds (OTP_RESEND_INTERVAL_SECONDS).
    await page.getByRole('button', { name: th.auth.resend }).click({ timeout: 15_000 })
    await expect(page.getByText(th.auth.resent)).toBeVisible()
    await expect(boxes).toHaveValue('')
    await boxes.fill(await latestCode(page.request, user.phone))
    await expect(page).toHaveURL(/\/browse$/)
  })

  test('too many requests: a Thai message with the wait time', async ({ page }) => {
    await hydrated(page, '/login')
    await page.route('**/v2/auth/check-otp/**', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', headers: { 'retry-after': '120' }, body: JSON.stringify({ code: 'rate_limited', message: 'Too many', retry_after: 120 }) }),
    )
    await page.getByLabel(th.auth.phoneLabel).fill(uniquePhone())
    await page.getByRole('button', { name: th.auth.continue }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(th.auth.tooMany.replace('{wait}', th.auth.waitMinutes.replace('{n}', '2')))
  })

  test('a network failure shows the toast and keeps the form', async ({ page }) => {
    await hydrated(page, '/login')
    await page.route('**/v2/auth/check-otp/**', (route) => route.abort('connectionrefused'))
    await page.getByLabel(th.auth.phoneLabel).fill('0899999999')
    await page.getByRole('button', { name: th.auth.continue }).click()
    await expect(page.getByText(th.errors.network)).toBeVisible()
    await expect(page.getByLabel(th.auth.phoneLabel)).toHaveValue('0899999999')
  })

  test('a new user signs up by e-mail through /register with a picture', async ({ page }) => {
    const email = `new-${uniqueSuffix()}@example.com`
    const username = `user_${uniqueSuffix()}`
    await hydrated(page, '/login')
    await requestCode(page, 'email', email.toUpperCase())
    const code = await latestCode(page.request, email)
    await page.getByLabel(th.auth.codeLabel).fill(code)
    // The code travels in history state: the address keeps only the login's query (none here).
    await expect(page).toHaveURL(/\/register$/)
    expect(page.url()).not.toContain(code)
    await expect(page.getByRole('heading', { level: 1, name: th.pages.register.title })).toBeVisible()
    // A reload keeps the draft (history state outlives it), still not in the address.
    await page.reload()
    await expect(page.getByLabel(th.register.usernameLabel)).toBeVisible()

    // The notice at collection names the terms and the privacy policy, each a link.
    const notice = page.locator('#register-notice')
    await expect(notice.getByRole('link', { name: th.register.termsLink })).toHaveAttribute('href', '/policies/terms')
    await expect(notice.getByRole('link', { name: th.register.privacyLink })).toHaveAttribute('href', '/policies/privacy')

    // Errors show on submit and each goes as soon as its field is fixed.
    await page.getByRole('button', { name: th.register.submit }).click()
    await expect(page.getByText(th.register.usernameRequired)).toBeVisible()
    await expect(page.getByText(th.register.genderRequired)).toBeVisible()
    await page.getByLabel(th.register.usernameLabel).fill('a')
    await expect(page.getByText(th.register.usernameInvalid)).toBeVisible()
    await page.getByLabel(th.register.usernameLabel).fill(username)
    await expect(page.getByText(th.register.usernameInvalid)).toBeHidden()
    await expect(page.getByLabel(th.register.usernameLabel)).not.toHaveAttribute('aria-invalid')
    await expect(page.getByText(th.register.genderRequired)).toBeVisible()
    await page.getByRole('radio', { name: th.register.gender.female }).check()
    await expect(page.getByText(th.register.genderRequired)).toBeHidden()
    await chooseDate(page, th.register.birthdateLabel, '1998-04-12')
    await page.getByLabel(th.register.pictureLabel).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByRole('img', { name: th.register.picturePreview })).toBeVisible()
    await page.getByRole('button', { name: th.register.submit }).click()
    await expect(page).toHaveURL(/\/browse$/)
    await expect(page.getByText(th.register.welcome.replace('{username}', username))).toBeVisible()
    await expect(accountButton(page, username).locator('img')).toHaveAttribute('src', /^\/uploads\/.+\.webp$/)
  })

  test('/register with a code in its address does not take it: only the login screen hands one over', async ({ page }) => {
    await hydrated(page, '/register?mode=email&destination=someone%40example.com&otp=123456')
    await expect(page.getByRole('alert')).toHaveText(th.register.missingDraft)
    await expect(page.getByLabel(th.register.usernameLabel)).toHaveCount(0)
  })

  test('a phone number that already has an account is refused at verification', async ({ page }) => {
    // Step 1 answered can_login=false for a new number; before the code is typed, someone else
    // registers that number. Verifying a fresh code then answers success=false: back to step 1.
    const phone = uniquePhone()
    await hydrated(page, '/login')
    await requestCode(page, 'phone', phone)
    const code = await latestCode(page.request, phone)
    const other = await page.request.post('/v2/auth/register', {
      multipart: { mode: 'phone', destination: phone, otp: code, username: `taken_${uniqueSuffix()}`, gender: 'male', birthdate: '1990-01-01' },
    })
    expect(other.ok(), await other.text()).toBe(true)
    await page.getByRole('button', { name: th.auth.resend }).click({ timeout: 15_000 })
    await expect(page.getByText(th.auth.resent)).toBeVisible()
    await page.getByLabel(th.auth.codeLabel).fill(await latestCode(page.request, phone))
    await expect(page.getByRole('heading', { level: 1, name: th.auth.title })).toBeVisible()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(th.auth.phoneUsed)
  })
})

test.describe('provider variant and sessions', () => {
  test('provider login: a user who is not a provider goes to provider registration', async ({ page, request }) => {
    const user = await createUser({ request })
    await hydrated(page, '/login?provider=true')
    await expect(page.getByText(th.auth.providerTitle)).toBeVisible()
    await requestCode(page, 'phone', user.phone)
    await page.getByLabel(th.auth.codeLabel).fill(await latestCode(page.request, user.phone))
    await expect(page).toHaveURL(/\/provider\/register$/)
  })

  test('the guard sends a visitor to login and back to where they were going', async ({ page, request }) => {
    const user = await createUser({ request })
    await hydrated(page, '/wallet')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwallet$/)
    await requestCode(page, 'phone', user.phone)
    await page.getByLabel(th.auth.codeLabel).fill(await latestCode(page.request, user.phone))
    await expect(page).toHaveURL(/\/wallet$/)
  })

  test('a signed-in user is redirected away from /login at once', async ({ page, context, baseURL }) => {
    await createUser({ context, baseURL: baseURL! })
    const response = await page.goto('/login')
    expect(response?.url()).toMatch(/\/browse$/)
    await page.goto('/login?provider=true')
    await expect(page).toHaveURL(/\/provider\/register$/)
  })

  test('logout ends the session', async ({ page, context, baseURL }) => {
    const user = await createUser({ context, baseURL: baseURL! })
    await hydrated(page, '/browse')
    await accountButton(page, user.username).click()
    await page.getByRole('menuitem', { name: th.account.logout }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText(th.account.signedOut)).toBeVisible()
    // Signed out: the bar offers the app again instead of the account menu.
    await expect(accountButton(page, user.username)).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^(${th.nav.download}|${th.nav.downloadShort})$`) })).toBeVisible()
    // The refresh token was revoked and its cookie cleared: renewing no longer works.
    expect((await page.request.get('/v1/auth/refresh_token')).status()).toBe(401)
    await page.goto('/wallet')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwallet$/)
  })

  test('a refused renewal sends a provider page to the provider login', async ({ page, context, baseURL }) => {
    await createUser({ context, baseURL: baseURL! })
    await hydrated(page, '/provider')
    // The session ends elsewhere (logged out in another tab) and this tab's token runs out.
    const saved = (await context.cookies()).find((c) => c.name === 'access_token')!
    await page.request.get('/v1/auth/logout')
    const [header, payload, signature] = saved.value.split('.')
    const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), exp: Math.floor(Date.now() / 1000) - 60 }
    await context.addCookies([{ name: 'access_token', value: `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`, url: baseURL! }])
    // A client-side navigation to a provider page needs a renewal, which is refused.
    await page.getByRole('main').getByRole('link', { name: th.providerLanding.registerCta }).first().click()
    await expect(page).toHaveURL(/\/login\?provider=true&redirect=%2Fprovider%2Fregister$/)
    await expect(page.getByText(th.auth.providerTitle)).toBeVisible()
  })
})
