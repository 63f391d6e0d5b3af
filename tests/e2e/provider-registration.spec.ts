import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { channelFor, chooseDate, DEMO, hydrated, latestCode, signInAs, uniquePhone, uniqueSuffix } from './support/auth'
import { wcagViolations } from './support/axe'

// Provider registration on screen, from a brand-new account to an approved provider. Staff's
// decisions are made through the API by the demo admin in a browser context of their own; the
// seeded accounts' registrations are never touched.

// A 2x2 PNG: a real image for the upload (the backend re-encodes it as WebP).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

// A minimal PDF: kept as it is, shown by its file name.
const PDF = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', 'latin1')

const stepHeading = (page: Page, step: keyof typeof th.provider.register.steps) =>
  page.getByRole('main').getByRole('heading', { level: 2, name: th.provider.register.steps[step], exact: true })
const continueButton = (page: Page) => page.getByRole('button', { name: th.provider.register.continue })
const accountButton = (page: Page, username: string) => page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', username) })

/** Signs a brand-new user up on screen through the provider login variant. */
async function signUpAsProvider(page: Page, username: string) {
  const phone = uniquePhone()
  await hydrated(page, '/login?provider=true')
  await expect(page.getByText(th.auth.providerTitle)).toBeVisible()
  await page.getByLabel(th.auth.phoneLabel).fill(phone)
  await page.getByRole('button', { name: th.auth.continue }).click()
  await expect(page.getByRole('heading', { level: 1, name: th.auth.verifyPhone })).toBeVisible()
  await page.getByLabel(th.auth.codeLabel).fill(await latestCode(page.request, phone))
  await expect(page).toHaveURL(/\/register\?/)
  await page.getByLabel(th.register.usernameLabel).fill(username)
  await page.getByRole('radio', { name: th.register.gender.female }).check()
  await chooseDate(page, th.register.birthdateLabel, '1994-03-21')
  await page.getByRole('button', { name: th.register.submit }).click()
  await expect(page).toHaveURL(/\/provider\/register$/)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** The status text beside "register as provider" in the account menu. */
async function expectMenu(page: Page, username: string, check: () => Promise<void>) {
  await accountButton(page, username).click()
  await expect(page.getByRole('menu')).toBeVisible()
  await check()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
}

/** The registration's id as staff see it, found by the applicant's username. */
async function submittedRegistrationId(request: APIRequestContext, token: string, username: string): Promise<string> {
  let id = ''
  await expect
    .poll(async () => {
      for (let skip = 0; ; skip += 50) {
        const response = await request.get(`/v2/admin/providers?status=submitted&skip=${skip}&limit=50`, { headers: { authorization: `Bearer ${token}` } })
        expect(response.ok(), await response.text()).toBe(true)
        const page = (await response.json()) as { items: { _id: string; username: string }[]; total: number }
        const mine = page.items.find((p) => p.username === username)
        if (mine) return (id = mine._id)
        if (skip + 50 >= page.total) return ''
      }
    })
    .not.toBe('')
  return id
}

test.describe('provider registration', () => {
  test('a new provider registers step by step, resumes after a reload, is rejected, fixes it and is approved', { tag: '@each-width' }, async ({ page, browser, baseURL }, info) => {
    test.setTimeout(180_000)
    const username = `kru_${uniqueSuffix()}`
    await signUpAsProvider(page, username)
    await expect(page.getByRole('heading', { level: 1, name: th.pages.providerRegister.title })).toBeVisible()

    // Step 1: an empty required field is named in Thai, under the field, which is marked invalid.
    await expect(stepHeading(page, 'personal')).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
    await continueButton(page).click()
    await expect(page.getByText(th.provider.errors.displayNameRequired)).toBeVisible()
    await expect(page.getByText(th.provider.errors.aboutRequired)).toBeVisible()
    const displayName = page.getByLabel(th.provider.fields.displayName)
    await expect(displayName).toHaveAttribute('aria-invalid', 'true')
    await expect(displayName).toBeFocused()
    expect(await wcagViolations(page)).toEqual([])
    await displayName.fill(`Kru ${username}`)
    await expect(displayName).not.toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel(th.provider.fields.about).fill('I teach mathematics with patience.')
    await continueButton(page).click()

    // Step 2: subjects (at least one), education and experience.
    await expect(stepHeading(page, 'teaching')).toBeVisible()
    await continueButton(page).click()
    await expect(page.getByText(th.provider.errors.subjectsRequired)).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
    const subject = page.getByLabel(th.provider.fields.subjectInput)
    await subject.fill('Mathematics')
    await page.getByRole('button', { name: th.provider.fields.addSubject }).click()
    await subject.fill('Physics')
    await subject.press('Enter')
    await expect(page.getByRole('button', { name: th.provider.fields.removeSubject.replace('{subject}', 'Physics') })).toBeVisible()
    await page.getByLabel(th.provider.fields.education).fill('B.Sc. Mathematics')
    await page.getByLabel(th.provider.fields.experience).fill('Five years of tutoring.')
    expect(await wcagViolations(page)).toEqual([])
    await continueButton(page).click()

    // Step 3: the identity document, with a private preview.
    await expect(stepHeading(page, 'documents')).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
    await continueButton(page).click()
    await expect(page.getByText(th.provider.errors.identityRequired)).toBeVisible()
    await page.getByLabel(th.provider.documents.identity).setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG })
    const preview = page.getByRole('img', { name: th.provider.documents.preview.replace('{name}', 'id-card.webp') })
    await expect(preview).toBeVisible()
    await expect(preview).toHaveAttribute('src', /^blob:/)
    await expect(page.getByText(th.provider.errors.identityRequired)).toHaveCount(0)
    // A certificate as PDF: listed by name, and removable.
    await page.getByLabel(th.provider.documents.certificates).setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF })
    await expect(page.getByText('certificate.pdf', { exact: true })).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
    await page.getByRole('button', { name: th.provider.documents.remove.replace('{name}', 'certificate.pdf') }).click()
    await expect(page.getByText('certificate.pdf', { exact: true })).toHaveCount(0)

    // Leaving and coming back: the same step, with what was saved.
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(stepHeading(page, 'documents')).toBeVisible()
    await expect(preview).toBeVisible()
    await continueButton(page).click()

    // Step 4: review and submit.
    await expect(stepHeading(page, 'review')).toBeVisible()
    await expect(page.getByText('B.Sc. Mathematics')).toBeVisible()
    expect(await wcagViolations(page)).toEqual([])
    await page.getByRole('button', { name: th.provider.register.submit }).click()
    await expect(page.getByRole('heading', { level: 2, name: th.provider.submitted.title })).toBeVisible()
    await expect(continueButton(page)).toHaveCount(0)
    expect(await wcagViolations(page)).toEqual([])
    await expectMenu(page, username, async () => {
      await expect(page.getByRole('menuitem', { name: th.account.registerProvider })).toContainText(th.account.status.submitted)
    })

    // Staff reject it with a reason.
    const staff = await browser.newContext({ baseURL })
    try {
      const admin = await signInAs(staff, baseURL!, DEMO.admin, channelFor(info.project.name))
      const auth = { authorization: `Bearer ${admin.accessToken}` }
      const id = await submittedRegistrationId(staff.request, admin.accessToken, username)
      const reason = `The identity photo is unreadable (${uniqueSuffix()})`
      const rejected = await staff.request.post(`/v2/admin/providers/${id}/reject`, { headers: auth, data: { reason } })
      expect(rejected.ok(), await rejected.text()).toBe(true)

      // The provider reads the reason on both pages, fixes a field and submits again.
      await hydrated(page, '/profile/verify')
      await expect(page.getByRole('heading', { level: 1, name: th.pages.profileVerify.title })).toBeVisible()
      await expect(page.getByText(reason)).toBeVisible()
      await expect(page.getByText(th.provider.status.rejected, { exact: true })).toBeVisible()
      expect(await wcagViolations(page)).toEqual([])
      await expectMenu(page, username, async () => {
        await expect(page.getByRole('menuitem', { name: th.account.registerProvider })).toContainText(th.account.status.rejected)
      })
      await page.getByRole('link', { name: th.provider.verify.fix }).click()
      await expect(page).toHaveURL(/\/provider\/register$/)
      await expect(page.getByText(reason)).toBeVisible()
      await expect(stepHeading(page, 'review')).toBeVisible()
      await page.getByRole('navigation', { name: th.provider.register.stepsLabel }).getByRole('button', { name: th.provider.register.steps.personal }).click()
      await expect(stepHeading(page, 'personal')).toBeVisible()
      await page.getByLabel(th.provider.fields.about).fill('I teach mathematics with patience, now with a clear identity photo.')
      await continueButton(page).click()
      await expect(stepHeading(page, 'teaching')).toBeVisible()
      await continueButton(page).click()
      await expect(stepHeading(page, 'documents')).toBeVisible()
      await page.getByLabel(th.provider.documents.identity).setInputFiles({ name: 'id-card-2.png', mimeType: 'image/png', buffer: PNG })
      await expect(page.getByRole('img', { name: th.provider.documents.preview.replace('{name}', 'id-card-2.webp') })).toBeVisible()
      await continueButton(page).click()
      await expect(page.getByText('now with a clear identity photo.')).toBeVisible()
      await page.getByRole('button', { name: th.provider.register.submit }).click()
      await expect(page.getByRole('heading', { level: 2, name: th.provider.submitted.title })).toBeVisible()
      await expect(page.getByText(reason)).toHaveCount(0)

      // Staff approve it: the provider can now manage services.
      const approved = await staff.request.post(`/v2/admin/providers/${id}/approve`, { headers: auth })
      expect(approved.ok(), await approved.text()).toBe(true)
    } finally {
      await staff.close()
    }
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByRole('heading', { level: 2, name: th.provider.approved.title })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: th.provider.approved.manageServices })).toHaveAttribute('href', '/provider/services')
    expect(await wcagViolations(page)).toEqual([])
    await expectMenu(page, username, async () => {
      await expect(page.getByRole('menuitem', { name: th.account.manageServices })).toBeVisible()
      await expect(page.getByRole('menuitem', { name: th.account.registerProvider })).toHaveCount(0)
    })
  })

  test('a submission refused for a missing field names it in Thai and opens its step', async ({ page }) => {
    await signUpAsProvider(page, `kru_${uniqueSuffix()}`)
    await page.getByLabel(th.provider.fields.displayName).fill('Kru Test')
    await page.getByLabel(th.provider.fields.about).fill('About me')
    await continueButton(page).click()
    await expect(stepHeading(page, 'teaching')).toBeVisible()
    // Jump straight to review through the step list, past the steps still missing something.
    await page.getByRole('navigation', { name: th.provider.register.stepsLabel }).getByRole('button', { name: th.provider.register.steps.review }).click()
    await expect(stepHeading(page, 'review')).toBeVisible()
    await page.getByRole('button', { name: th.provider.register.submit }).click()
    await expect(stepHeading(page, 'teaching')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: th.provider.errors.submitMissing.replace('{field}', th.provider.fields.subjects) })).toBeVisible()
    await expect(page.getByText(th.provider.errors.subjectsRequired)).toBeVisible()
    await expect(page.getByLabel(th.provider.fields.subjectInput)).toHaveAttribute('aria-invalid', 'true')
  })
})
