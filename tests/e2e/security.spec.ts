import { EXPECTS_CSP_VIOLATION, expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { DEMO, channelFor, signInAs, uniqueSuffix } from './support/auth'
import { serviceInput } from '~/tests/support/service-input'

/** A payload that closes a `<script>` block and runs its own if any text lands in one unescaped. */
const breakout = (marker: string) => `</script><script>window.__xss=${JSON.stringify(marker)}</script><!--`

test.describe('stored script injection', () => {
  test('a service whose title, description and picture address hold a closing script tag shows them as text and runs nothing', async ({ browser, baseURL }, info) => {
    const marker = `svc-${uniqueSuffix()}`
    const provider = await browser.newContext()
    const { accessToken } = await signInAs(provider, baseURL!, DEMO.provider, channelFor(info.project.name))
    const created = await provider.request.post('/v2/service', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: serviceInput({
        title: `คณิต ${breakout(marker)}`,
        description: `บทเรียน ${breakout(marker)} \u2028 \u2029 & <b>`,
        thumbnails: [`https://example.com/a.png${breakout(marker).replaceAll(' ', '')}`],
      }),
    })
    expect(created.status(), await created.text()).toBe(201)
    const { _id: sid } = (await created.json()) as { _id: string }
    await provider.close()

    // The HTML as it arrives: the structured data block stays one block, its text escaped.
    const html = await (await browser.newContext()).request.get(`/services/${sid}`).then((r) => r.text())
    expect(html).not.toContain(`<script>window.__xss=`)
    const ldJson = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(ldJson).toHaveLength(1)
    const data = JSON.parse(ldJson[0]!) as { name: string; description: string; image: string[] }
    expect(data.name).toBe(`คณิต ${breakout(marker)}`)
    expect(data.description).toContain('\u2028')

    // In a browser, as a visitor: nothing of the payload runs, the title reads as written.
    const visitor = await browser.newContext()
    const page = await visitor.newPage()
    await page.goto(`/services/${sid}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(breakout(marker))
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined()
    await visitor.close()
  })
})

test.describe('content security policy', () => {
  test('an inline script injected into a page does not run, and the suite sees the violation', async ({ page }) => {
    test.info().annotations.push({ type: EXPECTS_CSP_VIOLATION, description: 'caused on purpose below' })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
  })

  test('the page runs its own scripts: it hydrates, and a navigation loads the next page', async ({ page }) => {
    await page.goto('/tutoring')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.getByRole('link', { name: th.tutoring.browseLink }).click()
    await expect(page).toHaveURL(/\/tutoring\/browse/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
