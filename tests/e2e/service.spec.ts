import { expect, test } from './support/test'
import { th } from '~/app/lib/i18n/th-all'
import { hydrated } from './support/auth'
import { wcagViolations } from './support/axe'

type Card = { _id: string; title: string; rating: { count: number }; provider: { username: string; display_name: string } }

test('a service page: details, provider, reviews paged, booking through the app, no axe violations', { tag: '@each-width' }, async ({ page, request }) => {
  const search = await request.get('/v2/search/services?limit=50')
  expect(search.ok(), await search.text()).toBe(true)
  const cards = ((await search.json()) as { items: Card[] }).items
  const service = cards.find((c) => c.rating.count > 5)
  expect(service, 'a seeded service with more than one page of reviews').toBeTruthy()

  await hydrated(page, `/services/${service!._id}`)
  await expect(page.getByRole('heading', { level: 1, name: service!.title })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(service!.title.slice(0, 20)))
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string; offers: { priceCurrency: string } }
  expect(jsonLd['@type']).toBe('Service')
  expect(jsonLd.offers.priceCurrency).toBe('THB')

  const reviews = page.getByRole('region', { name: th.catalogue.reviews })
  await expect(reviews.getByRole('listitem')).toHaveCount(5)
  const firstPage = await reviews.getByRole('listitem').first().textContent()
  await reviews.getByRole('link', { name: th.catalogue.next }).click()
  await expect(page).toHaveURL(/[?&]reviews=1/)
  const total = ((await (await request.get(`/v2/reviews/${service!._id}?limit=5`)).json()) as { total: number }).total
  await expect(reviews.getByText(th.catalogue.pageOf.replace('{page}', '2').replace('{count}', String(Math.ceil(total / 5))))).toBeVisible()
  await expect(reviews.getByRole('listitem').first()).not.toHaveText(firstPage ?? '')

  expect(await wcagViolations(page)).toEqual([])

  await page.getByRole('complementary', { name: th.catalogue.provider }).getByRole('button', { name: th.catalogue.bookNow }).click()
  await expect(page.getByRole('dialog', { name: th.downloadModal.title })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('link', { name: th.catalogue.viewProfile })).toHaveAttribute('href', `/profile/${encodeURIComponent(service!.provider.username)}`)
})

test('the price and the way to book stay in reach: a card beside the picture that stays in view on a desktop, a bar at the bottom on a phone', { tag: '@each-width' }, async ({ page, request }, info) => {
  const cards = ((await (await request.get('/v2/search/services?limit=50')).json()) as { items: Card[] }).items
  const service = cards.find((c) => c.rating.count > 5)!
  await hydrated(page, `/services/${service._id}`)
  const card = page.getByRole('complementary', { name: th.catalogue.provider })
  const viewport = page.viewportSize()!
  if (info.project.name === 'mobile') {
    const bar = page.locator('.service__bar')
    await page.getByRole('region', { name: th.catalogue.reviews }).scrollIntoViewIfNeeded()
    await expect(bar).toBeInViewport()
    const box = (await bar.boundingBox())!
    expect(Math.round(box.y + box.height)).toBe(viewport.height)
    // The footer can still be read above the bar at the very end of the page (its last line too),
    // and ends with the page: the room for the bar is the footer's own, not a band below it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const lastLine = (await page.getByRole('contentinfo').locator('.site-footer__copy').boundingBox())!
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(box.y + 1)
    const footer = (await page.getByRole('contentinfo').boundingBox())!
    expect(Math.abs(footer.y + footer.height - viewport.height)).toBeLessThan(1)
    await bar.getByRole('button').click()
    await expect(page.getByRole('dialog', { name: th.downloadModal.title })).toBeVisible()
  } else {
    await expect(page.locator('.service__bar')).toBeHidden()
    const picture = (await page.locator('.service__gallery img').first().boundingBox())!
    const top = (await card.boundingBox())!
    expect(Math.abs(top.y - picture.y)).toBeLessThan(4)
    await page.getByRole('region', { name: th.catalogue.reviews }).scrollIntoViewIfNeeded()
    await expect(card.getByRole('button', { name: th.catalogue.bookNow })).toBeInViewport()
  }
})

test('an unknown service answers the Thai not-found page', async ({ page }) => {
  const response = await page.goto('/services/65a0000000000000000000ff')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: th.catalogue.notFoundTitle })).toBeVisible()
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await expect(page).toHaveTitle(`${th.catalogue.notFoundTitle} | ${th.brand.name}`)
})

test('a provider profile lists their services and leads to them; no axe violations', { tag: '@each-width' }, async ({ page, request }) => {
  const profile = (await (await request.get('/v2/profile/kru_ploy')).json()) as { display_name: string; services: { _id: string; title: string }[] }
  expect(profile.services.length).toBeGreaterThan(0)
  await hydrated(page, '/profile/kru_ploy')
  await expect(page.getByRole('heading', { level: 1, name: profile.display_name })).toBeVisible()
  const list = page.getByRole('region', { name: th.catalogue.providerServices.replace('{name}', profile.display_name) })
  await expect(list.getByRole('listitem')).toHaveCount(profile.services.length)
  expect(await wcagViolations(page)).toEqual([])
  await list.getByRole('link', { name: profile.services[0]!.title }).click()
  await expect(page).toHaveURL(new RegExp(`/services/${profile.services[0]!._id}$`))
  await expect(page.getByRole('heading', { level: 1, name: profile.services[0]!.title })).toBeVisible()
})

test('a username that is not a provider answers the Thai not-found page', async ({ page }) => {
  const response = await page.goto('/profile/somsri_consumer')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: th.catalogue.profileNotFoundTitle })).toBeVisible()
})
