import { createFileRoute } from '@tanstack/react-router'
import { BrowserPermissionGuide } from '~/app/features/help/components/browser-permission-guide'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/help/browser-permission')({
  head: () => pageHead('browserPermission', { canonical: '/help/browser-permission' }),
  component: BrowserPermissionGuide,
})
