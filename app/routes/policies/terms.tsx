import { createFileRoute } from '@tanstack/react-router'
import { PolicyDocument } from '../../features/content/components/policy-document'
import { policyQueryOptions } from '../../features/content/content.queries'
import { pageHead } from '../../lib/seo'

export const Route = createFileRoute('/policies/terms')({
  loader: ({ context }) => context.queryClient.ensureQueryData(policyQueryOptions('terms')),
  head: () => pageHead('terms', { canonical: '/policies/terms' }),
  component: () => <PolicyDocument contentKey="terms" />,
})
