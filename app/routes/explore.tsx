import { createFileRoute } from '@tanstack/react-router'
import { ContinueInApp } from '~/app/components/continue-in-app'
import { t } from '~/app/lib/i18n/th'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/explore')({
  head: () => pageHead('explore', { canonical: '/explore' }),
  component: () => <ContinueInApp heading={t('pages.explore.title')} feature="explore" />,
})
