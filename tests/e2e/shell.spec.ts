import { type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { LOADING_BAR_DELAY_MS } from '~/app/components/loading-bar'

const isMobile = (name: string) => name === 'mobile'

async function hydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

test.describe('nav bar, logged out', () => {
  test('logo leads home and the download button has the right label for the width', { tag: '@each-width' }, async ({ page }, info) => {
    await hydrated(page, '/help')
    const banner = page.getByRole('banner')
    const download = banner.getByRole('button', { name: isMobile(info.project.name) ? th.nav.downloadShort : th.nav.download, exact: true })
    await expect(download).toBeVisible()
    await banner.getByRole('link', { name: th.brand.name }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: th.landing.heroTitle })).toBeVisible()
  })

  test('the download-app modal: title, stores, both checklists; QR only on desktop; Escape returns focus', { tag: '@each-width' }, async ({ page }, info) => {
    await hydrated(page, '/')
    const banner = page.getByRole('banner')
    const download = banner.getByRole('button', { name: isMobile(info.project.name) ? th.nav.downloadShort : th.nav.download, exact: true })
    await download.click()
    const dialog = page.getByRole('dialog', { name: th.downloadModal.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: th.downloadModal.googlePlay })).toHaveAttribute('href', /play\.google\.com/)
    await expect(dialog.getByRole('link', { name: th.downloadModal.appStore })).toHaveAttribute('href', /apps\.apple\.com/)
    for (const item of Object.values(th.downloadModal.consumer)) await expect(dialog.getByText(item).first()).toBeVisible()
    for (const item of Object.values(th.downloadModal.provider)) await expect(dialog.getByText(item).first()).toBeVisible()
    const qr = dialog.getByRole('img', { name: th.downloadModal.qrLabel.replace('{store}', 'Google Play') })
    if (isMobile(info.project.name)) await expect(qr).toHaveCount(0)
    else await expect(qr.locator('svg')).toBeVisible()

    // Focus is inside the modal and stays there while tabbing.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab')
      const inside = await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))
      expect(inside).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(download).toBeFocused()
  })

  test('the hamburger opens the mobile menu with the download entry and social links', { tag: '@each-width' }, async ({ page }, info) => {
    await hydrated(page, '/')
    const hamburger = page.getByRole('button', { name: th.nav.openMenu })
    if (!isMobile(info.project.name)) {
      // Desktop shows the links in the bar itself.
      await expect(hamburger).toBeHidden()
      await expect(page.getByRole('navigation', { name: th.nav.mainMenu }).getByRole('link', { name: th.nav.tutoring })).toBeVisible()
      return
    }
    await hamburger.click()
    const menu = page.getByRole('dialog', { name: th.mobileMenu.title })
    await expect(menu.getByRole('button', { name: th.mobileMenu.download })).toBeVisible()
    for (const name of ['Facebook', 'Twitter', 'YouTube', 'Instagram']) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('target', '_blank')
    }
    await menu.getByRole('button', { name: th.mobileMenu.download }).click()
    await expect(page.getByRole('dialog', { name: th.downloadModal.title })).toBeVisible()
  })
})

test.describe('pages', () => {
  test('the provider landing sends a visitor through the provider login to registration', async ({ page }) => {
    await hydrated(page, '/provider')
    await expect(page.getByRole('heading', { level: 1, name: th.providerLanding.heroTitle })).toBeVisible()
    await page.getByRole('link', { name: th.providerLanding.registerCta }).first().click()
    await expect(page).toHaveURL(/\/login\?provider=true&redirect=%2Fprovider%2Fregister$/)
  })

  test('/explore offers the app instead of a dead end', async ({ page }) => {
    await hydrated(page, '/explore')
    await expect(page.getByRole('heading', { level: 2, name: th.appOnly.title })).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: th.appOnly.open }).click()
    await expect(page.getByRole('dialog', { name: th.downloadModal.title })).toBeVisible()
  })

  test('terms and privacy come from the backend', async ({ page, request }) => {
    for (const key of ['terms', 'privacy'] as const) {
      const content = (await (await request.get(`/v2/contents/${key}`)).json()) as { title: string }
      await page.goto(`/policies/${key}`)
      await expect(page.getByRole('heading', { level: 1, name: content.title })).toBeVisible()
    }
  })

  test('help pages: the centre links the guides, the permission guide covers each browser', async ({ page }) => {
    await hydrated(page, '/help')
    await page.getByRole('link', { name: th.pages.browserPermission.title }).click()
    await expect(page.getByRole('heading', { level: 1, name: th.pages.browserPermission.title })).toBeVisible()
    for (const title of [th.help.permission.chromeTitle, th.help.permission.safariTitle, th.help.permission.firefoxTitle, th.help.permission.androidTitle]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    }
    await page.goto('/help/join-room-guidline')
    await expect(page.getByRole('heading', { level: 1, name: th.pages.joinRoomGuide.title })).toBeVisible()
    await page.goto('/policies/session')
    await expect(page.getByRole('heading', { level: 1, name: th.pages.sessionPolicy.title })).toBeVisible()
  })
})

