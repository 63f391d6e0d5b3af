import { t } from '~/app/lib/i18n/th-admin'
import { MessagePage } from './message-page'

/** 403: the signed-in user may not see this page (the staff pages, for anyone but staff). */
export const ForbiddenPage = () => (
  <MessagePage className="forbidden-page" title={t('admin.forbidden.title')} body={t('admin.forbidden.body')} to="/" action={t('admin.forbidden.home')} />
)
