import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../components/placeholder-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/forgot-password')({
  head: () => pageHead('forgotPassword', { noindex: true }),
  component: () => <PlaceholderPage page="forgotPassword" />,
})
