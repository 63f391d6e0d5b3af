import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/_authed/mobile/menu')({
  head: () => pageHead('mobileMenu'),
  component: () => <PlaceholderPage page="mobileMenu" />,
})
