import { t } from '~/app/lib/i18n/th'
import { formatWhole } from '~/app/lib/number-format'

/** The price of one session, in baht, as the catalogue words it (written without Intl: see number-format.ts). */
export const sessionPrice = (price: number) => t('catalogue.price', { price: formatWhole(price) })
