import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/tutoring/blogs/')({
  head: () => pageHead('tutoringBlogs', { canonical: '/tutoring/blogs' }),
  component: () => <PlaceholderPage page="tutoringBlogs" />,
})
