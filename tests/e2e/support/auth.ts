import { randomBytes, randomInt } from 'node:crypto'
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { th } from '~/app/lib/i18n/th-all'

/** The demo accounts seeded outside production (see the README). */
export const DEMO = {
  consumer: { phone: '0800000001', email: 'consumer@example.com', username: 'somsri_consumer' },
  provider: { phone: '0800000002', email: 'provider@example.com', username: 'kru_somchai' },
  admin: { phone: '0800000003', email: 'admin@example.com', username: 'admin_nattaya' },
  draftProvider: { phone: '0800000004', email: 'draft@example.com', username: 'kru_draft' },
  submittedProvider: { phone: '0800000005', email: 'submitted@example.com', username: 'kru_submitted' },
  rejectedProvider: { phone: '0800000006', email: 'rejected@example.com', username: 'kru_rejected' },
} as const

export type Channel = 'phone' | 'email'
export type Account = { phone: string; email: string; username: string }

/**
 * A new code replaces the previous one, so a test that runs at both widths at once signs seeded
 * accounts in on a different channel in each: by phone in `mobile`, by e-mail in `desktop` and `flows`.
 */
export const channelFor = (projectName: string): Channel => (projectName === 'mobile' ? 'phone' : 'email')

export const uniqueSuffix = () => randomBytes(4).toString('hex')
export const uniquePhone = () => `09${randomInt(10_000_000, 99_999_999)}`

/** Must match OTP_RESEND_INTERVAL_SECONDS in playwright.config.ts. */
export const E2E_RESEND_INTERVAL_MS = 3_000

/** The latest code the development outbox holds for a destination. */
export async function latestCode(request: APIRequestContext, destination: string): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const response = await request.get(`/v2/dev/outbox/latest?destination=${encodeURIComponent(destination)}`)
      if (!response.ok()) return ''
      code = ((await response.json()) as { otp: string }).otp
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

/**
 * Asks for a code, waiting out the resend interval when the destination was used a moment ago.
 * Tests running side by side sign the same demo accounts in, so it keeps asking (with a little
 * jitter, so two waiting callers do not keep meeting) until a deadline rather than a set number
 * of times.
 */
export async function sendCode(request: APIRequestContext, channel: Channel, destination: string, deadlineMs = 20_000) {
  const deadline = Date.now() + deadlineMs
  let last = ''
  while (Date.now() < deadline) {
    const response = await request.post(`/v2/auth/check-otp/${channel}`, { data: { [channel]: destination } })
    if (response.ok()) return (await response.json()) as { can_login: boolean }
    last = await response.text()
    expect(response.status(), last).toBe(429)
    const wait = ((JSON.parse(last) as { retry_after?: number }).retry_after ?? 1) * 1000
    await new Promise((r) => setTimeout(r, Math.min(wait + 100 + Math.random() * 400, Math.max(0, deadline - Date.now()))))
  }
  throw new Error(`no code for ${destination} within ${deadlineMs} ms: ${last}`)
}

type SignedIn = { userId: string; accessToken: string }

async function keepToken(context: BrowserContext | undefined, baseURL: string, accessToken: string) {
  if (context) await context.addCookies([{ name: 'access_token', value: accessToken, url: baseURL }])
}

/**
 * Signs a seeded account in through the API (as the login screen does): the refresh cookie and
 * the saved access token land in the browser context's cookie jar.
 */
export async function signInAs(context: BrowserContext, baseURL: string, account: Account, channel: Channel): Promise<SignedIn> {
  const destination = account[channel]
  await sendCode(context.request, channel, destination)
  const otp = await latestCode(context.request, destination)
  const login = await context.request.post(`/v2/auth/login/${channel}`, { data: { [channel]: destination, otp } })
  expect(login.ok(), await login.text()).toBe(true)
  const body = (await login.json()) as { access_token: string; user_id: string }
  await keepToken(context, baseURL, body.access_token)
  return { userId: body.user_id, accessToken: body.access_token }
}

/**
 * Registers a brand-new user through the API. With a browser context, that context is signed in
 * as the new user; with a plain request context, nobody is (the user can then log in on screen).
 */
export async function createUser(
  target: { context: BrowserContext; baseURL: string } | { request: APIRequestContext },
): Promise<{ phone: string; username: string } & SignedIn> {
  const request = 'context' in target ? target.context.request : target.request
  const account = { phone: uniquePhone(), username: `e2e_${uniqueSuffix()}` }
  await sendCode(request, 'phone', account.phone)
  const otp = await latestCode(request, account.phone)
  const response = await request.post('/v2/auth/register', {
    multipart: { mode: 'phone', destination: account.phone, otp, username: account.username, gender: 'unspecified', birthdate: '1995-05-05' },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const body = (await response.json()) as { access_token: string; user_id: string }
  if ('context' in target) await keepToken(target.context, target.baseURL, body.access_token)
  // Left for an on-screen login: the next code to this phone is allowed only after the resend
  // interval of the e2e server (OTP_RESEND_INTERVAL_SECONDS in playwright.config.ts).
  else await new Promise((r) => setTimeout(r, E2E_RESEND_INTERVAL_MS + 200))
  return { ...account, userId: body.user_id, accessToken: body.access_token }
}

export async function hydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/**
 * Opens `/register` holding a draft as the login screen leaves one (in the history entry's state,
 * never the address): the page is loaded, the draft written into its history entry, then reloaded.
 */
export async function openRegisterWithDraft(page: Page, draft: { mode: Channel; destination: string; otp: string }) {
  await hydrated(page, '/register')
  await page.evaluate((value) => history.replaceState({ ...(history.state as object), registerDraft: value }, ''), draft)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** Picks a date ("YYYY-MM-DD", Common Era) in a Thai date field: day, Thai month, Buddhist-era year. */
export async function chooseDate(page: Page, groupName: string, iso: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  const group = page.getByRole('group', { name: groupName })
  await group.getByLabel(th.pickers.day, { exact: true }).selectOption({ label: String(day) })
  await group.getByLabel(th.pickers.month, { exact: true }).selectOption({ index: month })
  await group.getByLabel(th.pickers.year, { exact: true }).selectOption({ label: String(year + 543) })
}
