import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../components/placeholder-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/register')({
  head: () => pageHead('register', { noindex: true }),
  component: () => <PlaceholderPage page="register" />,
})
