import { t } from '~/app/lib/i18n/th'
import { MessagePage } from './message-page'

export const NotFoundPage = () => <MessagePage title={t('errors.notFoundTitle')} body={t('errors.notFoundBody')} to="/" action={t('common.backHome')} />
