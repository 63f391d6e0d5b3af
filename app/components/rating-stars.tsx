import type { Rating } from '~/contract/api/catalogue'
import { t } from '~/app/lib/i18n/th'

const STAR = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z'

/**
 * A rating as five stars filled to the average, with the average and the count beside them; one
 * image named in words for a screen reader. No reviews yet reads as such, without stars.
 */
export function RatingStars({ rating }: { rating: Rating }) {
  if (rating.count === 0) return <span className="stars stars--none">{t('catalogue.noRating')}</span>
  const label = t('catalogue.rating', { average: rating.average.toFixed(1), count: rating.count })
  const filled = `${Math.round((Math.min(5, Math.max(0, rating.average)) / 5) * 1000) / 10}%`
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars__track" aria-hidden="true">
        <Stars className="stars__empty" />
        <span className="stars__fill" style={{ width: filled }}>
          <Stars className="stars__full" />
        </span>
      </span>
      <span className="stars__text" aria-hidden="true">
        {rating.average.toFixed(1)} <span className="stars__count">({rating.count})</span>
      </span>
    </span>
  )
}

function Stars({ className }: { className: string }) {
  return (
    <svg className={className} width="90" height="18" viewBox="0 0 100 20" focusable="false">
      {[0, 20, 40, 60, 80].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} />
      ))}
    </svg>
  )
}
