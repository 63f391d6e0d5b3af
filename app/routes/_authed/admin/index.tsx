import { createFileRoute } from '@tanstack/react-router'
import { AdminHome } from '~/app/features/admin/components/admin-home'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/_authed/admin/')({
  head: () => pageHead('admin', { noindex: true }),
  component: AdminHome,
})
