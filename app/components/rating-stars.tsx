import type { Rating } from '~/contract/api/catalogue'
import { t } from '~/app/lib/i18n/th'

/**
 * A rating as five stars filled to the average, with the average and the count beside them; one
 * image named in words for a screen reader. No reviews yet reads as such, without stars. The stars
 * are the style sheet's (a row of one star drawn again and again, grey and, over it as wide as the
 * average, amber), so a page of cards carries two elements per rating instead of two drawings.
 */
export function RatingStars({ rating }: { rating: Rating }) {
  if (rating.count === 0) return <span className="stars stars--none">{t('catalogue.noRating')}</span>
  const label = t('catalogue.rating', { average: rating.average.toFixed(1), count: rating.count })
  const filled = `${Math.round((Math.min(5, Math.max(0, rating.average)) / 5) * 1000) / 10}%`
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars__track" aria-hidden="true">
        <span className="stars__fill" style={{ width: filled }} />
      </span>
      <span className="stars__text" aria-hidden="true">
        {rating.average.toFixed(1)} <span className="stars__count">({rating.count})</span>
      </span>
    </span>
  )
}
