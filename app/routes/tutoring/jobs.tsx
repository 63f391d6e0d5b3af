import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../components/placeholder-page'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/tutoring/jobs')({
  head: () => pageHead('tutoringJobs', { canonical: '/tutoring/jobs' }),
  component: () => <PlaceholderPage page="tutoringJobs" />,
})