test.describe('app shell', () => {
  test('toasts: bottom-left, no progress bar, 8 s, newest on top, not closed on click', { tag: '@each-width' }, async ({ page }) => {
    await hydrated(page, '/login')
    await page.route('**/v2/auth/check-otp/**', (route) => route.abort('connectionrefused'))
    await page.getByLabel(th.auth.phoneLabel).fill('0899999999')
    const send = page.getByRole('button', { name: th.auth.continue })
    await send.click()
    await expect(page.locator('.Toastify__toast')).toHaveCount(1)
    const firstId = await page.locator('.Toastify__toast').getAttribute('id')
    await page.getByLabel(th.auth.phoneLabel).fill('0899999998')
    await send.click()
    const toasts = page.locator('.Toastify__toast')
    await expect(toasts).toHaveCount(2)
    await expect(page.locator('.Toastify__toast-container')).toHaveClass(/Toastify__toast-container--bottom-left/)
    const box = await page.locator('.Toastify__toast-container').boundingBox()
    const viewport = page.viewportSize()!
    expect(box!.x).toBeLessThan(viewport.width / 2)
    expect(box!.y + box!.height).toBeGreaterThan(viewport.height / 2)
    // The progress bar drives the timer but is not shown; its animation lasts the auto-close time.
    const bar = toasts.first().getByRole('progressbar', { includeHidden: true })
    await expect(bar).toHaveCSS('animation-duration', '8s')
    await expect(bar).toHaveAttribute('aria-hidden', 'true')
    await expect(toasts.first().locator('.Toastify__progress-bar--wrp')).toHaveCSS('opacity', '0')
    // Newest on top: the toast shown second sits above the first one.
    const older = page.locator(`.Toastify__toast[id="${firstId}"]`)
    const newer = page.locator(`.Toastify__toast:not([id="${firstId}"])`)
    expect((await newer.boundingBox())!.y).toBeLessThan((await older.boundingBox())!.y)
    await toasts.first().click()
    // A toast closed by the click would start its exit at once; by the time a third toast arrives
    // (another round trip) none has.
    await page.getByLabel(th.auth.phoneLabel).fill('0899999997')
    await send.click()
    await expect(toasts).toHaveCount(3)
    await expect(page.locator('.Toastify__toast[class*="-exit"]')).toHaveCount(0)
  })

  test('an error page offers to retry, and retrying recovers', async ({ page }) => {
    await hydrated(page, '/help')
    let fail = true
    await page.route('**/v2/contents/terms', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"x"}' }) : route.continue(),
    )
    await page.getByRole('contentinfo').getByRole('link', { name: th.pages.terms.title }).click()
    await expect(page.getByRole('heading', { level: 1, name: th.errors.errorTitle })).toBeVisible()
    fail = false
    await page.getByRole('button', { name: th.common.retry }).click()
    await expect(page.getByRole('heading', { level: 1, name: th.errors.errorTitle })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(th.pages.help.title)
  })

  test('the loading bar appears for a slow page change and never for a fast one', async ({ page }) => {
    // The page's clock is ours: time moves only when the test moves it, so how busy the machine is
    // cannot make a quick change look slow (or the other way round).
    await page.clock.install()
    await hydrated(page, '/help')
    const bar = page.locator('.loading-bar')
    await page.evaluate(() => {
      const bar = document.querySelector('.loading-bar')!
      ;(window as unknown as { shown: number }).shown = 0
      new MutationObserver(() => {
        if (bar.getAttribute('data-visible') === 'true') (window as unknown as { shown: number }).shown++
      }).observe(bar, { attributes: true })
    })
    await page.clock.pauseAt(Date.now() + 60_000)

    // Fast: a page with no data to load finishes before the bar's delay has passed; the bar's timer
    // is then cancelled and never shows it, however long we wait afterwards.
    const fast = page.getByRole('link', { name: th.pages.joinRoomGuide.title })
    await fast.click()
    await expect(page.getByRole('heading', { level: 1, name: th.pages.joinRoomGuide.title })).toBeVisible()
    await page.clock.runFor(LOADING_BAR_DELAY_MS * 10)
    expect(await page.evaluate(() => (window as unknown as { shown: number }).shown)).toBe(0)
    await expect(bar).toHaveAttribute('data-visible', 'false')

    // Slow: the terms page waits for the backend, held back here until the test lets it go. The
    // bar stays hidden until the delay has passed, shows, and goes when the page arrives.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/v2/contents/terms', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('contentinfo').getByRole('link', { name: th.pages.terms.title }).click()
    await page.clock.runFor(LOADING_BAR_DELAY_MS - 50)
    await expect(bar).toHaveAttribute('data-visible', 'false')
    await page.clock.runFor(100)
    await expect(bar).toHaveAttribute('data-visible', 'true')
    release()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(th.pages.joinRoomGuide.title)
    await expect(bar).toHaveAttribute('data-visible', 'false')
  })

  test('back restores the scroll position', async ({ page }) => {
    await hydrated(page, '/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForFunction(() => window.scrollY > 200)
    const before = await page.evaluate(() => window.scrollY)
    await page.getByRole('contentinfo').getByRole('link', { name: th.pages.help.title }).click()
    await expect(page.getByRole('heading', { level: 1, name: th.pages.help.title })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: th.landing.heroTitle })).toBeAttached()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5)
  })

  test('the Thai font is served by the site itself', async ({ page }) => {
    const fontHosts = new Set<string>()
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fontHosts.add(new URL(req.url()).host)
    })
    await hydrated(page, '/')
    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Thai Variable"', 'ก'))).toBe(true)
    expect([...fontHosts]).toEqual([new URL(page.url()).host])
  })
})

test.describe('survey', () => {
  test('asks for a rating, then thanks the visitor', async ({ page }) => {
    await hydrated(page, '/survey')
    await page.getByRole('button', { name: th.survey.submit }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(th.survey.ratingRequired)
    await page.getByRole('radio', { name: `4 — ${th.survey.rating.r4}` }).check()
    await page.getByRole('checkbox', { name: th.survey.topics.find_tutor }).check()
    await page.getByLabel(th.survey.commentLabel).fill('หาครูได้ง่ายมาก')
    await page.getByRole('button', { name: th.survey.submit }).click()
    await expect(page.getByRole('heading', { level: 1, name: th.survey.thanksTitle })).toBeFocused()
  })
})
