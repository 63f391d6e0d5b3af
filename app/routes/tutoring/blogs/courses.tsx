import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/placeholder-page'
import { pageHead } from '../../../lib/seo'

export const Route = createFileRoute('/tutoring/blogs/courses')({
  head: () => pageHead('blogCourses', { canonical: '/tutoring/blogs/courses' }),
  component: () => <PlaceholderPage page="blogCourses" />,
})
