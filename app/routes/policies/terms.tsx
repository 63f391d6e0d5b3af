import { createFileRoute } from '@tanstack/react-router'
import { PolicyDocument } from '~/app/features/content/components/policy-document'
import { policyQueryOptions } from '~/app/features/content/content.queries'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/policies/terms')({
  loader: ({ context }) => context.queryClient.ensureQueryData(policyQueryOptions('terms')),
  head: () => pageHead('terms', { canonical: '/policies/terms' }),
  component: () => <PolicyDocument contentKey="terms" />,
})
