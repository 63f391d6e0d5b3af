import { createFileRoute } from '@tanstack/react-router'
import { BrowserPermissionGuide } from '../../features/help/components/browser-permission-guide'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/help/browser-permission')({
  head: () => pageHead('browserPermission', { canonical: '/help/browser-permission' }),
  component: BrowserPermissionGuide,
})
