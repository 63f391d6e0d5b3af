import { createFileRoute } from '@tanstack/react-router'
import { ContinueInApp } from '~/app/components/continue-in-app'
import { t } from '~/app/lib/i18n/th'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/messages')({
  head: () => pageHead('messages', { noindex: true }),
  component: () => <ContinueInApp heading={t('pages.messages.title')} feature="messages" />,
})
