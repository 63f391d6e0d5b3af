import { t } from '~/app/lib/i18n/th'

const baht = new Intl.NumberFormat('th-TH')

/** The price of one session, in baht, as the catalogue words it. */
export const sessionPrice = (price: number) => t('catalogue.price', { price: baht.format(price) })
