import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { createUser, hydrated, uniqueSuffix } from './support/auth'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

test('a visitor is asked to sign in', async ({ page }) => {
  await hydrated(page, '/profile')
  await expect(page.getByText(th.profile.signInPrompt)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: th.profile.signIn })).toHaveAttribute('href', '/login?redirect=%2Fprofile')
})

test('a user sees their masked phone, edits their name and changes their picture', async ({ page, context, baseURL }) => {
  const user = await createUser({ context, baseURL: baseURL! })
  await hydrated(page, '/profile')
  const main = page.getByRole('main')
  await expect(main.getByText(`${user.phone.slice(0, 3)}****${user.phone.slice(-3)}`)).toBeVisible()
  await expect(main.getByText(user.phone)).toHaveCount(0)

  // The birth date reads in the Buddhist era on the profile and in the edit form alike (1995 = 2538).
  await expect(main.getByText(/5 พฤษภาคม 2538/)).toBeVisible()
  await main.getByRole('button', { name: th.profile.edit }).click()
  const birth = page.getByRole('group', { name: th.register.birthdateLabel })
  await expect(birth.getByLabel(th.pickers.year, { exact: true }).locator('option:checked')).toHaveText('2538')
  await expect(birth.getByLabel(th.pickers.month, { exact: true }).locator('option:checked')).toHaveText('พฤษภาคม')
  await expect(birth.getByLabel(th.pickers.day, { exact: true }).locator('option:checked')).toHaveText('5')
  const renamed = `renamed_${uniqueSuffix()}`
  await page.getByLabel(th.register.usernameLabel).fill('x')
  await page.getByRole('button', { name: th.profile.save }).click()
  await expect(main.getByRole('alert')).toHaveText(th.register.usernameInvalid)
  await page.getByLabel(th.register.usernameLabel).fill(renamed)
  await page.getByRole('button', { name: th.profile.save }).click()
  await expect(page.getByText(th.profile.saved)).toBeVisible()
  await expect(main.getByText(renamed, { exact: true })).toBeVisible()

  await page.getByLabel(th.profile.changePicture).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByText(th.profile.pictureSaved)).toBeVisible()
  const avatar = page.getByRole('button', { name: th.nav.accountMenu.replace('{username}', renamed) }).locator('img')
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/.+\.webp$/)
  await page.getByLabel(th.profile.changePicture).setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(main.getByRole('alert')).toHaveText(th.register.pictureInvalid)
})
