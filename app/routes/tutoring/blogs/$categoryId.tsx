import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/tutoring/blogs/$categoryId')({
  head: ({ match }) => pageHead('blogCategory', { canonical: match.pathname }),
  component: () => <PlaceholderPage page="blogCategory" />,
})
