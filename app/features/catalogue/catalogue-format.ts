import type { Rating } from '../../../contract/api/catalogue'
import { t } from '../../lib/i18n/th'

const baht = new Intl.NumberFormat('th-TH')

/** The price of one session, in baht, as the catalogue words it. */
export const sessionPrice = (price: number) => t('catalogue.price', { price: baht.format(price) })

/** The average and count of reviews, or that there are none yet. */
export const ratingText = (rating: Rating) =>
  rating.count > 0 ? t('catalogue.rating', { average: rating.average.toFixed(1), count: rating.count }) : t('catalogue.noRating')
