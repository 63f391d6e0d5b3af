import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RatingStars } from '~/app/components/rating-stars'
import { t } from '~/app/lib/i18n/th'

describe('RatingStars', () => {
  it('is one image named in words, its amber part as wide as the average out of five', () => {
    const html = renderToStaticMarkup(<RatingStars rating={{ average: 4.5, count: 2 }} />)
    expect(html).toContain(`role="img" aria-label="${t('catalogue.rating', { average: '4.5', count: 2 })}"`)
    expect(html).toContain('class="stars__fill" style="width:90%"')
    expect(html).toContain('4.5 <span class="stars__count">(2)</span>')
  })

  it('keeps the fill between none and five stars', () => {
    expect(renderToStaticMarkup(<RatingStars rating={{ average: 7, count: 1 }} />)).toContain('style="width:100%"')
    expect(renderToStaticMarkup(<RatingStars rating={{ average: -1, count: 1 }} />)).toContain('style="width:0%"')
  })

  it('draws its stars with the style sheet, not a drawing per rating (a page of cards repeats it many times)', () => {
    const html = renderToStaticMarkup(<RatingStars rating={{ average: 3.2, count: 5 }} />)
    expect(html).not.toContain('<svg')
    expect(html.length).toBeLessThan(400)
  })

  it('says there are no reviews yet instead of showing empty stars', () => {
    const html = renderToStaticMarkup(<RatingStars rating={{ average: 0, count: 0 }} />)
    expect(html).toBe(`<span class="stars stars--none">${t('catalogue.noRating')}</span>`)
  })
})
