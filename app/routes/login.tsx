import { createFileRoute } from '@tanstack/react-router'
import { loginSearchSchema } from '../../contract/routes'
import { PlaceholderPage } from '../components/placeholder-page'
import { pageHead } from '../lib/seo'

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  head: () => pageHead('login', { noindex: true }),
  component: () => <PlaceholderPage page="login" />,
})
