import { createFileRoute } from '@tanstack/react-router'
import { SessionPolicy } from '../../features/content/components/session-policy'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/policies/session')({
  head: () => pageHead('sessionPolicy', { canonical: '/policies/session' }),
  component: SessionPolicy,
})
