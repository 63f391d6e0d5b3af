import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/profile/verify')({
  head: () => pageHead('profileVerify', { noindex: true }),
  component: () => <PlaceholderPage page="profileVerify" />,
})
