import { createFileRoute } from '@tanstack/react-router'
import { AdminHome } from '../../../features/admin/components/admin-home'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/admin/')({
  head: () => pageHead('admin', { noindex: true }),
  component: AdminHome,
})
