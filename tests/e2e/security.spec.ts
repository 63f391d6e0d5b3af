import { expect, test } from '@playwright/test'
import { DEMO, channelFor, signInAs, uniqueSuffix } from './support/auth'

/** A payload that closes a `<script>` block and runs its own if any text lands in one unescaped. */
const breakout = (marker: string) => `</script><script>window.__xss=${JSON.stringify(marker)}</script><!--`

const week = () =>
  Array.from({ length: 7 }, (_, Day) => ({ Day, Hours: Array.from({ length: 24 }, (_, Hour) => ({ Hour, Selected: Hour === 10 })) }))

test.describe('stored script injection', () => {
  test('a service whose title, description and picture address hold a closing script tag shows them as text and runs nothing', async ({ browser, baseURL }, info) => {
    const marker = `svc-${uniqueSuffix()}`
    const provider = await browser.newContext()
    const { accessToken } = await signInAs(provider, baseURL!, DEMO.provider, channelFor(info.project.name))
    const created = await provider.request.post('/v2/service', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: {
        category_id: '65f100000000000000000002',
        title: `คณิต ${breakout(marker)}`,
        description: `บทเรียน ${breakout(marker)} \u2028 \u2029 & <b>`,
        price: 300,
        enabled_instant: false,
        enabled_public_session: false,
        enabled_private_session: true,
        minutes_per_session: 60,
        max_attendees_per_session: 1,
        min_attendees_for_private: 1,
        example_documents: [],
        video: null,
        thumbnails: [`https://example.com/a.png${breakout(marker).replaceAll(' ', '')}`],
        highlights: [],
        require_items: [],
        proof_picture: null,
        visible: true,
        opens: week(),
        offset_gmt: 7,
      },
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
