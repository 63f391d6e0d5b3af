import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../components/placeholder-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/register-sign-in-with')({
  head: () => pageHead('registerSignInWith', { noindex: true }),
  component: () => <PlaceholderPage page="registerSignInWith" />,
})
