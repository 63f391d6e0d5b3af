import { createFileRoute } from '@tanstack/react-router'
import { ContinueInApp } from '../../components/continue-in-app'
import { t } from '../../lib/i18n/th'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/_authed/messages')({
  head: () => pageHead('messages', { noindex: true }),
  component: () => <ContinueInApp heading={t('pages.messages.title')} feature="messages" />,
})
