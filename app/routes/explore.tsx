import { createFileRoute } from '@tanstack/react-router'
import { ContinueInApp } from '../components/continue-in-app'
import { t } from '../lib/i18n/th'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/explore')({
  head: () => pageHead('explore', { canonical: '/explore' }),
  component: () => <ContinueInApp heading={t('pages.explore.title')} feature="explore" />,
})
