import { createFileRoute } from '@tanstack/react-router'
import { PolicyDocument } from '~/app/features/content/components/policy-document'
import { policyQueryOptions } from '~/app/features/content/content.queries'
import { pageHead } from '~/app/lib/seo'

export const Route = createFileRoute('/policies/privacy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(policyQueryOptions('privacy')),
  head: () => pageHead('privacy', { canonical: '/policies/privacy' }),
  component: () => <PolicyDocument contentKey="privacy" />,
})
