import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/tutoring/blogs/how-to-use')({
  head: () => pageHead('blogHowToUse', { canonical: '/tutoring/blogs/how-to-use' }),
  component: () => <PlaceholderPage page="blogHowToUse" />,
})
