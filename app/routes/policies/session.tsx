import { createFileRoute } from '@tanstack/react-router'
import { SessionPolicy } from '~/app/features/content/components/session-policy'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/policies/session')({
  head: () => pageHead('sessionPolicy', { canonical: '/policies/session' }),
  component: SessionPolicy,
})
