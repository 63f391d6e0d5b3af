import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/services/manage')({
  head: () => pageHead('servicesManage', { noindex: true }),
  component: () => <PlaceholderPage page="servicesManage" />,
})
