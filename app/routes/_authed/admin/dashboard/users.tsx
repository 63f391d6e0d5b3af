import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../components/placeholder-page'
import { pageHead } from '../../../../lib/seo'

export const Route = createFileRoute('/_authed/admin/dashboard/users')({
  head: () => pageHead('adminUsers', { noindex: true }),
  component: () => <PlaceholderPage page="adminUsers" />,
})
